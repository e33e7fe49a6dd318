import { useState } from "react";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { FormAlert } from "~/components/form-alert";
import { Pager } from "~/components/pager";
import { toast } from "~/lib/toast";
import { usePagedList } from "~/lib/use-paged-list";
import { usePendingAction } from "~/lib/use-pending-action";
import { pageNumber, useQueryState } from "~/lib/use-query-state";
import type { MediaItem } from "~/shared/media";
import { deleteMedia } from "../api/delete-media";
import { listMedia } from "~/lib/image-upload/list-media";
import { MediaCard } from "./media-card";
import { MediaUploadForm } from "./media-upload-form";

const MEDIA_PAGE_SIZE = 24;

/** /profile/admin/media: the images officers uploaded, newest first, to upload, copy and delete (decision 078). */
export function MediaLibrary() {
  const { values, update, hydrated } = useQueryState({ page: "1" });
  const page = pageNumber(values.page);
  const list = usePagedList(listMedia, { page, pageSize: MEDIA_PAGE_SIZE }, hydrated);
  const [deleting, setDeleting] = useState<MediaItem | null>(null);
  // The refusal (the image is in use) is shown in the dialog, where the officer looks.
  const { busy, failure, run } = usePendingAction({ again: true, inline: true });

  const confirmDelete = (item: MediaItem) =>
    run(async () => {
      await deleteMedia(item.id);
      toast.success("Image deleted.");
      setDeleting(null);
      list.reload();
    });

  const uploaded = () => (page === 1 ? list.reload() : update({ page: "1" }));

  return (
    <div className="space-y-8">
      <MediaUploadForm onUploaded={uploaded} />
      <FormAlert>{list.error}</FormAlert>
      <section aria-labelledby="media-title" aria-busy={list.loading} className="space-y-4">
        <h2 id="media-title" className="text-lg font-semibold text-ink">
          Uploaded images
        </h2>
        {list.meta && list.items.length === 0 && !list.loading ? (
          <p className="rounded-md border border-line bg-surface-muted p-4">No images yet. Upload the first one above.</p>
        ) : (
          <ul className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-3">
            {list.items.map((item) => (
              <MediaCard key={item.id} item={item} onDelete={() => setDeleting(item)} />
            ))}
          </ul>
        )}
        {!list.meta && list.loading && <p className="py-4 text-ink-muted">Loading…</p>}
      </section>
      {list.meta && list.meta.total > 0 && (
        <Pager page={page} pageSize={list.meta.pageSize} total={list.meta.total} noun="images" onPage={(p) => update({ page: String(p) })} />
      )}

      {deleting && (
        <ConfirmDialog
          title="Delete this image?"
          confirmLabel="Delete image"
          busyLabel="Deleting…"
          busy={busy}
          onConfirm={() => void confirmDelete(deleting)}
          onCancel={() => setDeleting(null)}
        >
          <p>
            <strong className="text-ink">{deleting.fileName}</strong> and its {deleting.variants.length} sizes are deleted for good. Pages that still show it
            would show a broken image, so the site refuses while content uses it.
          </p>
          <FormAlert>{failure}</FormAlert>
        </ConfirmDialog>
      )}
    </div>
  );
}
