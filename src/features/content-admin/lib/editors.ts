import { EVENT_CATEGORIES } from "~/shared/event-categories";
import {
  ALBUM_PHOTOS_MAX,
  BOARD_GROUP_LABELS,
  BOARD_GROUPS,
  BOARD_YEARS,
  type ContentCollection,
  RESOURCE_SECTION_LABELS,
  RESOURCE_SECTIONS,
} from "~/shared/content/vocabulary";
import { SPONSOR_TIER_LABELS, SPONSOR_TIERS } from "~/shared/content/sponsor-tiers";
import type { Choice, FieldSpec } from "./field-specs";

/**
 * What the editing screen needs to know of each collection: what one item is called, how a row of the
 * list names it, and the fields of its form in order (src/shared/content/ has the contracts).
 */
export type Editor = {
  /** The collection's name on the screen ("Board"). */
  title: string;
  /** One item, for buttons and headings ("board member"). */
  noun: string;
  /** What the list is for, under its heading. */
  lead: string;
  /** How a row of the list names an item, and the line under it. */
  name: (fields: Record<string, unknown>) => string;
  detail: (fields: Record<string, unknown>) => string;
  fields: readonly FieldSpec[];
  /**
   * The sections the public page shows the list in (the board's groups, the sponsors' tiers), in its
   * order: the editor lists the items in the same sections, and moves an item within its own.
   */
  sections?: { field: string; order: readonly string[]; labels: Readonly<Record<string, string>> };
};

const str = (value: unknown) => (typeof value === "string" ? value : "");
const choices = <T extends string>(values: readonly T[], labels?: Readonly<Record<T, string>>): Choice[] =>
  values.map((value) => ({ value, label: labels?.[value] ?? value }));

/** The school terms officers pick from: this year's, the two before and the next. */
export function termChoices(today = new Date()): Choice[] {
  const year = today.getFullYear();
  const list: Choice[] = [];
  for (let y = year + 1; y >= year - 2; y--) {
    for (const season of ["fall", "summer", "spring", "winter"] as const) {
      list.push({ value: `${season}-${y}`, label: `${season[0]!.toUpperCase()}${season.slice(1)} ${y}` });
    }
  }
  return list;
}
const TERM = { kind: "choice", name: "term", label: "Term", choices: termChoices() } as const satisfies FieldSpec;
const EVENT = {
  kind: "event",
  name: "eventId",
  label: "Event",
  optional: true,
  hint: "The event's page links to it once it is published.",
} as const satisfies FieldSpec;

const LINK_COLUMNS = [
  { name: "label", label: "Label" },
  { name: "href", label: "Address", type: "url" },
] as const;

export const EDITORS: Readonly<Record<ContentCollection, Editor>> = {
  board: {
    title: "Board",
    noun: "board member",
    lead: "The people on /board, by group as the page shows them. At the handover, add the new board as drafts, then “End of term” moves this board to the alumni board in one step; publish the new one.",
    sections: { field: "group", order: BOARD_GROUPS, labels: BOARD_GROUP_LABELS },
    name: (f) => str(f.name),
    detail: (f) => [str(f.role), BOARD_GROUP_LABELS[f.group as keyof typeof BOARD_GROUP_LABELS]].filter(Boolean).join(" · "),
    fields: [
      { kind: "line", name: "name", label: "Name", autoComplete: "off" },
      { kind: "line", name: "pronouns", label: "Pronouns", optional: true, hint: "For example she/her." },
      { kind: "line", name: "role", label: "Role", hint: "For example President or Outreach Chair." },
      { kind: "choice", name: "group", label: "Group", choices: choices(BOARD_GROUPS, BOARD_GROUP_LABELS) },
      { kind: "choice", name: "year", label: "Year", choices: choices(BOARD_YEARS) },
      { kind: "line", name: "major", label: "Major" },
      { kind: "text", name: "bio", label: "Bio", rows: 5, hint: "40 to 600 characters, in the third person." },
      { kind: "line", name: "email", label: "E-mail", type: "email", optional: true, hint: "A role address (president@…) outlives the person." },
      { kind: "image", name: "portrait", label: "Portrait", imageKind: "portrait", optional: true },
      { kind: "rows", name: "links", label: "Links", item: "link", max: 4, columns: LINK_COLUMNS },
    ],
  },
  sponsors: {
    title: "Sponsors",
    noun: "sponsor",
    lead: "The organisations on /sponsors, by tier in this order. A sponsor published here can be given résumé-book access at once.",
    sections: { field: "tier", order: SPONSOR_TIERS, labels: SPONSOR_TIER_LABELS },
    name: (f) => str(f.organisation),
    detail: (f) => SPONSOR_TIER_LABELS[f.tier as keyof typeof SPONSOR_TIER_LABELS] ?? "",
    fields: [
      { kind: "line", name: "organisation", label: "Organisation", autoComplete: "organization" },
      {
        kind: "choice",
        name: "tier",
        label: "Tier",
        choices: choices(SPONSOR_TIERS, SPONSOR_TIER_LABELS),
        hint: "What each tier buys, and whether its logos are on the home page, is the chapter's offer on /sponsors.",
      },
      { kind: "line", name: "link", label: "Website", type: "url", hint: "e.g. acme.com/careers (https:// is added)." },
      { kind: "image", name: "logo", label: "Logo", imageKind: "logo", optional: true },
      { kind: "text", name: "blurb", label: "Description", rows: 3, hint: "20 to 300 characters: what they do with the chapter." },
    ],
  },
  albums: {
    title: "Gallery",
    noun: "album",
    lead: "The albums on /gallery. Every photo needs alt text that says what it shows.",
    name: (f) => str(f.title),
    detail: (f) => {
      const photos = Array.isArray(f.photos) ? f.photos.length : 0;
      return `${str(f.term)} · ${photos} ${photos === 1 ? "photo" : "photos"}`;
    },
    fields: [{ kind: "line", name: "title", label: "Title" }, TERM, EVENT, { kind: "photos", name: "photos", label: "Photos", max: ALBUM_PHOTOS_MAX }],
  },
  slides: {
    title: "Slides",
    noun: "talk",
    lead: "The slides and recordings under Events & Slides, newest first by date.",
    name: (f) => str(f.title),
    detail: (f) => [str(f.date), str(f.presenter)].filter(Boolean).join(" · "),
    fields: [
      { kind: "line", name: "title", label: "Title" },
      { kind: "line", name: "presenter", label: "Presenter", optional: true },
      { kind: "text", name: "summary", label: "Summary", optional: true, rows: 3 },
      { kind: "choice", name: "category", label: "Kind of meeting", choices: choices(EVENT_CATEGORIES), optional: true },
      { kind: "date", name: "date", label: "Date" },
      TERM,
      EVENT,
      { kind: "line", name: "slidesUrl", label: "Slides", type: "url", optional: true, hint: "The slides' address (https://…)." },
      { kind: "line", name: "recordingUrl", label: "Recording", type: "url", optional: true, hint: "The recording's address (https://…)." },
    ],
  },
  programs: {
    title: "Programs",
    noun: "program",
    lead: "The year-long programs, each with a page of its own, in the order /programs lists them.",
    name: (f) => str(f.name),
    detail: (f) => `/${str(f.slug)}`,
    fields: [
      { kind: "line", name: "name", label: "Name" },
      { kind: "slug", name: "slug", label: "Address", from: "name", hint: "The page's address after the site's: lower-case words joined by hyphens." },
      { kind: "line", name: "summary", label: "Summary", hint: "One line for the program's card (10 to 160 characters)." },
      { kind: "text", name: "body", label: "Page text", rows: 12, markdown: true },
      {
        kind: "rows",
        name: "faqs",
        label: "Questions",
        item: "question",
        max: 20,
        columns: [
          { name: "question", label: "Question" },
          { name: "answer", label: "Answer", multiline: true },
        ],
      },
      { kind: "line", name: "lead", label: "Lead's name" },
      { kind: "line", name: "leadEmail", label: "Lead's e-mail", type: "email" },
      {
        kind: "pair",
        name: "joinLink",
        label: "Join button",
        hint: "Optional: a button to sign up, with its label and address.",
        columns: [
          { name: "label", label: "Button label" },
          { name: "url", label: "Button address", type: "url" },
        ],
      },
    ],
  },
  posts: {
    title: "Blog",
    noun: "post",
    lead: "The posts on /blogs, newest first by date. A draft is seen only here.",
    name: (f) => str(f.title),
    detail: (f) => [str(f.date), str(f.author)].filter(Boolean).join(" · "),
    fields: [
      { kind: "line", name: "title", label: "Title" },
      { kind: "slug", name: "slug", label: "Address", from: "title", hint: "After /blogs/: lower-case words joined by hyphens." },
      { kind: "line", name: "description", label: "Summary", hint: "40 to 240 characters, shown in the list and in link previews." },
      { kind: "date", name: "date", label: "Date" },
      { kind: "line", name: "author", label: "Author" },
      { kind: "words", name: "tags", label: "Tags", hint: "One to five, separated by commas, e.g. career, workshops." },
      { kind: "image", name: "cover", label: "Cover photo", imageKind: "photo", optional: true },
      { kind: "text", name: "body", label: "Post", rows: 16, markdown: true },
    ],
  },
  resources: {
    title: "Resources",
    noun: "resource",
    lead: "The entries on /resources, by section in this order.",
    sections: { field: "section", order: RESOURCE_SECTIONS, labels: RESOURCE_SECTION_LABELS },
    name: (f) => str(f.title),
    detail: (f) => RESOURCE_SECTION_LABELS[f.section as keyof typeof RESOURCE_SECTION_LABELS] ?? "",
    fields: [
      { kind: "choice", name: "section", label: "Section", choices: choices(RESOURCE_SECTIONS, RESOURCE_SECTION_LABELS) },
      { kind: "line", name: "title", label: "Title", hint: "For the first-year FAQ, the question; for office hours, who (a name and a position)." },
      { kind: "text", name: "description", label: "Description", rows: 4, hint: "For the FAQ, the answer; for office hours, what to ask about." },
      { kind: "line", name: "link", label: "Link", type: "url", optional: true },
      {
        kind: "line",
        name: "where",
        label: "Where and when",
        optional: true,
        hint: "For places and office hours, e.g. Engineering Hall 204, Tuesdays 4–5 PM.",
      },
    ],
  },
};

/** "a sponsor", "an album": the noun of an editor with its article, for "Add …". */
export const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? "an" : "a"} ${noun}`;
