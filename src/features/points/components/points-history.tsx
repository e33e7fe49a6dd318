import { Link } from "react-router";
import { primaryButton } from "~/components/buttons";
import { Pager } from "~/components/pager";
import { pageNumber, useQueryState } from "~/lib/use-query-state";
import { eventPath } from "~/shared/event-links";
import { formatInstant } from "~/shared/time/formats";
import type { LedgerEntry, PointsHistoryMeta } from "~/shared/points";
import { usePointsHistory, HISTORY_PAGE_SIZE } from "../hooks/use-points-history";
import { useTerms } from "~/lib/use-terms";
import { formatDelta, formatPoints } from "../lib/members";
import { TermSelect } from "./term-select";
import { site } from "~/site.config";
import { toEpochMs } from "~/shared/time/instant";

const KIND_LABELS: Record<LedgerEntry["kind"], string> = { attendance: "Check-in", adjustment: "Adjustment", reversal: "Check-in removed" };

/**
 * "My points": the member's totals (all time, this term, each term) and
 * their ledger, newest first, paged, filtered by term. Every row says why:
 * the event it was for, or the reason an officer gave.
 */
export function PointsHistory({ userId }: { userId: string }) {
  const { values, update } = useQueryState({ term: "all", page: "1" });
  const page = pageNumber(values.page);
  const { data: terms } = useTerms();
  const { history, loading, error, retry } = usePointsHistory(userId, values.term, page);

  if (error && !history) {
    return (
      <div role="alert" className="space-y-3">
        <p>Your points could not be loaded: {error}</p>
        <button type="button" className={primaryButton} onClick={retry}>
          Try Again
        </button>
      </div>
    );
  }
  if (!history) return <p className="text-ink-muted">Loading…</p>;
  const { entries, meta } = history;
  return (
    <div className="space-y-8" aria-busy={loading}>
      <Totals meta={meta} />
      <section aria-labelledby="ledger-title" className="space-y-4">
        <h2 id="ledger-title" className="text-xl font-semibold text-ink">
          History
        </h2>
        <TermSelect value={values.term} terms={terms} onChange={(term) => update({ term, page: "1" })} label="Show" />
        {error && <p role="alert">{error}</p>}
        {entries.length === 0 ? (
          <p className="text-ink-muted">
            No points {meta.term ? `in ${meta.term.name}` : "yet"}.{" "}
            <Link to="/events" className="font-medium text-link underline underline-offset-4">
              Come to an event
            </Link>{" "}
            and check in to earn some.
          </p>
        ) : (
          <ul className="divide-y divide-line border-y border-line" data-testid="ledger">
            {entries.map((entry) => (
              <Entry key={entry.id} entry={entry} self={userId} />
            ))}
          </ul>
        )}
        <Pager page={meta.page} pageSize={HISTORY_PAGE_SIZE} total={meta.total} noun="entries" onPage={(next) => update({ page: String(next) })} />
      </section>
    </div>
  );
}

function Totals({ meta }: { meta: PointsHistoryMeta }) {
  const { allTime, currentTerm, perTerm } = meta.totals;
  return (
    <section aria-labelledby="totals-title" className="space-y-3">
      <h2 id="totals-title" className="text-xl font-semibold text-ink">
        Totals
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-lg border border-line bg-surface-muted p-4">
          <dt className="text-sm font-medium text-ink-muted">{currentTerm ? `This term (${currentTerm.name})` : "This term"}</dt>
          <dd className="mt-1 text-2xl font-bold text-ink" data-testid="term-points">
            {currentTerm ? formatPoints(currentTerm.points) : "No term now"}
          </dd>
        </div>
        <div className="rounded-lg border border-line bg-surface-muted p-4">
          <dt className="text-sm font-medium text-ink-muted">All time</dt>
          <dd className="mt-1 text-2xl font-bold text-ink" data-testid="all-time-points">
            {formatPoints(allTime)}
          </dd>
        </div>
      </dl>
      {perTerm.length > 0 && (
        <table className="w-full max-w-md text-left text-sm">
          <caption className="sr-only">Points per term</caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-1 font-semibold text-ink">
                Term
              </th>
              <th scope="col" className="py-1 text-right font-semibold text-ink">
                Points
              </th>
            </tr>
          </thead>
          <tbody>
            {perTerm.map((term) => (
              <tr key={term.id} className="border-b border-line">
                <td className="py-1 text-ink">{term.name}</td>
                <td className="py-1 text-right tabular-nums text-ink">{formatPoints(term.points)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function Entry({ entry, self }: { entry: LedgerEntry; self: string }) {
  const by = entry.actor && entry.actor.id !== self ? ` · by @${entry.actor.username}` : "";
  return (
    <li className="flex items-start gap-4 py-3">
      <span
        className={`w-16 shrink-0 text-right text-lg font-bold tabular-nums ${entry.delta > 0 ? "text-green-800 dark:text-green-300" : "text-red-700 dark:text-red-300"}`}
      >
        {formatDelta(entry.delta)}
      </span>
      <div className="min-w-0">
        <p className="wrap-anywhere text-ink">
          {entry.event ? (
            <Link to={eventPath(entry.event.slug)} className="font-semibold hover:text-link hover:underline">
              {entry.event.title}
            </Link>
          ) : (
            <span className="font-semibold">{KIND_LABELS[entry.kind]}</span>
          )}
          {entry.reason && <span className="text-ink-muted"> — {entry.reason}</span>}
        </p>
        <p className="text-sm text-ink-muted">
          {KIND_LABELS[entry.kind]} · <time dateTime={entry.occurredAt}>{formatInstant("shortDay", toEpochMs(entry.occurredAt), site.timeZone)}</time>
          {by}
        </p>
      </div>
    </li>
  );
}
