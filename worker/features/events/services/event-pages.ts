import { EVENT_DATA_ELEMENT_ID, eventPageHead, type EventPageHead } from "../../../../src/shared/event-page";
import type { ChapterEventView } from "../../../../src/shared/events";
import { site } from "../../../../src/site.config";
import { EVENT_CONTENT_ELEMENT_ID, type EventContentLink, eventContentLinks } from "../../../../src/shared/content/event-content";
import type { PublishedItem } from "../../../../src/shared/content/pages";
import { findEventQuery } from "../db/events";
import { publishedForEventQuery } from "../db/linked-content";
import { escapeHtml } from "../../../../src/shared/html";
import { jsonForScript, withPageHead } from "../../../lib/html";
import type { ServiceContext } from "../../../services/context";
import { toEventView } from "./event-views";

/**
 * An event's own page, /events/{slug}: the SPA shell with the event's title,
 * description, canonical address, Open Graph and Twitter tags and a
 * schema.org Event (JSON-LD) written into the HTML, so that a link pasted
 * into a group chat or found by a search engine shows the event's name,
 * date and place (their crawlers run no JavaScript). The event itself rides
 * along as JSON (`<script type="application/json" id="event-data">`), so the
 * page can render without asking the API again. See
 * docs/decisions/023-event-pages.md.
 */

/** The shell: a prerendered page for events if the SPA has one, else the SPA fallback. */
export const EVENT_SHELL_PATHS = ["/events/_event", "/__spa-fallback"] as const;

/** What the page shows: the event (a visitor's view) and the links to its published talks and albums. */
export type EventPage = { event: ChapterEventView; links: EventContentLink[] };

/**
 * The page of /events/{idOrSlug}, or undefined: the event and the content that names it, in one D1
 * round trip (a batch), as the event alone was.
 */
export async function eventForPage(ctx: ServiceContext, idOrSlug: string): Promise<EventPage | undefined> {
  const [rows, linked] = await ctx.db.batch([findEventQuery(ctx.db, idOrSlug), publishedForEventQuery(ctx.db, idOrSlug)]);
  const row = rows[0];
  if (!row) return undefined;
  const items = (collection: string): PublishedItem[] =>
    linked.filter((item) => item.collection === collection).map((item) => ({ id: item.id, fields: JSON.parse(item.fields) as Record<string, unknown> }));
  return { event: toEventView(row), links: eventContentLinks(row.id, { albums: items("albums"), slides: items("slides") }) };
}

/** The <head> elements of the page, every value escaped. */
function headHtml(head: EventPageHead, { event, links }: EventPage): string {
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    ...head.meta.map(({ attribute, key, content }) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}"/>`),
    `<link rel="canonical" href="${escapeHtml(head.url)}"/>`,
    `<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`,
    `<script type="application/json" id="${EVENT_DATA_ELEMENT_ID}">${jsonForScript(event)}</script>`,
    `<script type="application/json" id="${EVENT_CONTENT_ELEMENT_ID}">${jsonForScript(links)}</script>`,
  ].join("");
}

/** The shell with the event's tags: whatever page-level tags the shell had are replaced, not duplicated. */
export function renderEventPage(shell: Response, page: EventPage, siteOrigin: string): Response {
  const head = eventPageHead(page.event, siteOrigin, site);
  return withPageHead(shell, headHtml(head, page), ['head > script[type="application/ld+json"]']);
}
