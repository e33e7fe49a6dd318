import type { SeedEvent } from "./event-schema";

/**
 * The local database's sample events (./local-seed.ts): the chapter's events
 * of 2026–27, once the site's content file, now only sample data — a
 * deployed site's events are made by officers on the site. Times are local
 * to the chapter (site.config.ts `timeZone`); the seed moves them by whole
 * weeks around today. Checked against ./event-schema.ts by the unit tests.
 */
export const EVENTS: readonly SeedEvent[] = [
  {
    id: "fall-welcome-social-2026",
    title: "Fall Welcome Social",
    category: "Social",
    start: "2026-09-03T18:00",
    end: "2026-09-03T20:00",
    location: "Keller Hall Atrium",
    description: "Meet the board, find your people and eat far too many dumplings. Bring a friend: everyone is welcome, no membership needed.",
  },
  {
    id: "resume-night-2026",
    title: "Résumé Night with Saltmarsh Materials",
    category: "Professional",
    start: "2026-09-17T18:30",
    end: "2026-09-17T20:30",
    location: "Engineering Library, Room 210",
    description:
      "Bring a printed or digital résumé and get it reviewed one-on-one by engineers from Saltmarsh Materials and our upperclassmen. First-years welcome: we will help you write your first one.",
  },
  {
    id: "river-clean-up-2026",
    title: "Northfield River Clean-up",
    category: "Service",
    start: "2026-10-10T09:00",
    end: "2026-10-10T12:00",
    location: "Millrace Park boathouse",
    description: "Three hours, forty volunteers and a lot of plastic bags. Gloves, grabbers and breakfast tacos provided. Counts for four service points.",
  },
  {
    id: "career-night-2026",
    title: "Fall Career Night",
    category: "Professional",
    start: "2026-10-22T17:30",
    end: "2026-10-22T20:30",
    location: "Student Union Ballroom",
    description:
      "Talk with recruiters from our sponsors and a dozen other employers hiring interns and new graduates in engineering and science. Business casual; bring ten copies of your résumé.",
  },
  {
    id: "badminton-tournament-2026",
    title: "Badminton Doubles Tournament",
    category: "Sports",
    start: "2026-11-07T13:00",
    end: "2026-11-07T17:00",
    location: "Recreation Center, Courts 3–6",
    description:
      "Our friendly doubles bracket: sign up with a partner or we will pair you. Rackets and shuttles provided, prizes for the top three teams and the best team name.",
  },
  {
    id: "gm-industry-panel-2026",
    title: "General Meeting: Industry Panel",
    category: "General meeting",
    start: "2026-12-02T18:30",
    end: "2026-12-02T20:00",
    location: "Keller Hall 101",
    description: "Four alumni working in robotics, energy, biotech and software answer your questions about their first years on the job. Dinner provided.",
    signUpUrl: "https://forms.example/sase-northfield/industry-panel",
  },
  {
    id: "finals-study-night-2026",
    title: "Finals Study Night",
    category: "Mentorship",
    start: "2026-12-09T19:00",
    end: "2026-12-09T23:00",
    location: "Engineering Library, 3rd floor",
    description: "Quiet tables, loud snacks. Mentors from each major hold drop-in help for calculus, physics, chemistry and programming courses.",
  },
  {
    id: "lunar-new-year-2027",
    title: "Lunar New Year Lantern Festival",
    category: "Social",
    start: "2027-02-12T18:00",
    end: "2027-02-12T21:00",
    location: "Student Union Plaza",
    description:
      "Our biggest night of the year: lantern making, a dumpling-folding contest, performances by campus cultural groups and food from local family restaurants. Free and open to everyone.",
    signUpUrl: "https://forms.example/sase-northfield/lantern-festival",
  },
  {
    id: "mock-interviews-2027",
    title: "Mock Interview Day with Quillfeather Robotics",
    category: "Professional",
    start: "2027-02-20T10:00",
    end: "2027-02-20T15:00",
    location: "Career Center, Interview Suites",
    description:
      "Thirty-minute technical and behavioral mock interviews with engineers from Quillfeather Robotics, with written feedback. Slots are limited: sign up early.",
    signUpUrl: "https://forms.example/sase-northfield/mock-interviews",
  },
  {
    id: "stem-day-2027",
    title: "STEM Day for Middle Schoolers",
    category: "Service",
    start: "2027-03-06T09:30",
    end: "2027-03-06T14:00",
    location: "Northfield Middle School gym",
    description:
      "Run a station at our hands-on science fair for 150 middle schoolers: bridges from straws, slime chemistry and SET's solar weather stations. Volunteer training the week before.",
    signUpUrl: "https://forms.example/sase-northfield/stem-day",
  },
  {
    id: "regional-conference-2027",
    title: "Regional Conference Trip",
    category: "Professional",
    start: "2027-03-26T08:00",
    end: "2027-03-27T18:00",
    location: "Leaves from Keller Hall loading dock",
    description:
      "Two days of workshops, a career fair and networking with chapters from five states. Travel and hotel are covered for members with enough points; apply by March 1.",
    signUpUrl: "https://forms.example/sase-northfield/regional-conference",
  },
];
