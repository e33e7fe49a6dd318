import type { About } from "./schema/about";

/** The about page and the home page's pillars. Edit the text here; docs/content.md explains each field. */
export const ABOUT: About = {
  founded: 2012,
  mission:
    "We prepare Asian heritage scientists and engineers — and everyone who wants to grow alongside them — for success in the global business world, celebrate diversity on campus and in the workplace, and give back to the communities that raised us.",
  history: [
    "The chapter started in the spring of 2012, when six engineering students met in a borrowed seminar room in Keller Hall to talk about internships, imposter syndrome and where to find decent dumplings near campus. By the end of that term they had a constitution, a faculty advisor and forty names on a sign-up sheet.",
    "Since then we have grown into one of the largest professional student organizations in the College of Engineering, with members from over thirty majors. We still run on the same idea: students helping students, across years, majors and backgrounds.",
  ],
  pillars: [
    {
      id: "professional",
      name: "Professional development",
      text: "Résumé reviews, mock interviews, company talks and a yearly trip to the national conference.",
    },
    {
      id: "service",
      name: "Service",
      text: "Tutoring at local schools, park clean-ups and a STEM day for middle schoolers every spring.",
    },
    {
      id: "socials",
      name: "Socials",
      text: "Game nights, potlucks, boba runs and a lantern festival that has become a campus tradition.",
    },
    {
      id: "sports",
      name: "Sports",
      text: "Intramural basketball, volleyball and badminton teams for every level, plus the regional tournament.",
    },
    {
      id: "mentorship",
      name: "Mentorship",
      text: "Mentor-mentee families that pair newer students with upperclassmen for the whole year.",
    },
  ],
  values: [
    { name: "Open doors", text: "Membership is free and open to every student, whatever their major, year or background." },
    { name: "Lift as we climb", text: "Every member who lands an internship comes back to review résumés for the next class." },
    { name: "Curiosity", text: "We learn from each other's fields: a chemist teaching a coder is a good Tuesday." },
    { name: "Community first", text: "We measure a good year by the friendships made, not only by the offers signed." },
  ],
  timeline: [
    { year: 2012, title: "Founded", text: "Six students charter the chapter with forty founding members." },
    { year: 2015, title: "First career fair", text: "Our first industry night brings eight employers to the engineering atrium." },
    { year: 2018, title: "Mentor-mentee families", text: "The mentorship program pairs its first 60 mentees with upperclassmen." },
    { year: 2021, title: "Chapter of the year", text: "Recognized as the region's most improved chapter after a fully remote year." },
    { year: 2023, title: "SET program", text: "Members start building science and engineering projects for local schools." },
    { year: 2025, title: "300 members", text: "Membership passes 300, with the largest intern class in our history." },
  ],
  stats: [
    { value: "300+", label: "members" },
    { value: "30+", label: "majors represented" },
    { value: "45", label: "events a year" },
    { value: "1,200", label: "volunteer hours last year" },
  ],
};
