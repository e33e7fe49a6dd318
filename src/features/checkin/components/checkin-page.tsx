import { type ReactNode, useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { textLink } from "~/components/buttons";
import { FormAlert } from "~/components/form-alert";
import { useHydrated } from "~/lib/use-hydrated";
import { usePendingAction } from "~/lib/use-pending-action";
import { checkinPath } from "~/shared/event-links";
import { windowPhase } from "~/shared/checkin-window";
import { useCheckinEvent } from "../hooks/use-checkin-event";
import type { CheckinOutcome } from "../lib/checkin-actions";
import { storedClaim, type StoredClaim } from "../lib/claim-store";
import type { CheckinEvent } from "../lib/event-window";
import { chapterTime } from "../lib/format";
import { CheckedInCard, ClaimedCard } from "./checkin-cards";
import { CodeForm } from "./code-form";

const actions = () => import("../lib/checkin-actions");

/** Where signing in or up comes back to, to finish the check-in with the kept claim. */
export const finishPath = (eventId: string) => `${checkinPath(eventId)}&finish=1`;

/**
 * The member's check-in page (`/checkin?e={event}&c={code}`, from the
 * display's QR code, or typed). Opening it records nothing: the button does.
 * Signed in, the code checks the member in; signed out, it is first traded
 * for a claim that survives signing in or up (`signup`: the short sign-up
 * form the route gives, shown under the held claim), and the page comes back
 * with `finish=1` and completes the check-in with it.
 */
export function CheckinPage({ signedIn, signup }: { signedIn: boolean | null; signup: (held: StoredClaim, returnTo: string) => ReactNode }) {
  const hydrated = useHydrated();
  const [params, setParams] = useSearchParams();
  const eventId = hydrated ? params.get("e") : null;
  const choice = useCheckinEvent(eventId, hydrated, signedIn);
  const event = choice.kind === "event" ? choice.event : null;
  const [outcome, setOutcome] = useState<CheckinOutcome | null>(null);
  // Outcomes, refusals included, are said by the form (checkin-actions.ts); only a page whose files a newer
  // release replaced fails here, and then the button comes back with nothing sent.
  const { busy, run } = usePendingAction({ inline: true, again: true });
  const [claim, setClaim] = useState<StoredClaim | undefined>();

  // A claim this browser already holds for the event (it scanned earlier, then left to sign in).
  useEffect(() => {
    if (event) setClaim(storedClaim(event.id));
  }, [event]);

  const afterFinish = (result: CheckinOutcome) => {
    setOutcome(result);
    // Used, or refused for good and forgotten: the page shows what the browser still holds.
    if (event) setClaim(storedClaim(event.id));
  };
  useFinishWithClaim(event, signedIn, params.get("finish") === "1", afterFinish, run, () =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete("finish");
        next.delete("c");
        return next;
      },
      { replace: true },
    ),
  );

  const submit = (code: string) =>
    event &&
    run(async () => {
      const { submitCode, redeemClaim } = await actions();
      // Signed in with a held claim and nothing typed: the claim finishes it.
      const next = signedIn && claim && code.trim() === "" ? await redeemClaim(claim) : await submitCode(event.id, code, signedIn === true);
      setOutcome(next);
      if (next.kind === "claimed") setClaim(next.claim);
      if (next.kind === "checked-in" || (next.kind === "failed" && next.claimGone)) setClaim(undefined);
    });

  if (choice.kind === "loading")
    return (
      <p aria-busy="true" className="text-ink-muted">
        Loading…
      </p>
    );
  if (choice.kind === "failed") return <FormAlert>{choice.message}</FormAlert>;
  if (choice.kind === "unknown") {
    return (
      <FormAlert>
        <p>This check-in link is for an event that does not exist. Scan the code on the screen again.</p>
      </FormAlert>
    );
  }
  if (choice.kind === "choose") return <EventList events={choice.events} />;

  const { event: current } = choice;
  if (outcome?.kind === "checked-in") return <CheckedInCard result={outcome.result} />;
  if (current.myCheckedInAt) {
    return (
      <p role="status" className="rounded-lg border border-line bg-surface-muted p-5 text-lg text-ink">
        You checked in to <strong>{current.title}</strong> at {chapterTime(current.myCheckedInAt, Date.now())}.
      </p>
    );
  }
  if (signedIn === false && (outcome?.kind === "claimed" || claim)) {
    const held = outcome?.kind === "claimed" ? outcome.claim : claim!;
    return <ClaimedCard claim={held} returnTo={finishPath(current.id)} signup={signup(held, finishPath(current.id))} />;
  }
  const phase = windowPhase(current, Date.now());
  return (
    <div className="space-y-6">
      <h2 className="text-2xl font-semibold text-ink">{current.title}</h2>
      {phase === "cancelled" && <FormAlert tone="info">This event is cancelled: there is nothing to check in to.</FormAlert>}
      {phase !== "cancelled" && (
        <CodeForm
          key={current.id}
          initialCode={hydrated ? (params.get("c") ?? "") : ""}
          phase={phase}
          event={current}
          signedIn={signedIn}
          busy={busy}
          holdsClaim={signedIn === true && claim !== undefined}
          failure={outcome?.kind === "failed" ? outcome : null}
          onSubmit={(code) => void submit(code)}
        />
      )}
    </div>
  );
}

/**
 * Back from signing in or up with `finish=1`: the claim this browser kept
 * checks the member in, once. The parameter goes from the address at once,
 * so a reload or Back does not try again.
 */
function useFinishWithClaim(
  event: CheckinEvent | null,
  signedIn: boolean | null,
  finish: boolean,
  onOutcome: (outcome: CheckinOutcome) => void,
  run: (action: () => Promise<unknown>) => Promise<boolean>,
  dropParameter: () => void,
) {
  const done = useRef(false);
  useEffect(() => {
    if (!finish || !event || signedIn !== true || done.current) return;
    done.current = true;
    dropParameter();
    if (event.myCheckedInAt) return;
    const claim = storedClaim(event.id);
    if (!claim) return;
    void run(async () => {
      const { redeemClaim } = await actions();
      onOutcome(await redeemClaim(claim));
    });
  }, [finish, event, signedIn, onOutcome, run, dropParameter]);
}

function EventList({ events }: { events: CheckinEvent[] }) {
  if (events.length === 0) {
    return (
      <p className="rounded-lg border border-line bg-surface-muted p-5 text-ink">
        No event is open for check-in right now. Check-in opens shortly before an event starts: scan the code on the screen there.{" "}
        <Link to="/events" className={textLink}>
          See the events
        </Link>
        .
      </p>
    );
  }
  return (
    <section aria-labelledby="open-events" className="space-y-3">
      <h2 id="open-events" className="text-xl font-semibold text-ink">
        Which event are you at?
      </h2>
      <ul className="divide-y divide-line rounded-lg border border-line">
        {events.map((event) => (
          <li key={event.id}>
            <Link to={checkinPath(event.id)} className="block px-4 py-3 font-medium text-link hover:bg-surface-muted">
              {event.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
