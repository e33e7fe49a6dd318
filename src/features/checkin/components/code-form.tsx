import { useEffect, useState } from "react";
import { primaryButton } from "~/components/buttons";
import { Field, inputClass } from "~/components/field";
import { FormAlert } from "~/components/form-alert";
import { postedForm } from "~/components/posted-form";
import { windowOf, type WindowPhase } from "~/shared/checkin-window";
import type { CheckinOutcome } from "../lib/checkin-actions";
import type { CheckinEvent } from "../lib/event-window";
import { chapterTime } from "../lib/format";

type CodeFormProps = {
  initialCode: string;
  phase: Exclude<WindowPhase, "cancelled">;
  event: CheckinEvent;
  signedIn: boolean | null;
  busy: boolean;
  /** Signed in with a claim from before signing in: the code may be left empty. */
  holdsClaim: boolean;
  failure: Extract<CheckinOutcome, { kind: "failed" }> | null;
  onSubmit: (code: string) => void;
};

/** The six digits (from the link, or typed) and the one button that records the check-in. */
export function CodeForm({ initialCode, phase, event, signedIn, busy, holdsClaim, failure, onSubmit }: CodeFormProps) {
  const [code, setCode] = useState(initialCode);
  const waiting = useWait(failure);
  const now = Date.now();
  const { opensAt, closesAt } = windowOf(event);

  if (phase === "before") {
    return (
      <p className="rounded-lg border border-line bg-surface-muted p-5 text-ink">
        Check-in opens at {chapterTime(new Date(opensAt).toISOString(), now)}. Scan the code on the screen then.
      </p>
    );
  }
  if (phase === "after") {
    return (
      <p className="rounded-lg border border-line bg-surface-muted p-5 text-ink">
        Check-in closed at {chapterTime(new Date(closesAt).toISOString(), now)}. If you were there, ask an officer to check you in.
      </p>
    );
  }
  const hint = holdsClaim
    ? "Your check-in is held: press the button to finish, or enter the code on the screen now."
    : signedIn === false
      ? "The code on the screen at the event. You'll log in or create an account next; your check-in is held for 30 minutes meanwhile."
      : "The code on the screen at the event. It changes every 30 seconds.";
  return (
    <form
      {...postedForm}
      noValidate
      className="space-y-4"
      onSubmit={(submitted) => {
        submitted.preventDefault();
        onSubmit(code);
      }}
    >
      <Field label="Check-in code" error={failure?.atCode ? failure.message : undefined} hint={hint}>
        {(control) => (
          <input
            {...control}
            name="code"
            value={code}
            onChange={(changed) => setCode(changed.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            placeholder="123456"
            className={`${inputClass} max-w-48 font-mono text-2xl tracking-widest`}
          />
        )}
      </Field>
      {failure && !failure.atCode && <FormAlert>{failure.message}</FormAlert>}
      <button type="submit" className={`${primaryButton} px-6 py-3 text-base`} disabled={busy || waiting || signedIn === null}>
        {busy ? "Checking in…" : signedIn === false ? "Check in" : holdsClaim && code.trim() === "" ? "Finish checking in" : "Check in"}
      </button>
    </form>
  );
}

/** True while a 429's Retry-After runs, so the button cannot be pressed into another refusal (each refusal starts its own wait). */
function useWait(failure: CodeFormProps["failure"]) {
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    const seconds = failure?.retryAfter;
    if (!seconds) return;
    setWaiting(true);
    const timer = setTimeout(() => setWaiting(false), seconds * 1000);
    return () => clearTimeout(timer);
  }, [failure]);
  return waiting;
}
