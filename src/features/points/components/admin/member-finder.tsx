import { useRef, useState } from "react";
import { secondaryButton } from "~/components/buttons";
import { Field, inputClass } from "~/components/field";
import { errorDetail } from "~/lib/api-error";
import { MEMBER_LOOKUP_LIMIT, type MemberLookup } from "~/shared/points";
import { findMembers } from "../../api/find-members";
import { formatPoints, memberName } from "../../lib/members";
import { plural } from "~/shared/plural";

type Found = { q: string; members: MemberLookup[] } | null;

type MemberFinderProps = {
  /** The officer's own id: their row says an admin changes their points instead of offering a change. */
  selfId: string;
  /** Admins may change their own points too. */
  mayAdjustSelf: boolean;
  onChoose: (member: MemberLookup) => void;
};

/** Officers find the member whose points they change, by name, username or e-mail (GET /api/points/members). */
export function MemberFinder({ selfId, mayAdjustSelf, onChoose }: MemberFinderProps) {
  const [found, setFound] = useState<Found>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const search = async (q: string) => {
    if (q.length < 2) {
      setError("Type at least 2 characters.");
      input.current?.focus();
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      setFound({ q, members: await findMembers(q) });
    } catch (failure) {
      setError(errorDetail(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-4">
      <search aria-label="Members" className="block">
        <form
          noValidate
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void search(String(new FormData(event.currentTarget).get("q") ?? "").trim());
          }}
        >
          <Field label="Name, username or e-mail" error={error} className="min-w-0 flex-1 basis-60">
            {(control) => <input ref={input} type="search" name="q" autoComplete="off" maxLength={100} {...control} className={inputClass} />}
          </Field>
          <button type="submit" className={secondaryButton} disabled={busy} aria-disabled={busy}>
            {busy ? "Finding…" : "Find"}
          </button>
        </form>
      </search>
      <div aria-live="polite" aria-busy={busy}>
        {found &&
          (found.members.length === 0 ? (
            <p className="rounded-md border border-line bg-surface-muted p-4">No member matches “{found.q}”.</p>
          ) : (
            <ul className="divide-y divide-line border-y border-line" data-testid="found-members" aria-label={`Members matching “${found.q}”`}>
              {found.members.map((member) => (
                <li key={member.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <p className="font-semibold text-ink">{memberName(member)}</p>
                    <p className="wrap-anywhere text-sm text-ink-muted">
                      @{member.username} · {member.email} · {plural(member.points, "point", { count: formatPoints })}
                    </p>
                  </div>
                  {member.id === selfId && !mayAdjustSelf ? (
                    <p className="text-sm text-ink-muted">Your own points are changed by an admin.</p>
                  ) : (
                    <button type="button" className={secondaryButton} onClick={() => onChoose(member)} aria-label={`Change points of ${memberName(member)}`}>
                      Change points
                    </button>
                  )}
                </li>
              ))}
            </ul>
          ))}
        {found && found.members.length === MEMBER_LOOKUP_LIMIT && (
          <p className="mt-2 text-sm text-ink-muted">The first {MEMBER_LOOKUP_LIMIT} matches: type more to narrow them down.</p>
        )}
      </div>
    </div>
  );
}
