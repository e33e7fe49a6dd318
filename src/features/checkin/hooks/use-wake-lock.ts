import { useEffect } from "react";

/**
 * Keeps the screen on while the display shows codes (a phone held up, a
 * laptop on a projector that would otherwise dim). The browser drops the
 * lock when the page is hidden; it is asked for again when it comes back.
 * Where the Screen Wake Lock API is missing or refused, nothing happens.
 */
export function useWakeLock(active: boolean) {
  useEffect(() => {
    if (!active || !("wakeLock" in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let ended = false;
    const request = () => {
      if (document.visibilityState !== "visible") return;
      navigator.wakeLock
        .request("screen")
        .then((sentinel) => {
          if (ended) void sentinel.release();
          else lock = sentinel;
        })
        .catch(() => undefined);
    };
    request();
    document.addEventListener("visibilitychange", request);
    return () => {
      ended = true;
      document.removeEventListener("visibilitychange", request);
      void lock?.release().catch(() => undefined);
    };
  }, [active]);
}
