import { useEffect, useState } from "react";

/**
 * Whole seconds left until `until` (a Date.now() time), ticking once a
 * second. Driven by Date.now() and setInterval, so tests move it with a
 * controlled clock (Playwright's page.clock) instead of waiting.
 */
export function useCountdown(until: number): number {
  const [seconds, setSeconds] = useState(() => secondsLeft(until));

  useEffect(() => {
    setSeconds(secondsLeft(until));
    if (until <= Date.now()) return;
    const timer = window.setInterval(() => {
      const next = secondsLeft(until);
      setSeconds(next);
      if (next === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);

  return seconds;
}

const secondsLeft = (until: number) => Math.max(0, Math.ceil((until - Date.now()) / 1000));
