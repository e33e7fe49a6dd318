import type { GalleryPhoto } from "./schema/gallery";

/** The gallery's terms, newest first; the first is shown when the page opens. */
export const GALLERY_TERMS: readonly string[] = ["fall-2024", "spring-2024", "fall-2023"];

/**
 * Photos by term, in the order shown. Images live in
 * src/content/images/gallery/<term>/ (see docs/content.md).
 */
export const GALLERY_PHOTOS: readonly GalleryPhoto[] = [
  {
    term: "fall-2024",
    image: "gallery/fall-2024/welcome-social.svg",
    alt: "Students chatting in small groups under string lights at the fall welcome social",
    caption: "Fall welcome social: 140 people and 600 dumplings.",
  },
  {
    term: "fall-2024",
    image: "gallery/fall-2024/career-night.svg",
    alt: "Recruiters behind booth tables with company banners talking with students in business clothes",
    caption: "Career night in the Student Union ballroom.",
  },
  {
    term: "fall-2024",
    image: "gallery/fall-2024/river-clean-up.svg",
    alt: "Volunteers in green shirts carrying trash bags along a riverbank lined with trees",
    caption: "River clean-up at Millrace Park.",
  },
  {
    term: "fall-2024",
    image: "gallery/fall-2024/general-meeting.svg",
    alt: "Members seated in a lecture hall facing a projected slide about the regional conference",
    caption: "General meeting: regional conference info session.",
  },
  {
    term: "fall-2024",
    image: "gallery/fall-2024/volleyball.svg",
    alt: "Two teams playing volleyball in a gym, one player jumping to spike the ball",
    caption: "Intramural volleyball, playoff night.",
  },
  {
    term: "fall-2024",
    image: "gallery/fall-2024/web-workshop.svg",
    alt: "Students at long tables working on laptops while a presenter points at code on a screen",
    caption: "Intro to web development workshop.",
  },
  {
    term: "spring-2024",
    image: "gallery/spring-2024/lantern-festival.svg",
    alt: "Paper lanterns glowing above a crowd in a plaza at night",
    caption: "Lunar New Year lantern festival.",
  },
  {
    term: "spring-2024",
    image: "gallery/spring-2024/stem-day.svg",
    alt: "Volunteers helping middle schoolers test straw bridges at tables in a school gym",
    caption: "STEM day: 150 middle schoolers, 40 straw bridges.",
  },
  {
    term: "spring-2024",
    image: "gallery/spring-2024/regional-conference.svg",
    alt: "Chapter members on a conference stage under a banner, holding a chapter award",
    caption: "Regional conference: most improved chapter.",
  },
  {
    term: "spring-2024",
    image: "gallery/spring-2024/hike.svg",
    alt: "A group of students hiking a trail toward green hills and mountains",
    caption: "End-of-year hike at Ridgeback State Park.",
  },
  {
    term: "spring-2024",
    image: "gallery/spring-2024/badminton.svg",
    alt: "Players in a doubles badminton match on an indoor court",
    caption: "Badminton clinic for beginners.",
  },
  {
    term: "spring-2024",
    image: "gallery/spring-2024/banquet.svg",
    alt: "Members at round banquet tables facing a small stage with a speaker at a podium",
    caption: "End-of-year banquet and board handover.",
  },
  {
    term: "fall-2023",
    image: "gallery/fall-2023/potluck.svg",
    alt: "A long table covered with home-made dishes, with members filling their plates",
    caption: "Friendsgiving potluck.",
  },
  {
    term: "fall-2023",
    image: "gallery/fall-2023/mentor-reveal.svg",
    alt: "Mentors and mentees meeting at small tables with name cards",
    caption: "Mentor family reveal night.",
  },
  {
    term: "fall-2023",
    image: "gallery/fall-2023/basketball.svg",
    alt: "A basketball game in a gym with a player shooting at the hoop",
    caption: "Intramural basketball season opener.",
  },
  {
    term: "fall-2023",
    image: "gallery/fall-2023/company-talk.svg",
    alt: "A speaker presenting at the front of a classroom to seated members",
    caption: "Company talk with Cinderpeak Energy.",
  },
  {
    term: "fall-2023",
    image: "gallery/fall-2023/tutoring.svg",
    alt: "Members tutoring students at library tables stacked with books",
    caption: "Weekly tutoring at Northfield Public Library.",
  },
  {
    term: "fall-2023",
    image: "gallery/fall-2023/game-night.svg",
    alt: "Friends around a table playing a board game under warm lights",
    caption: "Board game night in Keller Hall.",
  },
];
