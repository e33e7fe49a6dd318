import { useEffect, useState } from "react";

/**
 * Whole seconds left until `until` (a Date.now() time), ticking once a
 * second. Driven by Date.now() and setInterval, so tests move it with a
 * controlled clock (Playwright's page.clock) instead of waiting.
 */
export function useCountdown(until: number): number {
  const left = () => Math.max(0, Math.ceil((until - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);

  useEffect(() => {
    setSeconds(left());
    if (until <= Date.now()) return;
    const timer = window.setInterval(() => {
      const next = left();
      setSeconds(next);
      if (next === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);

  return seconds;
}
