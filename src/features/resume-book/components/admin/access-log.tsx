import { Link } from "react-router";
import { secondaryButton, textLink } from "~/components/buttons";
import { FormAlert } from "~/components/form-alert";
import { Pager } from "~/components/pager";
import { SelectField } from "~/components/select-field";
import { usePagedList } from "~/lib/use-paged-list";
import { pageNumber, useQueryState } from "~/lib/use-query-state";
import type { AccessLogEntry, SponsorAccess } from "~/shared/resume-book";
import { listAccessLog } from "../../api/list-access-log";
import { formatInstant } from "~/shared/time/formats";
import { site } from "~/site.config";
import { toEpochMs } from "~/shared/time/instant";

const PAGE_SIZE = 50;

const memberName = (member: AccessLogEntry["member"]) => [member.firstName, member.lastName].filter(Boolean).join(" ") || member.username;

/**
 * Who opened which résumé and when, newest first: one sponsor's reading
 * (picked from the accounts with access) or one member's résumé (from a
 * line's "only this member"), a page of 50 at a time; kept in the address.
 */
export function AccessLog({ sponsors }: { sponsors: SponsorAccess[] }) {
  const { values, update, hydrated } = useQueryState({ sponsor: "", member: "", page: "1" });
  const page = pageNumber(values.page);
  const query = { sponsorId: values.sponsor || undefined, memberId: values.member || undefined, page, pageSize: PAGE_SIZE };
  const log = usePagedList(listAccessLog, query, hydrated);
  const memberShown = values.member ? log.items.find((entry) => entry.member.id === values.member)?.member : undefined;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-4">
        <SelectField
          name="sponsor"
          label="Reader"
          className="min-w-56"
          value={values.sponsor}
          onChange={(event) => update({ sponsor: event.target.value, page: "1" })}
          options={[
            { value: "", label: "Every sponsor and admin" },
            ...sponsors.map((access) => ({ value: access.userId, label: `${access.organisation} (@${access.username})` })),
          ]}
        />
        {values.member && (
          <p className="flex flex-wrap items-center gap-2 text-ink">
            Only {memberShown ? memberName(memberShown) : "one member"}&apos;s résumé
            <button type="button" className={secondaryButton} onClick={() => update({ member: "", page: "1" })}>
              Every member
            </button>
          </p>
        )}
      </div>
      <FormAlert>{log.error}</FormAlert>
      <section aria-label="Access log" aria-busy={log.loading}>
        {log.meta && log.items.length === 0 && !log.loading ? (
          <p className="rounded-md border border-line bg-surface-muted p-4">
            No résumé has been opened{values.sponsor || values.member ? " with these filters" : " yet"}.
          </p>
        ) : (
          <ul className="divide-y divide-line border-y border-line">
            {log.items.map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 py-3">
                <span className="w-44 shrink-0 text-sm text-ink-muted">{formatInstant("shortMoment", toEpochMs(entry.at), site.timeZone)}</span>
                <span className="min-w-0 flex-1 basis-64 text-ink">
                  <strong className="font-semibold">{entry.organisation ?? "Admin"}</strong> (@{entry.sponsor.username}){" "}
                  {entry.action === "download" ? "downloaded" : "viewed"}{" "}
                  <Link to={`/users/${encodeURIComponent(entry.member.username)}/${encodeURIComponent(entry.member.id)}`} className={textLink}>
                    {memberName(entry.member)}
                  </Link>
                  &apos;s résumé
                </span>
                {values.member !== entry.member.id && (
                  <button
                    type="button"
                    className="text-sm font-medium text-link underline-offset-4 hover:underline"
                    onClick={() => update({ member: entry.member.id, page: "1" })}
                  >
                    Only this member<span className="sr-only">: {memberName(entry.member)}</span>
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
        {!log.meta && log.loading && <p className="py-4 text-ink-muted">Loading...</p>}
      </section>
      {log.meta && <Pager page={page} pageSize={log.meta.pageSize} total={log.meta.total} noun="entries" onPage={(p) => update({ page: String(p) })} />}
    </div>
  );
}
