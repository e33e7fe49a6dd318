import { describe, expect, it } from "vitest";
import { createEventRequestSchema } from "../../src/shared/events";
import { formatUtcInstant } from "../../src/shared/time/utc-instant";
import { chapterCategory } from "../../src/content/taxonomy";
import { EventsSchema } from "./event-schema";
import { EVENTS } from "./events";
import { shiftEvents } from "./shift-events";

/**
 * The seed's sample events are typed data a developer edits (they were the
 * site's content file before events moved into D1): checked here against
 * their schema, and against the API's own rules, since the seed writes them
 * into the database without going through the API.
 */
describe("the local seed's sample events", () => {
  it("match their schema", () => {
    const result = EventsSchema.safeParse(EVENTS);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it("are events the API would accept, once moved to any day", () => {
    for (const event of shiftEvents(EVENTS, new Date())) {
      const body = {
        title: event.title,
        description: event.description,
        // As the seed writes it: the sample's category as this chapter names it.
        category: chapterCategory(event.category),
        location: event.location,
        startsAt: formatUtcInstant(event.startsAt),
        endsAt: formatUtcInstant(event.endsAt),
      };
      expect(createEventRequestSchema.safeParse(body).error?.issues ?? [], event.id).toEqual([]);
    }
  });

  it("refuse the mistakes an edit can make: an unknown category, a time written for people", () => {
    const party = EVENTS.map((event, index) => (index === 2 ? { ...event, category: "Party" } : event));
    expect(EventsSchema.safeParse(party).error?.issues.map((issue) => issue.path)).toEqual([[2, "category"]]);
    const evening = EVENTS.map((event, index) => (index === 0 ? { ...event, start: "2027-04-24 6:00 PM" } : event));
    const issues = EventsSchema.safeParse(evening).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path, issue.message])).toContainEqual([[0, "start"], 'Write times as "2027-01-28T18:30".']);
  });
});
