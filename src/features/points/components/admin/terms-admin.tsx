import { useState } from "react";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { primaryButton, secondaryButton } from "~/components/buttons";
import { toastFailure } from "~/lib/failure-toast";
import { toast } from "~/lib/toast";
import type { Term } from "~/shared/terms";
import { formatInstantRange } from "~/shared/time/formats";
import { deleteTerm } from "../../api/manage-terms";
import { useTerms } from "~/lib/use-terms";
import { TermFormDialog } from "./term-form-dialog";
import { site } from "~/site.config";
import { toEpochMs } from "~/shared/time/instant";

type Open = { kind: "add" } | { kind: "edit"; term: Term } | { kind: "delete"; term: Term } | null;

/**
 * Officers define the terms that points and leaderboards count by. Points
 * belong to the term containing their moment, so a term may be added or
 * moved after the fact: its totals are recounted from the ledger
 * (decision 024). Deleting a term keeps every ledger row.
 */
export function TermsAdmin() {
  const { data: list, reload: readAgain } = useTerms();
  const [open, setOpen] = useState<Open>(null);
  const [deleting, setDeleting] = useState(false);
  const reload = () => void readAgain();

  const onDelete = async (term: Term) => {
    setDeleting(true);
    try {
      await deleteTerm(term.id);
      toast.success(`Deleted ${term.name}.`);
      setOpen(null);
      reload();
    } catch (error) {
      toastFailure(error);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <div className="space-y-4">
      <button type="button" className={primaryButton} onClick={() => setOpen({ kind: "add" })}>
        Add a term
      </button>
      {list === null ? (
        <p className="text-ink-muted">Loading…</p>
      ) : list.terms.length === 0 ? (
        <p className="text-ink-muted">No terms yet. Without a term, the leaderboard can only show all time.</p>
      ) : (
        <ul className="divide-y divide-line border-y border-line" data-testid="terms">
          {[...list.terms].reverse().map((term) => (
            <li key={term.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div>
                <p className="font-semibold text-ink">
                  {term.name}
                  {term.id === list.currentTermId && <span className="ml-2 rounded bg-brand px-1.5 py-0.5 text-xs font-semibold text-white">Current</span>}
                </p>
                {/* Its days: "Aug 24 – Dec 18, 2026", the last being the one before its exclusive end. */}
                <p className="text-sm text-ink-muted">{formatInstantRange("shortDay", toEpochMs(term.startsAt), toEpochMs(term.endsAt) - 1, site.timeZone)}</p>
              </div>
              <div className="flex gap-2">
                <button type="button" className={secondaryButton} onClick={() => setOpen({ kind: "edit", term })} aria-label={`Edit ${term.name}`}>
                  Edit
                </button>
                <button type="button" className={secondaryButton} onClick={() => setOpen({ kind: "delete", term })} aria-label={`Delete ${term.name}`}>
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {(open?.kind === "add" || open?.kind === "edit") && (
        <TermFormDialog
          {...(open.kind === "edit" ? { term: open.term } : {})}
          onClose={() => setOpen(null)}
          onSaved={() => {
            setOpen(null);
            reload();
          }}
        />
      )}
      {open?.kind === "delete" && (
        <ConfirmDialog
          title={`Delete ${open.term.name}?`}
          confirmLabel="Delete term"
          busyLabel="Deleting…"
          busy={deleting}
          onConfirm={() => void onDelete(open.term)}
          onCancel={() => setOpen(null)}
        >
          <p>Its leaderboard goes; no points are lost. Every member keeps their points, which count towards any term you define for these days later.</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
