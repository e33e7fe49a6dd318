import { vi } from "vitest";

/**
 * The tests' one controllable clock. It starts at the real now — never at a
 * calendar date, since rows written by other tests carry wall-clock times —
 * and only moves forward when a test says so. Only `Date` is faked: the
 * Worker reads time through `Date.now()` (worker/lib/clock.ts), and timers,
 * I/O and workerd keep real time. tests/worker/setup.ts restores real time
 * after every test.
 */
export function useTestClock() {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Date.now());
  return {
    now: () => Date.now(),
    advance(ms: number) {
      vi.setSystemTime(Date.now() + ms);
    },
    /** Moves to an instant computed from `now()` earlier in the test. */
    set(ms: number) {
      vi.setSystemTime(ms);
    },
  };
}

export type TestClock = ReturnType<typeof useTestClock>;
