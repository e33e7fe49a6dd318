import type { ChapterEventView } from "~/shared/events";

/**
 * Events as the pages receive them, checked by hand rather than with the
 * shared zod schema: zod is 24 KB (gzipped) that no visitor's first load
 * may carry (decision 005), and these answers come from our own Worker.
 * The check is what the pages rely on — the fields they read have their
 * types — so a wrong answer is an error message, not a broken page.
 */

const STRINGS = ["id", "slug", "title", "description", "category", "location", "startsAt", "endsAt", "status"] as const;

export function isEventView(value: unknown): value is ChapterEventView {
  if (typeof value !== "object" || value === null) return false;
  const event = value as Record<string, unknown>;
  return (
    STRINGS.every((key) => typeof event[key] === "string") &&
    ["rsvpCount", "waitlistCount"].every((key) => typeof event[key] === "number") &&
    typeof event.rsvpOpen === "boolean"
  );
}

/** The `data` of an API answer, when it is what `accepts` expects; else undefined. */
export async function dataOf<T>(response: Response, accepts: (data: unknown) => data is T): Promise<T | undefined> {
  const body: unknown = response.ok ? await response.json().catch(() => null) : null;
  const data = (body as { data?: unknown } | null)?.data;
  return accepts(data) ? data : undefined;
}

export const isEventList = (value: unknown): value is ChapterEventView[] => Array.isArray(value) && value.every(isEventView);
