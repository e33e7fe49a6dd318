import { useEffect, useState } from "react";
import { nextWindowChange, windowPhase, type CheckinWindowEvent, type WindowPhase } from "~/shared/checkin-window";

/** setTimeout's longest wait (about 24.8 days); a later edge is reached in steps. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * Where the event's check-in window stands on this device's clock, moving on
 * by itself when the window opens or closes while the page stays open.
 * For pages rendered in the browser only (the clock is the viewer's).
 */
export function useCheckinPhase(event: CheckinWindowEvent): WindowPhase {
  const [now, setNow] = useState(() => Date.now());
  const next = nextWindowChange(event, now);
  // biome-ignore lint/correctness/useExhaustiveDependencies(now): a wait cut to setTimeout's longest ends with `next` unchanged: the new `now` arms the next one
  useEffect(() => {
    if (next === null) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(Math.max(0, next - Date.now()) + 1, LONGEST_TIMER_MS));
    return () => clearTimeout(timer);
  }, [next, now]);
  return windowPhase(event, now);
}
