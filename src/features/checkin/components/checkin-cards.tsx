import type { ReactNode } from "react";
import { Link } from "react-router";
import { textLink } from "~/components/buttons";
import { eventPath } from "~/shared/event-links";
import type { CheckinResult } from "~/shared/attendance";
import type { StoredClaim } from "../lib/claim-store";
import { chapterTime } from "../lib/format";
import { plural } from "~/shared/plural";

const card = "space-y-4 rounded-lg border border-line bg-surface-muted p-5 sm:p-6";

/** The answer to a check-in: "You're checked in to {event} — +1 point ({termPoints} this term)", the count and noun through plural(). */
export function CheckedInCard({ result }: { result: CheckinResult }) {
  const { event, points, termPoints, term, totalPoints, alreadyCheckedIn } = result;
  return (
    <div role="status" className={card}>
      <p className="text-2xl font-bold text-ink">
        {alreadyCheckedIn ? "You're already checked in" : "You're checked in"} to {event.title}
        {alreadyCheckedIn ? "." : ` — +${plural(points, "point")}${termPoints !== null ? ` (${termPoints} this term)` : ""}.`}
      </p>
      <p className="text-ink-muted">
        {alreadyCheckedIn ? "Your points for it were counted the first time. " : ""}
        You have {plural(totalPoints, "point")} in all{term && termPoints !== null ? `, ${termPoints} in ${term.name}` : ""}.
      </p>
      <p className="flex flex-wrap gap-x-6 gap-y-2">
        <Link to={eventPath(event.slug)} className={textLink}>
          About this event
        </Link>
        <Link to="/profile/points" className={textLink}>
          Your points
        </Link>
        <Link to="/leaderboard" className={textLink}>
          Leaderboard
        </Link>
      </p>
    </div>
  );
}

/**
 * Signed out, the code traded for a claim: log in, or sign up right here (`signup`, the account's
 * short door form, given by the route), and the page finishes the check-in on the way back.
 */
export function ClaimedCard({ claim, returnTo, signup }: { claim: StoredClaim; returnTo: string; signup: ReactNode }) {
  return (
    <div className="space-y-6">
      <div role="status" className={card}>
        <p className="text-2xl font-bold text-ink">Almost there: log in or sign up to finish checking in to {claim.title}.</p>
        <p className="text-ink-muted">Your check-in is held in this browser until {chapterTime(claim.expiresAt, Date.now())}.</p>
        <p>
          Already a member?{" "}
          <Link to={`/login?redirect=${encodeURIComponent(returnTo)}`} className={textLink}>
            Log in
          </Link>
        </p>
      </div>
      {signup}
    </div>
  );
}
