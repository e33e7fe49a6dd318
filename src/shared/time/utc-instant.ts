/**
 * Instants on the wire (decision 155): ISO 8601 in UTC with milliseconds,
 * ending in `Z` ("2026-12-01T23:00:00.000Z") in every answer; requests may
 * leave out the seconds or the milliseconds ("2026-12-01T23:00Z"). Outside
 * the zod contracts (instant-schema.ts), so that forms can write them
 * without loading zod (decision 005).
 */

const UTC_INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?Z$/;

/** "2026-12-01T23:00:00Z" → epoch milliseconds, cut to whole seconds (times people schedule); undefined unless a real UTC instant. */
export function parseUtcInstant(value: string): number | undefined {
  const match = UTC_INSTANT.exec(value);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? "0")) as number[];
  const ms = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!);
  const back = new Date(ms);
  // Date.UTC rolls 2026-02-30 over into March and 24:00 into the next day: refuse what does not exist.
  const same =
    back.getUTCFullYear() === year &&
    back.getUTCMonth() === month! - 1 &&
    back.getUTCDate() === day &&
    back.getUTCHours() === hour &&
    back.getUTCMinutes() === minute &&
    back.getUTCSeconds() === second;
  return same ? ms : undefined;
}

/** Epoch milliseconds → "2026-12-01T23:00:00.000Z" (how every instant is answered: all of it, so it reads back as the same ms). */
export function formatUtcInstant(ms: number): string {
  return new Date(ms).toISOString();
}
