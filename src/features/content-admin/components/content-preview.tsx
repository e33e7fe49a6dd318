import { useCallback, useState, type ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { primaryButton, secondaryButton } from "~/components/buttons";
import { toastFailure } from "~/lib/failure-toast";
import { toast } from "~/lib/toast";
import { useLoaded } from "~/lib/use-loaded";
import type { ContentPreview as Preview } from "~/shared/content/drafts";
import { PAGED_COLLECTIONS } from "~/shared/content/pages";
import { COLLECTION_PAGES } from "~/shared/content/paths";
import type { ContentCollection } from "~/shared/content/vocabulary";
import { getContentPreview } from "../api/content-drafts";
import { publishContentItem } from "../api/content-drafts";
import { EDITORS } from "../lib/editors";

const isPaged = (value: string | null): value is ContentCollection => (PAGED_COLLECTIONS as readonly (string | null)[]).includes(value);

type ContentPreviewProps = {
  /** The public page's own component with the preview's items (the app puts the features together). */
  page: (collection: ContentCollection, preview: Preview) => ReactNode;
};

/**
 * A draft as its public page will show it (decision 130), for officers: `?list=board&id=…`. A bar
 * above the page says that it is not on the site, and "Publish" makes it live; the page below is the
 * public page's own component, given the published items with this one as its draft would publish it.
 */
export function ContentPreview({ page }: ContentPreviewProps) {
  const [params] = useSearchParams();
  const list = params.get("list");
  const id = params.get("id") ?? "";
  const collection = isPaged(list) ? list : null;
  const { data, failure, reload } = useLoaded(
    useCallback(
      (signal?: AbortSignal) => (collection ? getContentPreview(collection, id, signal) : Promise.reject(new Error("This preview's address names no item."))),
      [collection, id],
    ),
  );
  const [publishing, setPublishing] = useState(false);
  const back = `/profile/admin/content?list=${collection ?? PAGED_COLLECTIONS[0]}`;
  const editor = collection ? EDITORS[collection] : null;

  async function publish() {
    if (!collection || !data || publishing) return;
    setPublishing(true);
    try {
      await publishContentItem(collection, id);
      toast.success(`Published ${editor?.name(data.item.fields) || `the ${editor?.noun ?? "item"}`}: it is on ${COLLECTION_PAGES[collection]} now.`);
      await reload();
    } catch (error) {
      toastFailure(error);
    } finally {
      setPublishing(false);
    }
  }

  return (
    <>
      <section aria-label="Preview" className="border-b border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-3">
          <p className="min-w-0 flex-1 basis-64">
            {data === null ? (
              "Preview"
            ) : data.publishes === "nothing" ? (
              <>
                <strong>Published.</strong> This is how {collection ? COLLECTION_PAGES[collection] : "the page"} shows it.
              </>
            ) : (
              <>
                <strong>Preview, not on the site yet.</strong> This is how {collection ? COLLECTION_PAGES[collection] : "the page"} will show{" "}
                {editor ? `this ${editor.noun}` : "it"} once you publish.
              </>
            )}
          </p>
          <div className="flex flex-wrap gap-2">
            <Link to={back} className={secondaryButton}>
              Back to editing
            </Link>
            {data && data.publishes !== "nothing" && (
              <button type="button" className={primaryButton} disabled={publishing} onClick={() => void publish()}>
                {publishing ? "Publishing…" : "Publish"}
              </button>
            )}
          </div>
        </div>
      </section>
      {failure ? (
        <div className="mx-auto max-w-4xl px-4 py-10">
          <p role="alert" className="text-red-700 dark:text-red-300">
            {failure}
          </p>
        </div>
      ) : data === null || collection === null ? (
        <p className="mx-auto max-w-4xl px-4 py-10 text-ink-muted">Loading…</p>
      ) : (
        page(collection, data)
      )}
    </>
  );
}
