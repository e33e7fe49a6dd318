import { albumsOf } from "./lists/gallery";
import { slidesOf } from "./lists/slides";
import type { PublishedItem } from "./pages";

/**
 * What an event's page links to besides the event: the published talks (slides, recording) and
 * albums that name it (`eventId`). One definition for the Worker, which writes the links into the
 * page it serves, and the SPA, which makes them from the published lists after a click from another
 * page. No zod here: the page's first load imports it.
 */

/** The element that carries an event page's links, as JSON, in the page the Worker serves. */
export const EVENT_CONTENT_ELEMENT_ID = "event-content-data";

export type EventContentLink = { kind: "slides" | "recording" | "photos"; title: string; href: string };

/** The gallery shows albums by term (`?term=`): an album is found under its term. */
export const albumPath = (term: string) => `/gallery?term=${encodeURIComponent(term)}`;

/** The links of the event `eventId`: its talks' slides and recordings (newest first), then its albums with photos, in their order. */
export function eventContentLinks(eventId: string, lists: { albums: readonly PublishedItem[]; slides: readonly PublishedItem[] }): EventContentLink[] {
  const mine = (items: readonly PublishedItem[]) => items.filter((item) => item.fields.eventId === eventId);
  const talks = slidesOf(mine(lists.slides)).flatMap((deck): EventContentLink[] => [
    ...(deck.slidesUrl ? [{ kind: "slides" as const, title: deck.title, href: deck.slidesUrl }] : []),
    ...(deck.recordingUrl ? [{ kind: "recording" as const, title: deck.title, href: deck.recordingUrl }] : []),
  ]);
  const albums = albumsOf(mine(lists.albums))
    .filter((album) => album.photos.length > 0)
    .map((album): EventContentLink => ({ kind: "photos", title: album.title, href: albumPath(album.term) }));
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
