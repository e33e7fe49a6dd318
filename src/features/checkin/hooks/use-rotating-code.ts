import { useEffect, useState } from "react";
import { nextStepAt, totpCode, totpStep, TOTP_PERIOD_SECONDS, type HmacSha256 } from "~/shared/totp";

export type RotatingCode = {
  /** The code of the current step, or null until it is computed. */
  code: string | null;
  /** Whole seconds until the next code. */
  secondsLeft: number;
  /** The display's idea of now (device time corrected by the server's). */
  now: number;
};

/** How often the countdown is refreshed: often enough that the new code appears within a quarter second of its step. */
const TICK_MS = 250;

/** The current code and the countdown to the next, recomputed from the clock on every tick (no network). */
export function useRotatingCode(hmac: HmacSha256 | null, clockOffset: number): RotatingCode {
  const [state, setState] = useState<RotatingCode>(() => ({ code: null, secondsLeft: TOTP_PERIOD_SECONDS, now: Date.now() + clockOffset }));

  useEffect(() => {
    if (!hmac) return;
    let step = -1;
    let cancelled = false;
    const tick = () => {
      const now = Date.now() + clockOffset;
      const secondsLeft = Math.max(1, Math.ceil((nextStepAt(now) - now) / 1000));
      const current = totpStep(now);
      if (current !== step) {
        step = current;
        void totpCode(hmac, current).then((code) => {
          if (!cancelled && step === current) setState({ code, secondsLeft, now });
        });
      }
      setState((previous) => (previous.secondsLeft === secondsLeft && Math.abs(previous.now - now) < 1000 ? previous : { ...previous, secondsLeft, now }));
    };
    tick();
    const timer = setInterval(tick, TICK_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [hmac, clockOffset]);

  return state;
}
