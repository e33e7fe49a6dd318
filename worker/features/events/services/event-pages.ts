import { EVENT_DATA_ELEMENT_ID, eventPageHead, type EventPageHead } from "../../../../src/shared/event-page";
import type { ChapterEventView } from "../../../../src/shared/events";
import { site } from "../../../../src/site.config";
import { findEvent } from "../db/events";
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

/** The event of /events/{idOrSlug} (a visitor's view), or undefined. */
export async function eventForPage(ctx: ServiceContext, idOrSlug: string): Promise<ChapterEventView | undefined> {
  const row = await findEvent(ctx.db, idOrSlug);
  return row ? toEventView(row) : undefined;
}

/** The <head> elements of the page, every value escaped. */
function headHtml(head: EventPageHead, event: ChapterEventView): string {
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    ...head.meta.map(({ attribute, key, content }) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}"/>`),
    `<link rel="canonical" href="${escapeHtml(head.url)}"/>`,
    `<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`,
    `<script type="application/json" id="${EVENT_DATA_ELEMENT_ID}">${jsonForScript(event)}</script>`,
  ].join("");
}

/** The shell with the event's tags: whatever page-level tags the shell had are replaced, not duplicated. */
export function renderEventPage(shell: Response, event: ChapterEventView, siteOrigin: string): Response {
  const head = eventPageHead(event, siteOrigin, site);
  return withPageHead(shell, headHtml(head, event), ['head > script[type="application/ld+json"]']);
}
