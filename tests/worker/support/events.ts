import { expect } from "vitest";
import type { ChapterEventView, CreateEventRequest } from "../../../src/shared/events";
import { formatUtcInstant } from "../../../src/shared/time/utc-instant";
import { call } from "./api";
import { EVENT_CATEGORIES } from "../../../src/shared/event-categories";
import { newIdentity, registerMember, type Member } from "./members";

/** Events for the tests, made through the API as an officer would make them. */

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** A member with the officer role (made with it, as an admin's PATCH would leave it). */
export function registerOfficer(): Promise<Member> {
  return registerMember(newIdentity("officer"), "member,officer");
}

/** An instant `offsetMs` from now (the test clock's, if one runs), as the API writes it (whole seconds, Z). */
export function utcFromNow(offsetMs: number): string {
  return formatUtcInstant(Math.floor((Date.now() + offsetMs) / 1000) * 1000);
}

let counter = 0;
/** A valid new event a week from now, two hours long, with a title unique to this test run. */
export function eventBody(overrides: Partial<CreateEventRequest> = {}): CreateEventRequest {
  counter += 1;
  return {
    title: `Study Night ${counter} ${crypto.randomUUID().slice(0, 6)}`,
    description: "Quiet tables, loud snacks.\n\nMentors hold drop-in help.",
    category: EVENT_CATEGORIES[0],
    // Worth nothing unless a test says so (the API would give the category's usual points).
    points: 0,
    location: "Engineering Library, 3rd floor",
    startsAt: utcFromNow(7 * DAY_MS),
    endsAt: utcFromNow(7 * DAY_MS + 2 * HOUR_MS),
    ...overrides,
  };
}

/** POST /api/events as `cookie` (an officer or admin); expects 201 and returns the event. */
export async function createEvent(cookie: string, overrides: Partial<CreateEventRequest> = {}): Promise<ChapterEventView> {
  const result = await call("POST", "/api/events", { body: eventBody(overrides), cookie });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body.data as ChapterEventView;
}

export function rsvp(eventId: string, cookie: string) {
  return call("PUT", `/api/events/${eventId}/rsvp`, { cookie });
}

export function unrsvp(eventId: string, cookie: string) {
  return call("DELETE", `/api/events/${eventId}/rsvp`, { cookie });
}
