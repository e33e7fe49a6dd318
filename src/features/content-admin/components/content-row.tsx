import { secondaryButton } from "~/components/buttons";
import { MenuButton, type MenuItem } from "~/components/menu-button";
import type { EditedContentItem } from "~/shared/content/drafts";
import { contentItemPath } from "~/shared/content/paths";
import type { ContentCollection } from "~/shared/content/vocabulary";
import { EDITORS } from "../lib/editors";

export type RowAction = "edit" | "up" | "down" | "publish" | "unpublish" | "delete" | "history" | "preview" | "publish-draft" | "discard-draft";

type ContentRowProps = {
  collection: ContentCollection;
  item: EditedContentItem;
  first: boolean;
  last: boolean;
  busy: boolean;
  onAction: (action: RowAction) => void;
};

const moveButton = `${secondaryButton} px-3`;

/** One item of the list: its name, what it is, whether it is a draft, and what an officer can do with it. */
export function ContentRow({ collection, item, first, last, busy, onAction }: ContentRowProps) {
  const editor = EDITORS[collection];
  const name = editor.name(item.fields) || `Untitled ${editor.noun}`;
  const draft = item.status === "draft";
  const waiting = item.draft !== null;
  const more: MenuItem[] = [
    // A change saved as a draft (decision 130): previewed, published or dropped from here.
    ...(waiting
      ? [
          { label: "Preview draft", onSelect: () => onAction("preview") },
          { label: "Publish draft", onSelect: () => onAction("publish-draft") },
          { label: "Discard draft", onSelect: () => onAction("discard-draft"), danger: true },
        ]
      : draft
        ? [{ label: "Preview", onSelect: () => onAction("preview") }]
        : []),
    draft ? { label: "Publish", onSelect: () => onAction("publish") } : { label: "Move to drafts", onSelect: () => onAction("unpublish") },
    { label: "History", onSelect: () => onAction("history") },
    { label: "Delete", onSelect: () => onAction("delete"), danger: true },
  ];
  return (
    <li className="flex flex-wrap items-center gap-x-6 gap-y-3 py-3" aria-busy={busy || undefined}>
      <div className="min-w-0 flex-1 basis-56">
        <p className="font-semibold text-ink">
          {name}
          {draft && (
            <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900 dark:text-amber-100">Draft</span>
          )}
          {waiting && (
            <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900 dark:text-amber-100">
              Unpublished changes
            </span>
          )}
        </p>
        <p className="wrap-anywhere text-sm text-ink-muted">{editor.detail(item.fields)}</p>
        {!draft && (
          <a
            href={contentItemPath(collection, item.fields)}
            aria-label={`View on the site: ${name}`}
            className="text-sm text-link underline underline-offset-4"
          >
            View on the site
          </a>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={moveButton}
          disabled={busy || first}
          onClick={() => onAction("up")}
          data-move={`${item.id}:up`}
          aria-label={`Move up: ${name}`}
        >
          <span aria-hidden="true">↑</span>
        </button>
        <button
          type="button"
          className={moveButton}
          disabled={busy || last}
          onClick={() => onAction("down")}
          data-move={`${item.id}:down`}
          aria-label={`Move down: ${name}`}
        >
          <span aria-hidden="true">↓</span>
        </button>
        <button type="button" className={secondaryButton} disabled={busy} onClick={() => onAction("edit")} aria-label={`Edit: ${name}`}>
          Edit
        </button>
        <MenuButton label="More" accessibleLabel={`More actions: ${name}`} items={more} />
      </div>
    </li>
  );
}
