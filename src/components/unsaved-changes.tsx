import { useEffect, useRef } from "react";
import { useBlocker } from "react-router";
import type { Draft } from "~/lib/use-draft";
import { dangerButton, secondaryButton } from "./buttons";
import { Dialog } from "./dialog";

/**
 * "Restore your unsaved changes from 3 min ago?", at the top of a form that has a kept draft
 * (useDraft's `offer`). Its first button is the dialog's first control, so it has the focus when the
 * form opens.
 */
function DraftOfferNotice({ draft }: { draft: Draft }) {
  if (!draft.offer) return null;
  return (
    <section
      aria-label="Unsaved changes"
      className="flex flex-wrap items-center gap-3 rounded-md border border-brand bg-surface-muted px-3 py-2 text-sm text-ink"
    >
      <p className="flex-1">Restore your unsaved changes from {draft.offer.ago}?</p>
      <div className="flex gap-2">
        <button type="button" className={secondaryButton} onClick={draft.restoreOffer}>
          Restore
        </button>
        <button type="button" className={secondaryButton} onClick={draft.discardOffer}>
          Discard
        </button>
      </div>
    </section>
  );
}

type UnsavedChangesProps = {
  draft: Draft;
  /** What the form is, in the question: "this event", "the message". */
  what: string;
};

/**
 * What an editor shows of its draft (decision 125), put first in its form: the offer of a kept draft,
 * and the question before unsaved work would be dropped — closing the form (Escape, Cancel, through
 * useDraft's `requestClose`), an in-app navigation (React Router's blocker, held only while there is
 * work to lose, since a router heeds one blocker) and leaving or reloading the page (the browser's own
 * question).
 */
export function UnsavedChanges({ draft, what }: UnsavedChangesProps) {
  return (
    <>
      <DraftOfferNotice draft={draft} />
      {draft.dirty && <LeaveGuard draft={draft} what={what} />}
      {draft.pendingClose && (
        <Question
          title={`Close ${what} without saving?`}
          keepLabel="Close, keep the draft"
          discardLabel="Discard changes"
          onStay={draft.keepEditing}
          onKeep={() => {
            const close = draft.pendingClose;
            draft.keepEditing();
            close?.();
          }}
          onDiscard={() => {
            const close = draft.pendingClose;
            draft.discard();
            close?.();
          }}
        />
      )}
    </>
  );
}

function LeaveGuard({ draft, what }: UnsavedChangesProps) {
  // A change of page or of its query (a collection's tab); a jump to an anchor of the same page is no leaving.
  const blocker = useBlocker(({ currentLocation: from, nextLocation: to }) => draft.isDirty() && (from.pathname !== to.pathname || from.search !== to.search));
  const isDirty = useRef(draft.isDirty);
  isDirty.current = draft.isDirty;
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!isDirty.current()) return;
      event.preventDefault();
      // Older browsers ask only when this is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, []);
  if (blocker.state !== "blocked") return null;
  return (
    <Question
      title="Leave this page without saving?"
      keepLabel="Leave, keep the draft"
      discardLabel="Discard changes and leave"
      body={`Your changes to ${what} are not saved.`}
      onStay={() => blocker.reset()}
      onKeep={() => blocker.proceed()}
      onDiscard={() => {
        draft.discard();
        blocker.proceed();
      }}
    />
  );
}

type QuestionProps = {
  title: string;
  body?: string;
  keepLabel: string;
  discardLabel: string;
  onStay: () => void;
  onKeep: () => void;
  onDiscard: () => void;
};

/** Keep editing comes first, so it has the focus, and Escape answers it too: nothing is ever dropped by a key. */
function Question({ title, body = "Your changes are not saved.", keepLabel, discardLabel, onStay, onKeep, onDiscard }: QuestionProps) {
  return (
    <Dialog title={title} onClose={onStay}>
      <div className="space-y-3 text-ink-muted">
        <p>{body}</p>
        <p>A draft stays in this browser: the form offers it back when you open it again.</p>
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" className={secondaryButton} onClick={onStay}>
          Keep editing
        </button>
        <button type="button" className={secondaryButton} onClick={onKeep}>
          {keepLabel}
        </button>
        <button type="button" className={dangerButton} onClick={onDiscard}>
          {discardLabel}
        </button>
      </div>
    </Dialog>
  );
}
