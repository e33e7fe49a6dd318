import type { Page } from "playwright-core";
import { expect } from "vitest";
import type { ChapterEventView, CreateEventRequest } from "../../src/shared/events";
import { EVENT_CATEGORIES } from "../../src/shared/event-categories";
import { dayAt } from "../../src/shared/time/days";
import { formatUtcInstant } from "../../src/shared/time/utc-instant";
import { fromWallClock, toWallClock } from "../../src/shared/time/wall-clock-text";
import { site } from "../../src/site.config";
import { officerCookie } from "./accounts";
import { api, unique } from "./api";
import { toEpochMs } from "../../src/shared/time/instant";

/**
 * Events for the browser tests, made through the API as the site's own
 * screens would, by the seeded officer (the preview is seeded, scripts/seed/);
 * members are made by accounts.ts. Every test makes its own events, with a
 * unique title, so tests do not depend on each other or on the day they run.
 */

/** "HH:MM" at the chapter `days` days from now, as the API's UTC instant. */
export function chapterTime(days: number, time: string): string {
  return formatUtcInstant(fromWallClock(`${dayAt(Date.now() + days * 86_400_000, site.timeZone)}T${time}`, site.timeZone));
}

/** The same as a datetime-local field takes it: the chapter's wall clock, "2026-12-02T18:30". */
export const chapterTimeField = (days: number, time: string) => toWallClock(toEpochMs(chapterTime(days, time)), site.timeZone);

/** An event made by the officer: in `days` days, 6:30–8:00 PM at the chapter, unless told otherwise. */
export async function createEvent(fields: Partial<CreateEventRequest> & { days?: number } = {}): Promise<ChapterEventView> {
  const { days = 10, ...rest } = fields;
  const body: CreateEventRequest = {
    title: `Test Event ${unique()}`,
    category: EVENT_CATEGORIES[0],
    // Worth nothing unless a test says so (the API would give the category's usual points).
    points: 0,
    location: "Keller Hall 101",
    description: "Snacks and games.\n\nBring a friend: https://example.org/info.",
    startsAt: chapterTime(days, "18:30"),
    endsAt: chapterTime(days, "20:00"),
    ...rest,
  };
  const answer = await api<ChapterEventView>("POST", "/api/events", await officerCookie(), body);
  expect(answer.status, JSON.stringify(answer.error)).toBe(201);
  return answer.data;
}

/** The event as a visitor sees it now. */
export async function eventNow(slug: string): Promise<ChapterEventView> {
  return (await api<ChapterEventView>("GET", `/api/events/${slug}`, null)).data;
}

/** The sum of layout shifts on the page so far (PerformanceObserver, buffered). */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 100);
      }),
  );
}
