import { useEffect, useRef, useState } from "react";
import type { CheckinDisplay } from "~/shared/attendance";
import type { HmacSha256 } from "~/shared/totp";
import { getCheckinDisplay } from "../api/get-checkin-display";
import { hmacFromSecret } from "../lib/browser-totp";
import { toEpochMs } from "~/shared/time/instant";

/** How often the display asks for the count: modest, since a hall of members checks in over minutes, not seconds. */
export const COUNT_POLL_MS = 15_000;

export type DisplayState =
  | { kind: "loading" }
  | { kind: "failed"; error: unknown }
  | {
      kind: "ready";
      display: CheckinDisplay;
      hmac: HmacSha256;
      /** Server time minus this device's time (ms), measured when the secret came: corrects a skewed device clock. */
      clockOffset: number;
      count: number;
      /** When the count was last read (device time, ms). */
      countAt: number;
      /** The last poll failed: the count shown is older than it should be. */
      countStale: boolean;
    };

/**
 * The display's data: the secret (fetched once — codes come from it offline
 * from then on) and the live count, polled every 15 s while the page is
 * visible (a hidden tab or a locked phone asks nothing), at once when it
 * becomes visible again. A failed poll keeps the codes and marks the count
 * stale. When an officer starts new codes, `adopt` takes the answer here,
 * and a poll that brings another secret (new codes started on another
 * screen) switches to it.
 */
export function useCheckinDisplay(eventId: string): { state: DisplayState; adopt: (display: CheckinDisplay) => Promise<void> } {
  const [state, setState] = useState<DisplayState>({ kind: "loading" });
  const ready = useRef(false);

  const adopt = async (display: CheckinDisplay) => {
    const hmac = await hmacFromSecret(display.secret);
    setState((current) =>
      current.kind === "ready" ? { ...current, display, hmac, count: display.checkedIn, countAt: Date.now(), countStale: false } : current,
    );
  };

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;

    const poll = async () => {
      clearTimeout(timer);
      if (document.visibilityState !== "visible") return;
      try {
        const display = await getCheckinDisplay(eventId, controller.signal);
        const hmac = await hmacFromSecret(display.secret);
        setState((current) => {
          if (current.kind !== "ready") return current;
          const renewed = display.secret === current.display.secret ? {} : { display, hmac };
          return { ...current, ...renewed, count: display.checkedIn, countAt: Date.now(), countStale: false };
        });
      } catch {
        if (controller.signal.aborted) return;
        setState((current) => (current.kind === "ready" ? { ...current, countStale: true } : current));
      }
      if (!controller.signal.aborted) timer = setTimeout(() => void poll(), COUNT_POLL_MS);
    };
    const onVisibility = () => {
      if (ready.current && document.visibilityState === "visible") void poll();
      else clearTimeout(timer);
    };

    const started = Date.now();
    getCheckinDisplay(eventId, controller.signal)
      .then(async (display) => {
        const hmac = await hmacFromSecret(display.secret);
        const now = Date.now();
        // The server answered somewhere between the request and now: take the middle.
        const clockOffset = toEpochMs(display.serverTime) - Math.round((started + now) / 2);
        if (controller.signal.aborted) return;
        ready.current = true;
        setState({ kind: "ready", display, hmac, clockOffset, count: display.checkedIn, countAt: now, countStale: false });
        timer = setTimeout(() => void poll(), COUNT_POLL_MS);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ kind: "failed", error });
      });
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      controller.abort();
      clearTimeout(timer);
      ready.current = false;
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [eventId]);

  return { state, adopt };
}
