/** An instant as callers hold it: epoch milliseconds, an API string ("2026-12-01T23:00:00Z") or a Date. */
export type Instant = number | string | Date;

/** Any of them as epoch milliseconds. */
export function toEpochMs(instant: Instant): number {
  return typeof instant === "number" ? instant : typeof instant === "string" ? Date.parse(instant) : instant.getTime();
}
