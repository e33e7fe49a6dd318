import type * as z from "zod/mini";
import { type Html, html } from "../../html";
import type { PublishedItem } from "../pages";
import type { resourceFieldsSchema } from "../resources";
import { RESOURCE_SECTION_LABELS, RESOURCE_SECTIONS, type ResourceSection } from "../vocabulary";
import { FAQ_LIST_CLASS, faqItemsHtml } from "./faq";

/** An entry on /resources: the item's id and its fields (src/shared/content/resources.ts). */
export type ResourceView = { id: string } & z.output<typeof resourceFieldsSchema>;

/**
 * The entries as the page shows them. The Worker checked every item against its contract when it
 * was written; an item that is not an entry after all is left out rather than breaking the page.
 */
export function resourcesOf(items: readonly PublishedItem[]): ResourceView[] {
  return items.flatMap(({ id, fields }) =>
    typeof fields.title === "string" && typeof fields.description === "string" && RESOURCE_SECTIONS.includes(fields.section as ResourceSection)
      ? [{ id, ...fields } as unknown as ResourceView]
      : [],
  );
}

/** The line under each section's heading. */
const SECTION_LEADS: Record<ResourceSection, string> = {
  study: "Free material our members use alongside their courses.",
  career: "Where to start with résumés, interviews and internships.",
  campus: "Offices on campus that are free for students and worth knowing early.",
  "office-hours": "Board members hold weekly office hours during the term. Drop by; no appointment needed.",
  "first-year-faq": "What first-years ask us most in their first month.",
};

const CARD = "rounded-xl border border-line bg-surface-raised p-4";
const LINK = "font-semibold text-link underline underline-offset-4";

/** A link with a line; another site opens in a new tab and says so. An entry without a link is its title. */
function linkCard(entry: ResourceView): Html {
  const external = entry.link !== undefined && /^https?:/.test(entry.link);
  const title = !entry.link
    ? html`<span class="font-semibold text-ink">${entry.title}</span>`
    : external
      ? html`<a href="${entry.link}" target="_blank" rel="noopener noreferrer" class="${LINK}">${entry.title}<span class="sr-only"> (opens in a new tab)</span></a>`
      : html`<a href="${entry.link}" class="${LINK}">${entry.title}</a>`;
  return html`<li class="${CARD}">${title}<p class="mt-1 text-sm text-ink-muted">${entry.description}</p></li>`;
}

/** A place on campus: name, where, what for. */
const place = (entry: ResourceView) =>
  html`<div class="${CARD}"><dt class="font-semibold text-ink">${entry.title}</dt>${entry.where && html`<dd class="text-sm font-medium text-link">${entry.where}</dd>`}<dd class="mt-1 text-sm text-ink-muted">${entry.description}</dd></div>`;

/**
 * Office hours as a table: who, when and where, what to ask about. It scrolls sideways on a narrow
 * screen, so it takes the focus for the keyboard to scroll it (axe: scrollable-region-focusable).
 */
const officeHours = (entries: readonly ResourceView[]) =>
  html`<section tabindex="0" aria-label="Office hours" class="overflow-x-auto rounded-xl border border-line"><table class="w-full min-w-[32rem] text-left text-sm"><caption class="sr-only">Weekly office hours of board members</caption><thead class="bg-surface-muted text-ink"><tr><th scope="col" class="p-3 font-semibold">Who</th><th scope="col" class="p-3 font-semibold">When and where</th><th scope="col" class="p-3 font-semibold">Ask about</th></tr></thead><tbody class="divide-y divide-line">${entries.map(
    (entry) =>
      html`<tr><th scope="row" class="p-3 font-medium text-ink">${entry.title}</th><td class="p-3 text-ink">${entry.where ?? ""}</td><td class="p-3 text-ink-muted">${entry.description}</td></tr>`,
  )}</tbody></table></section>`;

function sectionBody(section: ResourceSection, entries: readonly ResourceView[]): Html {
  switch (section) {
    case "study":
    case "career":
      return html`<ul class="grid gap-4 sm:grid-cols-2">${entries.map(linkCard)}</ul>`;
    case "campus":
      return html`<dl class="grid gap-4 sm:grid-cols-2">${entries.map(place)}</dl>`;
    case "office-hours":
      return officeHours(entries);
    case "first-year-faq":
      return html`<div class="${FAQ_LIST_CLASS}">${faqItemsHtml(entries.map((entry) => ({ question: entry.title, answer: entry.description })))}</div>`;
  }
}

const sectionHtml = (section: ResourceSection, body: Html) =>
  html`<section aria-labelledby="${section}" class="pt-4"><h2 id="${section}" class="text-2xl font-semibold text-ink">${RESOURCE_SECTION_LABELS[section]}</h2><p class="mt-1 text-ink-muted">${SECTION_LEADS[section]}</p><div class="mt-4">${body}</div></section>`;

/**
 * /resources' list: links to its sections ("On this page"), then each section with entries, in
 * the sections' order (a section with none is left out), its entries in their order.
 */
export function resourceListHtml(entries: readonly ResourceView[]): Html {
  const sections = RESOURCE_SECTIONS.map((section) => [section, entries.filter((entry) => entry.section === section)] as const).filter(
    ([, inSection]) => inSection.length > 0,
  );
  if (sections.length === 0) return html`<p class="text-ink-muted">Nothing here yet: the board is putting this page together.</p>`;
  return html`<nav aria-label="On this page" class="flex flex-wrap gap-x-5 gap-y-2 text-sm">${sections.map(
    ([section]) => html`<a href="#${section}" class="font-medium text-link underline underline-offset-4">${RESOURCE_SECTION_LABELS[section]}</a>`,
  )}</nav>${sections.map(([section, inSection]) => sectionHtml(section, sectionBody(section, inSection)))}`;
}

/** The page before its entries are read: the first section's heading and card outlines, taller than a phone's screen. */
export const RESOURCE_LIST_PLACEHOLDER: Html = html`<div aria-hidden="true" class="h-5 w-2/3 rounded bg-surface-muted"></div>${sectionHtml(
  RESOURCE_SECTIONS[0],
  html`<ul aria-busy="true" class="grid gap-4 sm:grid-cols-2">${Array.from({ length: 6 }, () => html`<li class="${CARD} h-24"></li>`)}</ul>`,
)}`;
