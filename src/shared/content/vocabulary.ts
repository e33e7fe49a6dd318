/**
 * The fixed vocabularies of the content collections: plain constants without zod, so the public pages
 * can import them without loading the schemas. (The sponsor tiers are the chapter's: ./sponsor-tiers.ts.)
 */

/** The collections officers edit on the site (src/shared/content/collections.ts has their contracts). */
export const CONTENT_COLLECTIONS = ["board", "sponsors", "albums", "slides", "programs", "posts", "resources"] as const;
export type ContentCollection = (typeof CONTENT_COLLECTIONS)[number];

export const CONTENT_STATUSES = ["draft", "published"] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** The groups the board page shows, in order; "alumni" keeps last year's board on the page after a handover. */
export const BOARD_GROUPS = ["executive", "chairs", "leads", "advisors", "alumni"] as const;
export type BoardGroup = (typeof BOARD_GROUPS)[number];

export const BOARD_YEARS = ["First year", "Second year", "Third year", "Fourth year", "Fifth year", "Graduate student", "Alumni", "Faculty"] as const;

/** The sections of /resources, in order. */
export const RESOURCE_SECTIONS = ["study", "career", "campus", "office-hours", "first-year-faq"] as const;

/** The most photos one album holds (the gallery page loads an album's thumbnails at once). */
export const ALBUM_PHOTOS_MAX = 60;

/** What officers and visitors read for each fixed value (the editing screens' choices). */
export const BOARD_GROUP_LABELS: Readonly<Record<BoardGroup, string>> = {
  executive: "Executive board",
  chairs: "Chairs",
  leads: "Program leads",
  advisors: "Advisors",
  alumni: "Alumni board",
};
export type ResourceSection = (typeof RESOURCE_SECTIONS)[number];
export const RESOURCE_SECTION_LABELS: Readonly<Record<ResourceSection, string>> = {
  study: "Study resources",
  career: "Career",
  campus: "Campus help",
  "office-hours": "Office hours",
  "first-year-faq": "First-year FAQ",
};
