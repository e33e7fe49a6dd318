import { useState } from "react";
import { secondaryButton } from "~/components/buttons";
import type { SponsorAccess } from "~/shared/resume-book";
import { formatInstant } from "~/shared/time/formats";
import { SponsorAccessDialog } from "./sponsor-access-dialog";
import { site } from "~/site.config";
import { toEpochMs } from "~/shared/time/instant";

const STATUS_LABELS = { active: "Open now", upcoming: "Not started", ended: "Ended" } as const;

type SponsorAccessListProps = {
  accesses: SponsorAccess[];
  /** After a change in the dialog: load the list again. */
  onChanged: () => void;
};

/** Every sponsor account with a window: organisation, dates, whether it is open now; each to change or end. */
export function SponsorAccessList({ accesses, onChanged }: SponsorAccessListProps) {
  const [editing, setEditing] = useState<SponsorAccess | null>(null);
  if (accesses.length === 0) {
    return (
      <p className="rounded-md border border-line bg-surface-muted p-4">
        No sponsor has access yet. Grant it from a recruiter's row on the Members page (Sponsor access).
      </p>
    );
  }
  return (
    <>
      <ul className="divide-y divide-line border-y border-line">
        {accesses.map((access) => (
          <li key={access.userId} className="flex flex-wrap items-center gap-x-6 gap-y-2 py-3">
            <div className="min-w-0 flex-1 basis-56">
              <p className="font-semibold text-ink">{access.organisation}</p>
              <p className="text-sm text-ink-muted">
                @{access.username}
                {(access.firstName || access.lastName) && ` · ${[access.firstName, access.lastName].filter(Boolean).join(" ")}`}
              </p>
            </div>
            <div className="text-sm text-ink">
              <p>
                {formatInstant("day", toEpochMs(access.from), site.timeZone)} – {formatInstant("day", toEpochMs(access.until) - 1, site.timeZone)}
              </p>
              <p className="font-semibold">
                {STATUS_LABELS[access.status]}
                {!access.hasSponsorRole && " · the account lacks the sponsor role"}
              </p>
            </div>
            <button type="button" className={secondaryButton} onClick={() => setEditing(access)} aria-label={`Change access of ${access.username}`}>
              Change
            </button>
          </li>
        ))}
      </ul>
      {editing && (
        <SponsorAccessDialog
          account={{ id: editing.userId, username: editing.username, firstName: editing.firstName, lastName: editing.lastName }}
          onClose={() => setEditing(null)}
          onChanged={() => {
            setEditing(null);
            onChanged();
          }}
        />
      )}
    </>
  );
}
