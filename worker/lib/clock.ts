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
