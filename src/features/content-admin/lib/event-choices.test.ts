import { describe, expect, it } from "vitest";
import type { ChapterEventView } from "~/shared/events";
import { formatInstant } from "~/shared/time/formats";
import { site } from "~/site.config";
import { eventChoices } from "./event-choices";
import { toEpochMs } from "~/shared/time/instant";

const event = (id: string, title: string, startsAt: string) => ({ id, title, startsAt }) as ChapterEventView;
const day = (startsAt: string) => formatInstant("shortWeekdayDay", toEpochMs(startsAt), site.timeZone);

describe("the event picker's choices", () => {
  const events = [
    event("a", "Welcome Night", "2026-09-03T23:00:00Z"),
    event("b", "Career Fair", "2026-10-15T17:00:00Z"),
    event("c", "Potluck", "2026-11-20T01:30:00Z"),
  ];

  it("lists the most recent first, each by its title and its day at the chapter", () => {
    expect(eventChoices(events, "")).toEqual([
      { value: "c", label: `Potluck — ${day("2026-11-20T01:30:00Z")}` },
      { value: "b", label: `Career Fair — ${day("2026-10-15T17:00:00Z")}` },
      { value: "a", label: `Welcome Night — ${day("2026-09-03T23:00:00Z")}` },
    ]);
  });

  it("keeps an event the list does not hold when the item is linked to it, so an edit does not drop it", () => {
    expect(eventChoices(events, "old")[0]).toEqual({ value: "old", label: "The event linked now (not in the last year)" });
    expect(eventChoices(events, "b")).toHaveLength(3);
  });
});
