/**
 * The one source of "now" for every expiry rule, so tests can move time with
 * vitest's fake timers instead of sleeping.
 */
export function now(): number {
  return Date.now();
}

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** The UTC day of an instant, "YYYY-MM-DD": the key of the daily counters (mail budget, the free-plan meter). */
export const utcDay = (at: number) => new Date(at).toISOString().slice(0, 10);
export const nextUtcMidnight = (at: number) => (Math.floor(at / DAY) + 1) * DAY;
