import { Link } from "react-router";
import { Stat } from "~/components/stat";
import { secondaryButton, textLink } from "~/components/buttons";
import { usePointsSummary } from "../hooks/use-points-summary";
import { formatPoints, ordinal } from "../lib/members";

/** The dashboard's points: this term, all time and the rank this term, with the ways to the history and the leaderboard. */
export function PointsSummary({ userId }: { userId: string }) {
  const { summary, error, retry } = usePointsSummary(userId);
  if (error) {
    return (
      <div role="alert" className="space-y-3">
        <p>Your points could not be loaded: {error}</p>
        <button type="button" className={secondaryButton} onClick={retry}>
          Try Again
        </button>
      </div>
    );
  }
  const termLabel = summary?.currentTerm ? `Points this term (${summary.currentTerm.name})` : "Points this term";
  return (
    <section aria-labelledby="points-title" className="space-y-3" aria-busy={summary === null}>
      <h2 id="points-title" className="text-xl font-semibold text-ink">
        Points
      </h2>
      <dl className="grid gap-4 sm:grid-cols-3">
        <Stat label={termLabel} value={summary ? (summary.currentTerm ? formatPoints(summary.currentTerm.points) : "No term now") : "…"} />
        <Stat label="Points all time" value={summary ? formatPoints(summary.allTime) : "…"} />
        <Stat
          label="Rank this term"
          value={
            summary
              ? !summary.currentTerm
                ? "No term now"
                : summary.rank === null
                  ? "Not ranked yet"
                  : `${ordinal(summary.rank)} of ${formatPoints(summary.ranked)}`
              : "…"
          }
        />
      </dl>
      <p className="text-sm text-ink-muted">
        <Link to="/profile/points" className={textLink}>
          Your points history
        </Link>{" "}
        ·{" "}
        <Link to="/leaderboard" className={textLink}>
          Leaderboard
        </Link>
      </p>
    </section>
  );
}
