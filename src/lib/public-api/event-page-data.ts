import type { ChapterEventView } from "~/shared/events";
import { EVENT_LIST_DATA_ELEMENT_ID } from "~/shared/event-list";
import { type EventTimes, eventTimesKey } from "~/shared/time/event-when";
import { isRecord, takeElementJson } from "./envelope";
import { isEventList } from "./events";

/**
 * What the Worker wrote into a page that shows the site's events (decision 087): the visitors'
 * list of events and the terms, each the API's very answer (`data`, `meta`). The element is read
 * once and removed; each part is handed out once, so a later visit to the page (a click back) asks
 * the API, as a click from another page does.
 */
let parts: Record<string, unknown> = {};

/** What the Worker wrote of the events' instants in the chapter's zone (decision 164), kept for as long as the page is open. */
let times: Record<string, unknown> = {};

/** The `data` of the answer the Worker wrote for `part` into this page, if it is there and belongs to this address; taken once. */
export function takeEventPagePart(part: "events" | "terms"): unknown {
  if (typeof document === "undefined") return undefined;
  const element = document.getElementById(EVENT_LIST_DATA_ELEMENT_ID);
  if (element) {
    const data = takeElementJson(element);
    parts = isRecord(data) && data.path === window.location.pathname ? data : {};
    if (isRecord(parts.times)) times = parts.times;
  }
  const answer = parts[part];
  delete parts[part];
  return isRecord(answer) ? answer.data : undefined;
}

/** The visitors' list the Worker wrote into this page, checked as the API's answer is; taken once. */
export function embeddedEvents(): { events: ChapterEventView[] } | undefined {
  const events = takeEventPagePart("events");
  return isEventList(events) ? { events } : undefined;
}

/**
 * What the Worker wrote into this page of an event's instants in the chapter's zone (labels the
 * cards show, and the zone's offsets), when it did for these very instants; else undefined. Read
 * after the page's events were taken (embeddedEvents), as the cards that show them are.
 */
export function writtenEventTimes(event: { startsAt: string; endsAt: string }): EventTimes | undefined {
  const written = times[eventTimesKey(event)];
  return isEventTimes(written) ? written : undefined;
}

/** Its shape; the texts are the Worker's own, written beside the events in the same page. */
const isEventTimes = (value: unknown): value is EventTimes => isRecord(value) && isRecord(value.badge) && Array.isArray(value.offsets);
