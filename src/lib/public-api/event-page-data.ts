import type { ChapterEventView } from "~/shared/events";
import { EVENT_LIST_DATA_ELEMENT_ID } from "~/shared/event-list";
import { isRecord, takeElementJson } from "./envelope";
import { isEventList } from "./events";

/**
 * What the Worker wrote into a page that shows the site's events (decision 087): the visitors'
 * list of events and the terms, each the API's very answer (`data`, `meta`). The element is read
 * once and removed; each part is handed out once, so a later visit to the page (a click back) asks
 * the API, as a click from another page does.
 */
let parts: Record<string, unknown> = {};

/** The `data` of the answer the Worker wrote for `part` into this page, if it is there and belongs to this address; taken once. */
export function takeEventPagePart(part: "events" | "terms"): unknown {
  if (typeof document === "undefined") return undefined;
  const element = document.getElementById(EVENT_LIST_DATA_ELEMENT_ID);
  if (element) {
    const data = takeElementJson(element);
    parts = isRecord(data) && data.path === window.location.pathname ? data : {};
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
