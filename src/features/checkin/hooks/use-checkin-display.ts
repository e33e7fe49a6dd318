import { useCallback, useEffect, useRef } from "react";
import { useLoaded } from "~/lib/use-loaded";
import type { CheckinDisplay } from "~/shared/attendance";
import type { HmacSha256 } from "~/shared/totp";
import { getCheckinDisplay } from "../api/get-checkin-display";
import { hmacFromSecret } from "../lib/browser-totp";
import { toEpochMs } from "~/shared/time/instant";

/** How often the display asks for the count: modest, since a hall of members checks in over minutes, not seconds. */
export const COUNT_POLL_MS = 15_000;

type Ready = {
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

export type DisplayState = { kind: "loading" } | { kind: "failed"; error: unknown } | ({ kind: "ready" } & Ready);

/**
 * The display's data: the secret (fetched once — codes come from it offline
 * from then on) and the live count, polled every 15 s while the page is
 * visible (a hidden tab or a locked phone asks nothing), at once when it
 * becomes visible again. A failed poll keeps the codes and marks the count
 * stale. When an officer starts new codes, `adopt` takes the answer here,
 * and a poll that brings another secret (new codes started on another
 * screen) switches to it. A poll is the first read again (useLoaded's
 * `reload`), built on what is shown: the same secret keeps its key (so the
 * rotating code does not start over) and the clock offset measured first.
 */
export function useCheckinDisplay(eventId: string): { state: DisplayState; adopt: (display: CheckinDisplay) => Promise<void> } {
  // What is on screen, for the next poll to build on; only this event's.
  const shown = useRef<{ eventId: string; ready: Ready } | null>(null);

  const read = useCallback(
    async (signal: AbortSignal): Promise<Ready> => {
      const previous = shown.current?.eventId === eventId ? shown.current.ready : null;
      const started = Date.now();
      let display: CheckinDisplay;
      try {
        display = await getCheckinDisplay(eventId, signal);
      } catch (error) {
        if (previous && !signal.aborted) return { ...previous, countStale: true };
        throw error;
      }
      const counted = { count: display.checkedIn, countStale: false };
      if (previous && display.secret === previous.display.secret) return { ...previous, ...counted, countAt: Date.now() };
      const hmac = await hmacFromSecret(display.secret);
      const now = Date.now();
      // The server answered somewhere between the request and now: take the middle.
      const clockOffset = previous ? previous.clockOffset : toEpochMs(display.serverTime) - Math.round((started + now) / 2);
      return { display, hmac, clockOffset, ...counted, countAt: now };
    },
    [eventId],
  );
  const { data, error, loading, reload, setData } = useLoaded(read);
  useEffect(() => {
    shown.current = data && { eventId, ready: data };
  }, [data, eventId]);

  const adopt = async (display: CheckinDisplay) => {
    const hmac = await hmacFromSecret(display.secret);
    setData((current) => current && { ...current, display, hmac, count: display.checkedIn, countAt: Date.now(), countStale: false });
  };

  // The poll: 15 s after the last read settled, while the page is visible; at once when it shows again.
  const ready = data !== null;
  useEffect(() => {
    if (!ready || loading) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (document.visibilityState === "visible") timer = setTimeout(() => void reload(), COUNT_POLL_MS);
    const onVisibility = () => {
      clearTimeout(timer);
      if (document.visibilityState === "visible") void reload();
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [ready, loading, reload]);

  const state: DisplayState = data ? { kind: "ready", ...data } : error ? { kind: "failed", error } : { kind: "loading" };
  return { state, adopt };
}
