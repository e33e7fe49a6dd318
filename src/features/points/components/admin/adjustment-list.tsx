import { useState } from "react";
import { Pager } from "~/components/pager";
import { usePagedList } from "~/lib/use-paged-list";
import type { AdjustmentLine } from "~/shared/points";
import { formatInstant } from "~/shared/time/formats";
import { listAdjustments } from "../../api/list-adjustments";
import { formatDelta, memberName } from "../../lib/members";
import { site } from "~/site.config";
import { toEpochMs } from "~/shared/time/instant";

const PAGE_SIZE = 20;

/**
 * The adjustments, newest first, each with the member, the change, the
 * reason and who made it: every one for admins, the last 30 days for
 * officers (decision 056; the server decides, `all` only words the page).
 * `version` changes after each new adjustment.
 */
export function AdjustmentList({ version, all }: { version: number; all: boolean }) {
  const [page, setPage] = useState(1);
  const list = usePagedList(listAdjustments, { page, pageSize: PAGE_SIZE, version }, true);
  const meta = list.meta;

  if (list.error && !meta) return <p role="alert">The adjustments could not be loaded: {list.error}</p>;
  if (!meta) return <p className="text-ink-muted">Loading…</p>;
  return (
    <div className="space-y-4" aria-busy={list.loading}>
      <p className="text-ink-muted">
        {all ? "Every adjustment ever made, by any officer or admin." : "Adjustments of the last 30 days, by any officer or admin."}
      </p>
      {list.error && <p role="alert">{list.error}</p>}
      {list.items.length === 0 ? (
        <p className="rounded-md border border-line bg-surface-muted p-4">No adjustments {all ? "yet" : "in the last 30 days"}.</p>
      ) : (
        <ul className="divide-y divide-line border-y border-line" data-testid="adjustments">
          {list.items.map((line) => (
            <Line key={line.id} line={line} />
          ))}
        </ul>
      )}
      <Pager page={page} pageSize={PAGE_SIZE} total={meta.total} noun="adjustments" onPage={setPage} />
    </div>
  );
}

function Line({ line }: { line: AdjustmentLine }) {
  return (
    <li className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 py-3">
      <p className="min-w-0 font-semibold text-ink">
        {memberName(line.member)} <span className="font-normal text-ink-muted">@{line.member.username}</span>
      </p>
      <p className={`text-right font-bold tabular-nums ${line.delta > 0 ? "text-green-800 dark:text-green-300" : "text-red-700 dark:text-red-300"}`}>
        {formatDelta(line.delta)}
      </p>
      <p className="col-span-2 break-words text-ink">{line.reason}</p>
      <p className="col-span-2 text-sm text-ink-muted">
        {formatInstant("shortMoment", toEpochMs(line.createdAt), site.timeZone)} · by {line.actor ? `@${line.actor.username}` : "the system"}
      </p>
    </li>
  );
}
