/**
 * The site's identity: the one place to rebrand the website for another
 * chapter. Everything that names the chapter — page titles, the header and
 * footer, e-mails sent by the Worker — reads it from here. Plain data, no
 * imports, so both the SPA and the Worker can use it.
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
    /** The home page's heading. */
    headline: "Asian scientists and engineers, growing together.",
    /** Ends the about page's first sentence: "{chapterName} is a student organization at {university}, founded in {year}, for …". */
    audience: "Asian heritage scientists and engineers and everyone who wants to grow with them",
  },
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
