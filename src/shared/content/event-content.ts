import type { PublishedItem } from "./pages";
import { albumPath } from "./paths";

/**
 * What an event's page links to besides the event: the published talks (slides, recording) and
 * albums that name it (`eventId`). One definition for the Worker, which writes the links into the
 * page it serves, and the SPA, which makes them from the published lists after a click from another
 * page. No zod, and not the gallery's or the slides' list modules (albumsOf, slidesOf): the event
 * page's first load imports this, and needs only a title and an address of each.
 */

/** The element that carries an event page's links, as JSON, in the page the Worker serves. */
export const EVENT_CONTENT_ELEMENT_ID = "event-content-data";

export type EventContentLink = { kind: "slides" | "recording" | "photos"; title: string; href: string };

const filled = (value: unknown): value is string => typeof value === "string" && value !== "";

/** The links of the event `eventId`: its talks' slides and recordings (newest first), then its albums with photos, in their order. */
export function eventContentLinks(eventId: string, lists: { albums: readonly PublishedItem[]; slides: readonly PublishedItem[] }): EventContentLink[] {
  const mine = (items: readonly PublishedItem[]) => items.filter((item) => item.fields.eventId === eventId).map((item) => item.fields);
  const talks = mine(lists.slides)
    .filter((talk) => filled(talk.title) && filled(talk.date))
    .sort((a, b) => String(b.date).localeCompare(String(a.date)))
    .flatMap((talk): EventContentLink[] => [
      ...(filled(talk.slidesUrl) ? [{ kind: "slides" as const, title: String(talk.title), href: talk.slidesUrl }] : []),
      ...(filled(talk.recordingUrl) ? [{ kind: "recording" as const, title: String(talk.title), href: talk.recordingUrl }] : []),
    ]);
  const albums = mine(lists.albums).flatMap((album): EventContentLink[] =>
    filled(album.title) && filled(album.term) && Array.isArray(album.photos) && album.photos.length > 0
      ? [{ kind: "photos", title: album.title, href: albumPath(album.term) }]
      : [],
  );
  return [...talks, ...albums];
}

/** How a link is introduced on the page ("Slides: …"). */
export const EVENT_CONTENT_KIND_LABELS: Readonly<Record<EventContentLink["kind"], string>> = { slides: "Slides", recording: "Recording", photos: "Photos" };

const KINDS = Object.keys(EVENT_CONTENT_KIND_LABELS);

/** The links as the Worker wrote them, or undefined when they are not (another build's page). */
export function isEventContentLinks(value: unknown): value is EventContentLink[] {
  return (
    Array.isArray(value) &&
    value.every(
      (link) =>
        typeof link === "object" &&
        link !== null &&
        KINDS.includes((link as EventContentLink).kind) &&
        typeof (link as EventContentLink).title === "string" &&
        typeof (link as EventContentLink).href === "string",
    )
  );
}
