import { eventPath, type ChapterEventView } from "~/shared/events";
import { excerpt } from "~/shared/excerpt";
import { formatInstant } from "~/shared/time/formats";
import { site } from "~/site.config";
import type { SearchEntry } from "./search-index";
import { toEpochMs } from "~/shared/time/instant";

/** Long descriptions are cut for the result list (at a word, with an ellipsis). */
const DESCRIPTION_CHARS = 200;

/** An event as a search entry: its title, then when and where (in the chapter's time zone) and what. */
export function eventEntry(event: ChapterEventView): SearchEntry {
  const when = formatInstant("shortWeekdayDay", toEpochMs(event.startsAt), site.timeZone);
  const status = event.status === "cancelled" ? "Cancelled · " : "";
  return {
    id: `event:${event.id}`,
    path: eventPath(event.slug),
    title: event.title,
    description: excerpt(`${status}${when} · ${event.location}. ${event.description}`, DESCRIPTION_CHARS),
    kind: "event",
    label: "Event",
  };
}
