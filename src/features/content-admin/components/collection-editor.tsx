import { useCallback, useState } from "react";
import { flushSync } from "react-dom";
import { primaryButton } from "~/components/buttons";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { toastFailure } from "~/lib/failure-toast";
import { toast } from "~/lib/toast";
import { useLoaded } from "~/lib/use-loaded";
import { CONTENT_RESTORE_DAYS, type ContentItem } from "~/shared/content/collections";
import type { ContentCollection } from "~/shared/content/vocabulary";
import { deleteContentItem, listContentWithDrafts, moveContentItem, restoreContentItem, updateContentItem } from "../api/manage-content";
import { getContentHistory, restoreContentVersion } from "../api/content-history";
import { discardContentDraft, publishContentItem } from "../api/content-drafts";
import { HistoryDialog } from "~/components/history-dialog";
import type { EditedContentItem } from "~/shared/content/drafts";
import { contentPreviewPath } from "~/shared/content/paths";
import { useNavigate } from "react-router";
import { EDITORS, withArticle } from "../lib/editors";
import { moveTarget, sectionsOf } from "../lib/sections";
import { BoardHandover } from "./board-handover";
import { ContentFormDialog } from "./content-form-dialog";
import { ContentRow, type RowAction } from "./content-row";
import { DeletedItems } from "./deleted-items";

type Open = { kind: "add" } | { kind: "edit"; item: EditedContentItem } | { kind: "delete"; item: ContentItem } | { kind: "history"; item: ContentItem } | null;

/**
 * After a move, the keyboard stays on the moved item: its button for the same direction, or the other
 * one once it reached the end of the list (a disabled button cannot hold the focus).
 */
function keepMoveFocus(id: string, direction: "up" | "down") {
  const button = (dir: string) => document.querySelector<HTMLButtonElement>(`[data-move="${CSS.escape(`${id}:${dir}`)}"]`);
  const same = button(direction);
  (same && !same.disabled ? same : button(direction === "up" ? "down" : "up"))?.focus();
}

/** How long "Deleted … Undo" stays: long enough to read and reach. */
const UNDO_TOAST_MS = 10_000;

/**
 * One collection's items in their order, drafts with them: add, edit, publish or take back to draft,
 * move up or down (the order the public page shows), delete (restorable for CONTENT_RESTORE_DAYS days,
 * with Undo at once), and the recently deleted below.
 */
export function CollectionEditor({ collection }: { collection: ContentCollection }) {
  const editor = EDITORS[collection];
  const {
    data: items,
    failure: loadError,
    reload: load,
    setData: setItems,
  } = useLoaded(useCallback((signal?: AbortSignal) => listContentWithDrafts(collection, signal), [collection]));
  const navigate = useNavigate();
  const preview = (item: ContentItem) => navigate(contentPreviewPath(collection, item.id));
  const [open, setOpen] = useState<Open>(null);
  const readHistory = useCallback(
    (signal?: AbortSignal) => (open?.kind === "history" ? getContentHistory(collection, open.item.id, signal) : Promise.reject(new Error("No item."))),
    [collection, open],
  );
  const [busyId, setBusyId] = useState<string | null>(null);
  const [deletedVersion, setDeletedVersion] = useState(0);

  const name = (item: ContentItem) => editor.name(item.fields) || `this ${editor.noun}`;

  /** Runs one item's action, its buttons off meanwhile; `then` runs once they are back (to put the focus on one). */
  async function act(item: ContentItem, work: () => Promise<void>, then?: () => void) {
    setBusyId(item.id);
    try {
      await work();
    } catch (error) {
      toastFailure(error);
    } finally {
      flushSync(() => setBusyId(null));
      then?.();
    }
  }

  const restore = (item: ContentItem) =>
    act(item, async () => {
      await restoreContentItem(collection, item.id);
      toast.success(`Restored ${name(item)}.`);
      setDeletedVersion((n) => n + 1);
      await load();
    });

  /** `moveTo`: the index in the whole list an up or down goes to (the neighbour in the item's section). */
  const onAction = (item: EditedContentItem, action: RowAction, moveTo?: number | null) => {
    const index = items?.findIndex((other) => other.id === item.id) ?? -1;
    switch (action) {
      case "edit":
        return setOpen({ kind: "edit", item });
      case "history":
        return setOpen({ kind: "history", item });
      case "preview":
        return void preview(item);
      case "publish-draft":
        return void act(item, async () => {
          await publishContentItem(collection, item.id);
          toast.success(`Published your changes to ${name(item)}.`);
          await load();
        });
      case "discard-draft":
        return void act(item, async () => {
          await discardContentDraft(collection, item.id);
          toast.success(`Discarded the draft of ${name(item)}: the site shows it as before.`);
          await load();
        });
      case "delete":
        return setOpen({ kind: "delete", item });
      case "up":
      case "down":
        return void act(
          item,
          async () => {
            const moved = await moveContentItem(collection, item.id, moveTo ?? Math.max(0, index + (action === "up" ? -1 : 1)));
            // The order's answer has no drafts: each item keeps the one it had.
            setItems((current) => moved.map((one) => ({ ...one, draft: current?.find((other) => other.id === one.id)?.draft ?? null })));
          },
          () => keepMoveFocus(item.id, action),
        );
      case "publish":
      case "unpublish":
        return void act(item, async () => {
          await updateContentItem(collection, item.id, { status: action === "publish" ? "published" : "draft" });
          toast.success(action === "publish" ? `Published ${name(item)}.` : `${name(item)} is a draft again: it is off the site.`);
          await load();
        });
    }
  };

  const onDelete = (item: ContentItem) =>
    act(item, async () => {
      await deleteContentItem(collection, item.id);
      setOpen(null);
      toast.success(`Deleted ${name(item)}.`, {
        duration: UNDO_TOAST_MS,
        description: `You can restore it for ${CONTENT_RESTORE_DAYS} days.`,
        action: { label: "Undo", onClick: () => void restore(item) },
      });
      setDeletedVersion((n) => n + 1);
      await load();
    });

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-3">
        <button type="button" className={primaryButton} onClick={() => setOpen({ kind: "add" })}>
          Add {withArticle(editor.noun)}
        </button>
        {collection === "board" && items !== null && (
          <BoardHandover
            items={items}
            onDone={(moved) => setItems((current) => moved.map((one) => ({ ...one, draft: current?.find((other) => other.id === one.id)?.draft ?? null })))}
          />
        )}
      </div>
      {loadError ? (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {loadError}
        </p>
      ) : items === null ? (
        <p className="text-ink-muted">Loading…</p>
      ) : items.length === 0 ? (
        <p className="text-ink-muted">Nothing here yet: the page shows this part empty until you add a {editor.noun}.</p>
      ) : (
        // Sectioned as the public page shows the list (the board's groups): a move stays within the section (decision 136).
        sectionsOf(editor, items).map((section) => (
          <section key={section.key} aria-label={section.label || undefined} className="space-y-2">
            {section.label && <h3 className="pt-2 font-semibold text-ink">{section.label}</h3>}
            <ol className="divide-y divide-line border-y border-line" aria-label={section.label ? `${section.label} in order` : `${editor.title} in order`}>
              {section.items.map(({ item }, at) => (
                <ContentRow
                  key={item.id}
                  collection={collection}
                  item={item}
                  first={at === 0}
                  last={at === section.items.length - 1}
                  busy={busyId === item.id}
                  onAction={(action) => onAction(item, action, action === "up" || action === "down" ? moveTarget(section.items, at, action) : undefined)}
                />
              ))}
            </ol>
          </section>
        ))
      )}
      <DeletedItems collection={collection} version={deletedVersion} busyId={busyId} onRestore={(item) => void restore(item)} />
      {(open?.kind === "add" || open?.kind === "edit") && (
        <ContentFormDialog
          collection={collection}
          {...(open.kind === "edit" ? { item: open.item } : {})}
          onClose={() => setOpen(null)}
          onSaved={() => {
            setOpen(null);
            void load();
          }}
          onPreview={(item) => void preview(item)}
        />
      )}
      {open?.kind === "history" && (
        <HistoryDialog
          name={name(open.item)}
          noun={editor.noun}
          read={readHistory}
          label={(field) => (field === "status" ? "Status" : (editor.fields.find((spec) => spec.name === field)?.label ?? field))}
          restoreNote="whether it is published stays as it is"
          onRestore={async (versionId) => {
            const restored = await restoreContentVersion(collection, open.item.id, versionId);
            toast.success(`Restored an earlier version of ${editor.name(restored.fields) || name(open.item)}.`);
            setOpen(null);
            await load();
          }}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === "delete" && (
        <ConfirmDialog
          title={`Delete ${name(open.item)}?`}
          confirmLabel={`Delete ${editor.noun}`}
          busyLabel="Deleting…"
          busy={busyId === open.item.id}
          onConfirm={() => void onDelete(open.item)}
          onCancel={() => setOpen(null)}
        >
          <p>It leaves the site at once. You can restore it under “Recently deleted” for {CONTENT_RESTORE_DAYS} days; after that it is gone for good.</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
