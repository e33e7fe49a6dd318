import { eventPath } from "./event-links";
import type { ChapterEventView } from "./events";
import { excerpt } from "./excerpt";
import { type ShareMeta, shareMeta } from "./share-tags";
import { formatInstantRange } from "./time/formats";
import { toEpochMs } from "./time/instant";

/**
 * The <head> of an event's page, /events/{slug}: title, description,
 * canonical address, Open Graph and Twitter tags and a schema.org Event.
 * One definition for the two writers: the Worker puts it into the HTML it
 * serves (link previews and search engines run no JavaScript), and the
 * SPA's route renders the same tags once it has taken the page over
 * (decision 023). No zod here: the page's first load imports it.
 */

/** The element that carries the event itself, as JSON, in the page the Worker serves. */
export const EVENT_DATA_ELEMENT_ID = "event-data";

/** What the tags say about the site (src/site.config.ts, passed in: contracts import nothing else). */
export type EventPageSite = { productName: string; chapterName: string; timeZone: string };

type PageEvent = Pick<ChapterEventView, "slug" | "title" | "description" | "category" | "location" | "locationUrl" | "startsAt" | "endsAt" | "status">;

export type EventPageMeta = ShareMeta;

export type EventPageHead = {
  title: string;
  description: string;
  /** The canonical address. */
  url: string;
  image: string;
  /** Every <meta> tag, in order. */
  meta: EventPageMeta[];
  /** The schema.org Event, for a JSON-LD script. */
  jsonLd: Record<string, unknown>;
};

export function eventPageHead(event: PageEvent, siteOrigin: string, site: EventPageSite): EventPageHead {
  const cancelled = event.status === "cancelled";
  const title = `${cancelled ? "Cancelled: " : ""}${event.title} | ${site.productName}`;
  const description = excerpt(
    `${cancelled ? "Cancelled. " : ""}${formatInstantRange("eventSpan", toEpochMs(event.startsAt), toEpochMs(event.endsAt), site.timeZone)} · ${event.location}. ${event.description}`,
    300,
  );
  const url = `${siteOrigin}${eventPath(event.slug)}`;
  const image = `${siteOrigin}/og/events.png`;
  const meta = shareMeta({
    type: "website",
    siteName: site.productName,
    title,
    description,
    url,
    image,
    imageAlt: `${event.title}, ${site.productName}`,
  });
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
  return { title, description, url, image, meta, jsonLd };
}
