import type { MetaDescriptor } from "react-router";
import { EVENT_DATA_ELEMENT_ID, eventPageHead } from "~/shared/event-page";
import type { ChapterEventView } from "~/shared/events";
import { site } from "~/site.config";
import { EVENT_CONTENT_ELEMENT_ID, type EventContentLink, eventContentLinks, isEventContentLinks } from "~/shared/content/event-content";
import { getEvent } from "~/lib/public-api/event";
import { takeElementJson } from "~/lib/public-api/envelope";
import { isEventView } from "~/lib/public-api/events";
import { canonicalOrigin, servedAsNotFound } from "~/lib/served-page";

/**
 * The event of /events/{slug} for the page's route. A page the Worker served
 * carries the event (decision 023): read it, and no API call is made. It is
 * read once: the Worker's copy of the head tags goes with it, since the
 * route renders the same tags itself from then on (one set in the head,
 * and none left behind when the visitor moves on). Otherwise — a click from
 * another page — the API is asked. Undefined: no such event.
 */
export async function pageEvent(slug: string): Promise<{ event: ChapterEventView; links: EventContentLink[]; origin: string } | undefined> {
  if (servedAsNotFound()) return undefined;
  const embedded = document.getElementById(EVENT_DATA_ELEMENT_ID);
  if (embedded) {
    const origin = canonicalOrigin();
    const event = takeElementJson(embedded);
    const links = takeElementJson(document.getElementById(EVENT_CONTENT_ELEMENT_ID));
    for (const tag of document.head.querySelectorAll(WORKER_TAGS)) tag.remove();
    if (isEventView(event) && event.slug === slug) return { event, links: isEventContentLinks(links) ? links : [], origin };
  }
  const [event, links] = await Promise.all([getEvent(slug), linksFromApi()]);
  return event && { event, links: links(event.id), origin: window.location.origin };
}

/**
 * After a click from another page: the published talks and albums (GET /api/content/…, kept in the
 * Worker's isolate), asked alongside the event; the content reader loads then, not with the page.
 * Without them the page still shows the event.
 */
async function linksFromApi(): Promise<(eventId: string) => EventContentLink[]> {
  try {
    const { getPublished } = await import("~/lib/public-api/content");
    const [albums, slides] = await Promise.all([getPublished("albums"), getPublished("slides")]);
    return (eventId) => eventContentLinks(eventId, { albums, slides });
  } catch {
    return () => [];
  }
}

/** What the Worker writes into the head of an event's page (worker/features/events/services/event-pages.ts). */
const WORKER_TAGS = 'title, meta[name="description"], meta[property^="og:"], meta[name^="twitter:"], link[rel="canonical"], script[type="application/ld+json"]';

/** The page's head tags: the same as the Worker writes (src/shared/event-page.ts). */
export function eventMeta(event: ChapterEventView, origin: string): MetaDescriptor[] {
  const head = eventPageHead(event, origin, site);
  return [
    { title: head.title },
    ...head.meta.map(({ attribute, key, content }) => ({ [attribute]: key, content })),
    { tagName: "link", rel: "canonical", href: head.url },
    { "script:ld+json": head.jsonLd },
  ];
}
