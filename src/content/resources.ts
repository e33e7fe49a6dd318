import type { Resources } from "./schema/resources";

/** The resources page: study links, the freshman FAQ, career and campus help, office hours. */
export const RESOURCES: Resources = {
  study: [
    {
      label: "MIT OpenCourseWare",
      href: "https://ocw.mit.edu/",
      description: "Free lecture notes, problem sets and exams for calculus, physics, circuits and more.",
    },
    {
      label: "Khan Academy",
      href: "https://www.khanacademy.org/",
      description: "Short videos and practice for the math and science prerequisites of every engineering major.",
    },
    {
      label: "Desmos graphing calculator",
      href: "https://www.desmos.com/calculator",
      description: "Plot functions and check your intuition before an exam.",
    },
    {
      label: "The Python tutorial",
      href: "https://docs.python.org/3/tutorial/",
      description: "The official introduction to Python, the language of the intro programming course.",
    },
    {
      label: "MDN Web Docs",
      href: "https://developer.mozilla.org/en-US/docs/Learn",
      description: "The reference our Web Dev team uses for HTML, CSS and JavaScript.",
    },
  ],
  freshmanFaq: [
    {
      question: "How do I become a member?",
      answer: "Create an account on this site and come to any event. Membership is free; you earn points by attending, which count toward conference trips.",
    },
    {
      question: "I am not Asian or not an engineer. Can I join?",
      answer: "Yes. About a third of our members are neither. Everyone who wants to grow with us is welcome.",
    },
    {
      question: "How many credits should I take in my first term?",
      answer:
        "Most engineering first-years take 15 credits. Talk to your academic advisor, and ask your mentor family which course combinations worked for them.",
    },
    {
      question: "When should I start looking for internships?",
      answer:
        "Start in your first fall: go to career night to practise, and apply to first-year programs. Most summer internships recruit from September to January.",
    },
    {
      question: "Where can I get help with a hard class?",
      answer: "Go to office hours early, use the Tutoring Center, and come to our finals study night, where mentors from each major help.",
    },
  ],
  career: [
    {
      label: "Our résumé guide",
      href: "/blogs/one-page-resume",
      description: "How our members write a one-page engineering résumé, with before-and-after examples.",
    },
    {
      label: "Events & slides",
      href: "/events",
      description: "Slides and recordings from past career workshops, interview practice and company talks.",
    },
    {
      label: "Sponsors",
      href: "/sponsors",
      description: "The companies that support us; many recruit interns from our chapter every year.",
    },
    {
      label: "Mentor-mentee families",
      href: "/mentor-mentee",
      description: "Upperclassmen who have been through the internship search and will read your cover letter.",
    },
  ],
  campus: [
    {
      name: "Tutoring Center",
      where: "Hale Library, 2nd floor",
      description: "Free drop-in tutoring for math, physics, chemistry and programming courses, Monday to Thursday.",
    },
    {
      name: "Career Center",
      where: "Student Union, Room 240",
      description: "Résumé reviews, interview rooms and advisors for each college. Book appointments online.",
    },
    {
      name: "Counseling and Wellness Center",
      where: "Birch Hall, ground floor",
      description: "Free, confidential counseling for students, with same-day appointments for urgent needs.",
    },
    {
      name: "Engineering Makerspace",
      where: "Keller Hall, Room B12",
      description: "3D printers, laser cutters and electronics benches; finish the safety training to use them.",
    },
    {
      name: "Writing Center",
      where: "Hale Library, 3rd floor",
      description: "Help with lab reports, cover letters and personal statements at any stage of writing.",
    },
  ],
  officeHours: [
    {
      host: "Mei-Lin Chen",
      role: "President",
      day: "Monday",
      time: "4:00–5:30 PM",
      place: "Keller Hall Atrium",
      topics: "Getting involved, running for the board, anything about the chapter",
    },
    {
      host: "Kevin Park",
      role: "Professional Development Chair",
      day: "Tuesday",
      time: "6:00–7:30 PM",
      place: "Engineering Library, Room 210",
      topics: "Résumés, cover letters, interview practice",
    },
    {
      host: "Minh Tran",
      role: "Mentorship Chair",
      day: "Wednesday",
      time: "12:00–1:00 PM",
      place: "Student Union food court",
      topics: "Mentor families, choosing classes, first-year questions",
    },
    {
      host: "Ethan Lee",
      role: "Web Dev Lead",
      day: "Thursday",
      time: "5:00–6:00 PM",
      place: "Engineering Library, Room 112",
      topics: "Programming help, the Web Dev team, this website",
    },
  ],
};
