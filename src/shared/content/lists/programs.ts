import { primaryButton, secondaryButton } from "../../button-looks";
import { type Html, html } from "../../html";
import { PROSE } from "../../prose";
import { textLink } from "../../text-link";
import type { PublishedItem } from "../pages";
import { programPath } from "../paths";
import { FAQ_LIST_CLASS, faqItemsHtml, type Question } from "./faq";

/** A program as its pages show it (its fields, src/shared/content/programs.ts; the body and questions only on its own page). */
export type ProgramView = {
  id: string;
  slug: string;
  path: string;
  name: string;
  summary: string;
  lead: string;
  leadEmail: string;
  joinLink?: { label: string; url: string };
  faqs: Question[];
  /** Markdown, where the page was given it. */
  body?: string;
  /** The body as HTML, where the Worker rendered it (a program's page as first served). */
  html?: string;
};

const TEXT_FIELDS = ["slug", "name", "summary", "lead", "leadEmail"] as const;

const isQuestion = (value: unknown): value is Question =>
  typeof value === "object" && value !== null && typeof (value as Question).question === "string" && typeof (value as Question).answer === "string";

/**
 * The programs in the officers' order. The Worker checked every item against its contract when it
 * was written; an item that is not a program after all is left out rather than breaking the page.
 * No zod: the pages' first load carries this.
 */
export function programsOf(items: readonly PublishedItem[]): ProgramView[] {
  return items.flatMap(({ id, fields, html: body }) => {
    if (!TEXT_FIELDS.every((key) => typeof fields[key] === "string")) return [];
    const join = fields.joinLink as ProgramView["joinLink"] | undefined;
    return [
      {
        id,
        slug: String(fields.slug),
        path: programPath(String(fields.slug)),
        name: String(fields.name),
        summary: String(fields.summary),
        lead: String(fields.lead),
        leadEmail: String(fields.leadEmail),
        ...(join && typeof join.label === "string" && typeof join.url === "string" ? { joinLink: { label: join.label, url: join.url } } : {}),
        faqs: Array.isArray(fields.faqs) ? fields.faqs.filter(isQuestion) : [],
        ...(typeof fields.body === "string" ? { body: fields.body } : {}),
        ...(body === undefined ? {} : { html: body }),
      },
    ];
  });
}

/** A program as a card: its name (the link; the whole card is clickable through its ::after) and summary. */
const programCard = (program: ProgramView) =>
  html`<li class="relative flex flex-col rounded-xl border border-line bg-surface-raised p-6 shadow-sm hover:border-brand"><h2 class="text-xl font-semibold text-ink"><a href="${program.path}" class="after:absolute after:inset-0 after:rounded-xl hover:text-link">${program.name}</a></h2><p class="mt-2 flex-1 text-ink-muted">${program.summary}</p><p aria-hidden="true" class="mt-4 text-sm font-semibold text-link">Learn more →</p></li>`;

/** What /programs and the home page say when no program is published. */
export const NO_PROGRAMS: Html = html`<p class="text-ink-muted">No programs are listed yet. Ask at a general meeting what is running this year.</p>`;

/** /programs' list: every published program as a card, or a sentence when there is none. */
export function programListHtml(programs: readonly ProgramView[]): Html {
  if (programs.length === 0) return NO_PROGRAMS;
  return html`<ul class="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">${programs.map(programCard)}</ul>`;
}

/** The list's place while the programs load: card outlines, more than a tall phone screen holds. */
export const PROGRAM_LIST_PLACEHOLDER: Html = html`<ul aria-busy="true" aria-hidden="true" class="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">${Array.from(
  { length: 6 },
  () => html`<li class="h-44 rounded-xl border border-line bg-surface-raised shadow-sm"></li>`,
)}</ul>`;

const allPrograms = html`<p class="text-sm font-semibold uppercase tracking-wider text-link"><a href="/programs" class="hover:underline">Programs</a></p>`;

/**
 * A program's page (decision 084): the way back, its name and summary, its body (HTML the Markdown
 * renderer made, src/shared/markdown.ts), how to join and whom to ask, its questions, and the
 * visitor's next steps ("Become a member" for visitors only).
 */
export function programArticleHtml(program: ProgramView, body: Html): Html {
  const join =
    program.joinLink &&
    html`<p><a href="${program.joinLink.url}" target="_blank" rel="noopener noreferrer" class="${primaryButton}">${program.joinLink.label}<span class="sr-only"> (opens in a new tab)</span></a></p>`;
  const faqs =
    program.faqs.length > 0 &&
    html`<section aria-labelledby="faq" class="space-y-3"><h2 id="faq" class="text-2xl font-semibold text-ink">Frequently asked questions</h2><div class="${FAQ_LIST_CLASS}">${faqItemsHtml(program.faqs)}</div></section>`;
  return html`${allPrograms}<h1 class="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">${program.name}</h1><p class="mt-4 text-xl text-ink-muted">${program.summary}</p><div class="${PROSE}">${body}</div><div class="mt-10 grid gap-10 leading-relaxed text-ink"><section aria-labelledby="join" class="space-y-4"><h2 id="join" class="text-2xl font-semibold text-ink">Join or ask</h2>${join}<dl class="rounded-xl border border-line bg-surface-muted p-5"><dt class="text-sm font-semibold text-ink-muted">Led by — ask them anything</dt><dd class="mt-1">${program.lead}<br/><a href="mailto:${program.leadEmail}" class="break-all ${textLink}">${program.leadEmail}</a></dd></dl></section>${faqs}<div class="flex flex-wrap gap-3"><a href="/signup" class="${primaryButton} signed-in:hidden">Become a member</a><a href="/events" class="${secondaryButton}">See upcoming events</a></div></div>`;
}

/** A program's page until its program has been read: the way back, and outlines of the name, summary and text. */
export const PROGRAM_ARTICLE_PLACEHOLDER: Html = html`${allPrograms}<div aria-hidden="true" aria-busy="true"><div class="mt-2 h-10 w-1/2 rounded bg-surface-muted"></div><div class="mt-4 h-7 w-3/4 rounded bg-surface-muted"></div><div class="mt-8 h-96 rounded bg-surface-muted"></div></div>`;
