import { eventPath, type ChapterEventView } from "../../src/shared/events";
import { site } from "../../src/site.config";
import { findEvent } from "../db/events";
import { escapeHtml, jsonForScript } from "../lib/html";
import type { ServiceContext } from "./context";
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
export const EVENT_DATA_ELEMENT_ID = "event-data";

/** The event of /events/{idOrSlug} (a visitor's view), or undefined. */
export async function eventForPage(ctx: ServiceContext, idOrSlug: string): Promise<ChapterEventView | undefined> {
  if (idOrSlug.length > 100) return undefined;
  const row = await findEvent(ctx.db, idOrSlug);
  return row ? toEventView(row) : undefined;
}

/** "Tue, Dec 1, 2026, 5:00 – 7:00 PM CST": when, in the chapter's time zone (a preview has no other). */
export function eventWhen(event: Pick<ChapterEventView, "startsAt" | "endsAt">): string {
  const format = new Intl.DateTimeFormat("en-US", {
    timeZone: site.timeZone,
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  });
  return format.formatRange(new Date(event.startsAt), new Date(event.endsAt));
}

/** At most `max` characters, cut at a word, with an ellipsis when cut. */
function excerpt(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, "")}…`;
}

export type EventPageTags = { title: string; description: string; url: string; image: string; jsonLd: object };

export function eventPageTags(event: ChapterEventView, siteOrigin: string): EventPageTags {
  const cancelled = event.status === "cancelled";
  const title = `${cancelled ? "Cancelled: " : ""}${event.title} | ${site.productName}`;
  const when = eventWhen(event);
  const description = excerpt(`${cancelled ? "Cancelled. " : ""}${when} · ${event.location}. ${event.description}`, 300);
  const url = `${siteOrigin}${eventPath(event.slug)}`;
  const image = `${siteOrigin}/og/events.png`;
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    description: excerpt(event.description || `${event.category} event of ${site.productName}.`, 1000),
    startDate: event.startsAt,
    endDate: event.endsAt,
    eventStatus: cancelled ? "https://schema.org/EventCancelled" : "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: {
      "@type": "Place",
      name: event.location,
      address: event.location,
      ...(event.locationUrl ? { url: event.locationUrl } : {}),
    },
    organizer: { "@type": "Organization", name: site.chapterName, url: siteOrigin },
    image: [image],
    url,
  };
  return { title, description, url, image, jsonLd };
}

/** The <head> elements of the page, every value escaped. */
function headHtml(tags: EventPageTags, event: ChapterEventView): string {
  const meta = (attribute: "name" | "property", key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}"/>`;
  return [
    `<title>${escapeHtml(tags.title)}</title>`,
    meta("name", "description", tags.description),
    `<link rel="canonical" href="${escapeHtml(tags.url)}"/>`,
    meta("property", "og:type", "website"),
    meta("property", "og:site_name", site.productName),
    meta("property", "og:title", tags.title),
    meta("property", "og:description", tags.description),
    meta("property", "og:url", tags.url),
    meta("property", "og:image", tags.image),
    meta("property", "og:image:width", "1200"),
    meta("property", "og:image:height", "630"),
    meta("property", "og:image:alt", `${event.title}, ${site.productName}`),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", tags.title),
    meta("name", "twitter:description", tags.description),
    meta("name", "twitter:image", tags.image),
    `<script type="application/ld+json">${jsonForScript(tags.jsonLd)}</script>`,
    `<script type="application/json" id="${EVENT_DATA_ELEMENT_ID}">${jsonForScript(event)}</script>`,
  ].join("");
}

const remove = { element: (element: Element) => void element.remove() };

/** The shell with the event's tags: whatever page-level tags the shell had are replaced, not duplicated. */
export function renderEventPage(shell: Response, event: ChapterEventView, siteOrigin: string): Response {
  const tags = eventPageTags(event, siteOrigin);
  // The shell's validators and length describe the file, not this page.
  const headers = new Headers(shell.headers);
  for (const name of ["ETag", "Last-Modified", "Content-Length", "CF-Cache-Status"]) headers.delete(name);
  return new HTMLRewriter()
    .on("head > title", remove)
    .on('head > meta[name="description"]', remove)
    .on('head > meta[name="robots"]', remove)
    .on('head > meta[property^="og:"]', remove)
    .on('head > meta[name^="twitter:"]', remove)
    .on('head > link[rel="canonical"]', remove)
    .on('head > script[type="application/ld+json"]', remove)
    .on("head", { element: (head) => void head.append(headHtml(tags, event), { html: true }) })
    .transform(new Response(shell.body, { status: shell.status, headers }));
}
