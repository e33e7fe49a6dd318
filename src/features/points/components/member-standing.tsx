import { useCallback } from "react";
import { Link } from "react-router";
import { ApiError } from "~/lib/api-error";
import { useLoaded } from "~/lib/use-loaded";
import { eventPath } from "~/shared/event-links";
import type { PublicStanding } from "~/shared/leaderboard";
import { formatInstant } from "~/shared/time/formats";
import { getPublicStanding } from "../api/get-public-standing";
import { formatPoints, ordinal } from "../lib/members";
import { site } from "~/site.config";
import { plural } from "~/shared/plural";
import { toEpochMs } from "~/shared/time/instant";

/**
 * On a member's public page, below their profile: the events they attended
 * this term and their rank. Nothing when the member left the leaderboard,
 * when no term is running, or when the page is not a member's (the profile
 * above says so).
 */
export function MemberStanding({ username, id }: { username: string; id: string }) {
  const read = useCallback((signal: AbortSignal) => getPublicStanding(username, id, signal), [username, id]);
  const { data: standing, error, failure, loading } = useLoaded(read);

  // The member is not on the leaderboard, or no term is running: nothing to say.
  const hidden = error instanceof ApiError && error.status === 404;
  if (loading || (failure && hidden) || (!failure && !(standing?.shown && standing.term))) return null;
  return (
    <div className="mx-auto max-w-4xl px-4 pb-14">
      {failure || !standing ? <p className="text-ink-muted">This term's events could not be loaded: {failure}</p> : <Standing standing={standing} />}
    </div>
  );
}

function Standing({ standing }: { standing: PublicStanding }) {
  const { term, rank, points, ranked, events } = standing;
  return (
    <section aria-labelledby="member-term" className="space-y-3 border-t border-line pt-8">
      <h2 id="member-term" className="text-xl font-semibold text-ink">
        This term{term ? ` (${term.name})` : ""}
      </h2>
      <p className="text-ink" data-testid="member-rank">
        {rank === null
          ? "No points this term yet."
          : `Ranked ${ordinal(rank)} of ${formatPoints(ranked)} with ${plural(points ?? 0, "point", { count: formatPoints })}.`}
      </p>
      <h3 className="font-semibold text-ink">{events.length === 0 ? "No events attended this term yet." : `Events attended: ${events.length}`}</h3>
      {events.length > 0 && (
        <ul className="divide-y divide-line border-y border-line">
          {events.map((event) => (
            <li key={event.id} className="flex flex-wrap justify-between gap-x-4 py-2">
              <Link to={eventPath(event.slug)} className="font-medium text-ink hover:text-link hover:underline">
                {event.title}
              </Link>
              <time dateTime={event.startsAt} className="text-sm text-ink-muted">
                {formatInstant("monthDay", toEpochMs(event.startsAt), site.timeZone)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
