import { eventPath, type ChapterEventView } from "~/shared/events";
import { formatInstant } from "~/shared/time/formats";
import type { SearchEntry } from "./search-index";
import { site } from "~/site.config";

/** Long descriptions are cut for the result list (at a word, with an ellipsis). */
const DESCRIPTION_CHARS = 200;

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= DESCRIPTION_CHARS) return flat;
  const cut = flat.slice(0, DESCRIPTION_CHARS);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 0 ? cut.lastIndexOf(" ") : cut.length)}…`;
}

/** An event as a search entry: its title, then when and where (in the chapter's time zone) and what. */
export function eventEntry(event: ChapterEventView): SearchEntry {
  const when = formatInstant("shortWeekdayDay", event.startsAt, site.timeZone);
  const status = event.status === "cancelled" ? "Cancelled · " : "";
  return {
    id: `event:${event.id}`,
    path: eventPath(event.slug),
    title: event.title,
    description: shorten(`${status}${when} · ${event.location}. ${event.description}`),
    kind: "event",
    label: "Event",
  };
}
