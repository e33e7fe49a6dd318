import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { secondaryButton } from "~/components/buttons";
import { FormAlert } from "~/components/form-alert";
import { errorDetail, hasErrorCode } from "~/lib/api-error";
import { toast } from "~/lib/toast";
import { TOTP_PERIOD_SECONDS } from "~/shared/totp";
import { useCheckinDisplay } from "../hooks/use-checkin-display";
import { useRotatingCode } from "../hooks/use-rotating-code";
import { useWakeLock } from "../hooks/use-wake-lock";
import { chapterTime, groupDigits, inMinutes } from "../lib/format";
import { QrCode } from "./qr-code";
import { ReplaceCodeDialog } from "./replace-code-dialog";
import { toEpochMs } from "~/shared/time/instant";

/** Where the officer goes back to: the officers' events page. */
const BACK = "/profile/admin/events";

/**
 * The officer's check-in display: the current code in large
 * digits and as a QR code of the member's check-in link, a countdown to the
 * next code, and the live count. Codes are computed here from the event's
 * secret, so the display keeps working when the venue's network drops;
 * only the count needs the network, and it says when it is stale.
 */
export function CheckinDisplay({ eventId }: { eventId: string }) {
  const { state, adopt } = useCheckinDisplay(eventId);
  const [replacing, setReplacing] = useState(false);
  const ready = state.kind === "ready" ? state : null;
  const { code, secondsLeft, now } = useRotatingCode(ready?.hmac ?? null, ready?.clockOffset ?? 0);
  const frame = useRef<HTMLElement>(null);
  const fullScreen = useFullScreen(frame);
  const opensAt = ready ? toEpochMs(ready.display.opensAt) : 0;
  const closesAt = ready ? toEpochMs(ready.display.closesAt) : 0;
  const phase = !ready ? null : now < opensAt ? "before" : now >= closesAt ? "after" : "open";
  useWakeLock(phase === "open");

  if (state.kind === "loading") return <p className="px-4 py-10 text-ink-muted">Loading the check-in display…</p>;
  if (state.kind === "failed") {
    const message = hasErrorCode(state.error, "NOT_FOUND") ? "There is no such event." : errorDetail(state.error);
    return (
      <div className="mx-auto max-w-2xl space-y-4 px-4 py-10">
        <h1 className="text-2xl font-bold text-ink">Check-in display</h1>
        <FormAlert>{message}</FormAlert>
        <Link to={BACK} className={secondaryButton}>
          Back to events
        </Link>
      </div>
    );
  }

  const { display, count, countAt, countStale } = state;
  const link = code ? `${display.checkinUrl}&c=${code}` : display.checkinUrl;
  const host = new URL(display.checkinUrl).host;
  return (
    <section
      ref={frame}
      aria-labelledby="checkin-display-title"
      className="flex min-h-[calc(100dvh-4rem)] flex-col gap-4 overflow-auto bg-surface px-4 py-4 text-ink sm:px-8"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="checkin-display-title" className="min-w-0 text-2xl font-bold tracking-tight sm:text-4xl">
          <span className="block text-sm font-semibold uppercase tracking-wider text-link">Check in</span>
          {display.title}
        </h1>
        <div className="flex flex-wrap gap-2">
          {fullScreen.supported && (
            <button type="button" className={secondaryButton} onClick={fullScreen.toggle}>
              {fullScreen.active ? "Exit full screen" : "Full screen"}
            </button>
          )}
          {!fullScreen.active && phase !== "after" && (
            <button type="button" className={secondaryButton} onClick={() => setReplacing(true)}>
              New codes
            </button>
          )}
          {!fullScreen.active && (
            <Link to={BACK} className={secondaryButton}>
              Back to events
            </Link>
          )}
        </div>
      </div>
      {replacing && (
        <ReplaceCodeDialog
          eventId={eventId}
          onCancel={() => setReplacing(false)}
          onReplaced={(next) => {
            void adopt(next).then(() => {
              setReplacing(false);
              toast.success("New codes started: the earlier code and links made with it no longer work.");
            });
          }}
        />
      )}

      {phase === "open" && (
        <div className="grid flex-1 place-items-center gap-6 landscape:grid-cols-2">
          <QrCode
            value={link}
            label="QR code of the check-in link with the current code"
            className="w-[min(80vw,42dvh)] rounded-lg landscape:w-[min(42vw,68dvh)]"
          />
          <div className="flex flex-col items-center gap-3 text-center">
            <p id="checkin-code-label" className="text-lg font-semibold text-ink-muted sm:text-2xl">
              Code
            </p>
            <p
              id="checkin-code"
              className="font-mono text-[min(17vw,13dvh)] font-bold leading-none tracking-wider tabular-nums landscape:text-[min(10vw,20dvh)]"
            >
              {code ? groupDigits(code) : "··· ···"}
            </p>
            <Countdown secondsLeft={secondsLeft} />
            <p className="max-w-md text-lg sm:text-2xl">
              Scan the code, or go to <strong className="whitespace-nowrap">{host}/checkin</strong> and type the six digits.
            </p>
          </div>
        </div>
      )}
      {phase === "before" && (
        <WindowNote title={`Check-in opens at ${chapterTime(display.opensAt, now)}`}>
          In {inMinutes(opensAt - now)}. Codes appear here then; keep this page open.
        </WindowNote>
      )}
      {phase === "after" && (
        <WindowNote title={`Check-in closed at ${chapterTime(display.closesAt, now)}`}>
          Officers can still check members in from the attendance list on the events page.
        </WindowNote>
      )}

      <div className="flex flex-wrap items-baseline justify-between gap-3 border-t border-line pt-3 text-lg sm:text-2xl">
        <p role="status">
          <strong className="tabular-nums">{count}</strong> checked in
          {countStale && (
            <span className="ml-2 text-base text-ink-muted sm:text-lg">
              (offline — count from {chapterTime(new Date(countAt).toISOString(), now)}; codes still work)
            </span>
          )}
        </p>
        {phase === "open" && <p className="text-base text-ink-muted sm:text-lg">Open until {chapterTime(display.closesAt, now)}</p>}
      </div>
    </section>
  );
}

function Countdown({ secondsLeft }: { secondsLeft: number }) {
  return (
    <div className="w-full max-w-sm">
      <p className="text-lg text-ink-muted sm:text-2xl">New code in {secondsLeft} s</p>
      <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-surface-muted">
        <div className="h-full rounded-full bg-accent" style={{ width: `${(secondsLeft / TOTP_PERIOD_SECONDS) * 100}%` }} />
      </div>
    </div>
  );
}

function WindowNote({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="grid flex-1 place-content-center gap-3 text-center">
      <p className="text-3xl font-bold sm:text-5xl">{title}</p>
      <p className="text-lg text-ink-muted sm:text-2xl">{children}</p>
    </div>
  );
}

/** The Fullscreen API on the display's frame: header and footer go, the frame fills the screen. */
function useFullScreen(frame: React.RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);
  const [supported, setSupported] = useState(false);
  useEffect(() => {
    setSupported(document.fullscreenEnabled);
    const onChange = () => setActive(document.fullscreenElement !== null);
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, []);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void frame.current?.requestFullscreen().catch(() => undefined);
  };
  return { active, supported, toggle };
}
