/**
 * The site's identity: the one place to rebrand the website for another
 * chapter. Everything that names the chapter — page titles, the header and
 * footer, e-mails sent by the Worker — reads it from here. Plain data, no
 * imports, so both the SPA and the Worker can use it. `about` and
 * `sponsorTiers` below are the chapter's own words for the about page, the
 * home page's pillars and the sponsors page. One schema checks every field
 * (src/content/schema/identity.ts): the build, `npm run dev` and
 * `npm run doctor` print one line per problem, with the field and the fix.
 */
export const site = {
  /** Product name: the "{Product}" in "Page | {Product}" titles. */
  productName: "SASE Northfield",
  /** The chapter's full name. */
  chapterName: "Society of Asian Scientists and Engineers — Northfield University Chapter",
  /** Short name used in running text. */
  shortName: "SASE Northfield",
  university: "Northfield University",
  /** The society the chapter belongs to, and who the chapter is for, in the home page's and the about page's words. */
  society: {
    name: "Society of Asian Scientists and Engineers",
    /** The society's initials, as on a banner. */
    shortName: "SASE",
    /** The home page's heading. */
    headline: "Asian scientists and engineers, growing together.",
    /** Ends the about page's first sentence: "{chapterName} is a student organization at {university}, founded in {year}, for …". */
    audience: "Asian heritage scientists and engineers and everyone who wants to grow with them",
  },
  /** The home page's description: what search results and link previews say under the site's name. */
  description: "Professional development, service, socials, sports and mentorship for Asian scientists and engineers on campus.",
  /**
   * The chapter's time zone (IANA name): event times are shown in it, and
   * in the viewer's own zone when that differs. Stored and sent in UTC.
   */
  timeZone: "America/Chicago",
  /**
   * The kinds of events the chapter holds, in the order the events page's filter lists them, each
   * with the points attending one is usually worth (a new event's default; officers can change it
   * per event). Renaming one later leaves past events with the old name, shown as they were.
   */
  eventCategories: {
    "General meeting": 10,
    Professional: 20,
    Social: 5,
    Service: 15,
    Sports: 5,
    Mentorship: 10,
  },
  /** Where the contact form's messages and sponsor enquiries go. */
  contactEmail: "contact@sase-northfield.example.org",
  /** Public address of the deployed site (used in share-image URLs and e-mails). */
  url: "https://sase-northfield.example.org",
  /**
   * The chapter's colours (hex). Each is used where its contrast holds, which a test checks
   * (scripts/vite/brand-colours.test.ts): white text on `primary` and on `primaryHover`, `primary` and
   * `accentText` as text on white, `onDark` as text on the dark theme, white text on `deep`. `accent`
   * only decorates (bars, underlines, the dark theme's badges). The mark itself is src/logo.svg.
   */
  brand: {
    /** Buttons, links and headings' accents. */
    primary: "#0668B3",
    /** Buttons under the pointer, and the focus ring. */
    primaryHover: "#1E77BA",
    /** Dark grounds: the home page's banner, the share images. */
    deep: "#0B2A45",
    /** Links and the focus ring in the dark theme. */
    onDark: "#8CC4F0",
    /** Decoration only: never text on white. */
    accent: "#7DC242",
    /** The accent where it is text on white (badges). */
    accentText: "#3F6E1A",
  },
  social: {
    photos: { label: "Instagram", href: "https://www.instagram.com/" },
    professional: { label: "LinkedIn", href: "https://www.linkedin.com/" },
    linkHub: { label: "Linktree", href: "https://linktr.ee/" },
    chat: { label: "Discord", href: "https://discord.com/" },
  },
} as const;

/**
 * The about page, and the home page's "What we do". Read by the pages' loaders at build time only, so
 * no page's script carries it (the prerendered HTML does). Any year since 1800.
 */
export const about = {
  /** The year the chapter was founded: "… founded in {founded}, for …" in the about page's first sentence. */
  founded: 2012,
  /** "Our mission": one paragraph. */
  mission:
    "We prepare Asian heritage scientists and engineers — and everyone who wants to grow alongside them — for success in the global business world, celebrate diversity on campus and in the workplace, and give back to the communities that raised us.",
  /** "Our story": paragraphs, in order. */
  history: [
    "The chapter started in the spring of 2012, when six engineering students met in a borrowed seminar room in Keller Hall to talk about internships, imposter syndrome and where to find decent dumplings near campus. By the end of that term they had a constitution, a faculty advisor and forty names on a sign-up sheet.",
    "Since then we have grown into one of the largest professional student organizations in the College of Engineering, with members from over thirty majors. We still run on the same idea: students helping students, across years, majors and backgrounds.",
  ],
  /**
   * "What we do": exactly five pillars. `id` picks the pillar's icon (one of "professional", "service",
   * "socials", "sports", "mentorship"); `name` and `text` are yours.
   */
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
  /** "Our values": at least three, each a name and a sentence. */
  values: [
    { name: "Open doors", text: "Membership is free and open to every student, whatever their major, year or background." },
    { name: "Lift as we climb", text: "Every member who lands an internship comes back to review résumés for the next class." },
    { name: "Curiosity", text: "We learn from each other's fields: a chemist teaching a coder is a good Tuesday." },
    { name: "Community first", text: "We measure a good year by the friendships made, not only by the offers signed." },
  ],
  /** "Timeline": at least three milestones, oldest first. */
  timeline: [
    { year: 2012, title: "Founded", text: "Six students charter the chapter with forty founding members." },
    { year: 2015, title: "First career fair", text: "Our first industry night brings eight employers to the engineering atrium." },
    { year: 2018, title: "Mentor-mentee families", text: "The mentorship program pairs its first 60 mentees with upperclassmen." },
    { year: 2021, title: "Chapter of the year", text: "Recognized as the region's most improved chapter after a fully remote year." },
    { year: 2023, title: "SET program", text: "Members start building science and engineering projects for local schools." },
    { year: 2025, title: "300 members", text: "Membership passes 300, with the largest intern class in our history." },
  ],
  /** The chapter in numbers, under the about page's first sentence: at least two. */
  stats: [
    { value: "300+", label: "members" },
    { value: "30+", label: "majors represented" },
    { value: "45", label: "events a year" },
    { value: "1,200", label: "volunteer hours last year" },
  ],
} as const;

/**
 * The sponsors page's "Become a sponsor": what the chapter offers a company, in a sentence or two, and
 * who answers sponsors ("Write to {writeTo} at {contactEmail}"). Read at build time only, like the
 * tiers below.
 */
export const sponsorPitch = {
  intro:
    "Meet our 300 members — engineers and scientists from over thirty majors — at the events they already come to. Sponsorships run for the academic year; every tier includes the ones below it.",
  writeTo: "our External Vice President",
} as const;

/**
 * The sponsorship tiers, highest first (one to eight), each with what it costs and buys, on the sponsors
 * page ("Become a sponsor"). `tier` is the name stored with each sponsor (lower-case, e.g. "platinum"):
 * choose it once; to rename a tier later change its `label`, which is what visitors read. The one rule
 * for the home page: the sponsors of a tier with `homePageLogo: true` have their logos there (the words
 * of `benefits` are yours and decide nothing).
 */
export const sponsorTiers = [
  {
    tier: "diamond",
    homePageLogo: true,
    label: "Diamond",
    amount: "$5,000 and up",
    benefits: [
      "A private recruiting night with our members",
      "Logo on the home page, event banners and conference T-shirts",
      "The full résumé book, sorted by major and graduation year",
      "Everything in Gold",
    ],
  },
  {
    tier: "gold",
    homePageLogo: false,
    label: "Gold",
    amount: "$2,500",
    benefits: ["A company talk at a general meeting", "Logo on event banners", "Everything in Silver"],
  },
  {
    tier: "silver",
    homePageLogo: false,
    label: "Silver",
    amount: "$1,000",
    benefits: ["A table at our fall career night", "The résumé book", "Everything in Bronze"],
  },
  {
    tier: "bronze",
    homePageLogo: false,
    label: "Bronze",
    amount: "$500",
    benefits: ["Logo and link on this page", "Job postings shared in our weekly newsletter"],
  },
] as const;
