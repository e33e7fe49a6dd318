import { useState } from "react";
import { secondaryButton } from "~/components/buttons";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { toast } from "~/lib/toast";
import { usePendingAction } from "~/lib/use-pending-action";
import type { ContentItem } from "~/shared/content/collections";
import { plural } from "~/shared/plural";
import { endBoardTerm } from "../api/end-board-term";

const published = (items: readonly ContentItem[], alumni: boolean) =>
  items.filter((item) => item.status === "published" && (item.fields.group === "alumni") === alumni);

/**
 * "End of term" (issue 35, decision 136): the published board moves to the alumni board in one step,
 * after a confirm that says who moves and who leaves the page; the drafts (the new board) stay drafts.
 */
export function BoardHandover({ items, onDone }: { items: readonly ContentItem[]; onDone: (items: ContentItem[]) => void }) {
  const [asking, setAsking] = useState(false);
  const { busy, run } = usePendingAction();
  const moving = published(items, false);
  const leaving = published(items, true);
  const drafts = items.filter((item) => item.status === "draft" && item.fields.group !== "alumni").length;

  const confirm = () =>
    run(async () => {
      const { data, message } = await endBoardTerm();
      onDone(data.items);
      setAsking(false);
      toast.success(message ?? "The board moved to the alumni board.");
    });

  return (
    <>
      <button type="button" className={secondaryButton} disabled={moving.length === 0} onClick={() => setAsking(true)}>
        End of term
      </button>
      {asking && (
        <ConfirmDialog
          title="End the board's term?"
          confirmLabel={`Move ${plural(moving.length, "person", "people")} to alumni`}
          busyLabel="Moving…"
          busy={busy}
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(false)}
        >
          <p>
            The {plural(moving.length, "person", "people")} on the board now ({moving.map((item) => String(item.fields.name)).join(", ")}) move to the alumni
            board, on the page at once.
          </p>
          {leaving.length > 0 && <p>Last term's alumni ({plural(leaving.length, "person", "people")}) leave the page: they stay here as drafts.</p>}
          <p>
            {drafts > 0
              ? `Your ${plural(drafts, "draft")} (the new board) stay drafts: publish them when they are ready.`
              : "Add the new board afterwards, or first as drafts."}
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
