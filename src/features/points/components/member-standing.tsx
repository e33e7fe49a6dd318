import { useEffect, useState } from "react";
import { Link } from "react-router";
import { ApiError, errorDetail } from "~/lib/api-error";
import { eventPath } from "~/shared/event-links";
import type { PublicStanding } from "~/shared/leaderboard";
import { formatInstant } from "~/shared/time/formats";
import { getPublicStanding } from "../api/get-public-standing";
import { formatPoints, ordinal } from "../lib/members";
import { site } from "~/site.config";
import { plural } from "~/shared/plural";
import { toEpochMs } from "~/shared/time/instant";

type State = { status: "loading" } | { status: "hidden" } | { status: "error"; message: string } | { status: "ready"; standing: PublicStanding };

/**
 * On a member's public page, below their profile: the events they attended
 * this term and their rank. Nothing when the member left the leaderboard,
 * when no term is running, or when the page is not a member's (the profile
 * above says so).
 */
export function MemberStanding({ username, id }: { username: string; id: string }) {
  const [state, setState] = useState<State>({ status: "loading" });

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: "loading" });
    getPublicStanding(username, id, controller.signal)
      .then((standing) => setState(standing.shown && standing.term ? { status: "ready", standing } : { status: "hidden" }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 404) setState({ status: "hidden" });
        else setState({ status: "error", message: errorDetail(error) });
      });
    return () => controller.abort();
  }, [username, id]);

  if (state.status === "loading" || state.status === "hidden") return null;
  return (
    <div className="mx-auto max-w-4xl px-4 pb-14">
      {state.status === "error" ? (
        <p className="text-ink-muted">This term's events could not be loaded: {state.message}</p>
      ) : (
        <Standing standing={state.standing} />
      )}
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
