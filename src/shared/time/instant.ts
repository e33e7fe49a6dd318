/**
 * The one kind the time functions take: epoch milliseconds. Answers carry
 * instants as ISO 8601 UTC text ("2026-12-03T06:00:00.000Z", decision 155);
 * code that shows or compares one turns it into milliseconds here, once.
 */

/** "2026-12-03T06:00:00.000Z" (an answer's instant) → epoch milliseconds. */
export function toEpochMs(instant: string): number {
  return Date.parse(instant);
}
