import { secondaryButton } from "~/components/buttons";
import { ContentImage } from "~/components/content-image";
import { toast } from "~/lib/toast";
import { formatBytes } from "~/shared/file-size";
import type { MediaItem } from "~/shared/media";
import { formatInstant, viewerTimeZone } from "~/shared/time/formats";
import { toEpochMs } from "~/shared/time/instant";

const viewerZone = viewerTimeZone();
const KIND_LABEL = { portrait: "Portrait", photo: "Photo", logo: "Logo" } as const;

/**
 * The address people paste into content: the widest file's path on this site (`/media/…`), which
 * content accepts and which stays right under any of the site's addresses (issue 35: a full
 * `http://…` address is another site's to the content's rules, and a post then showed only the alt text).
 */
async function copyAddress(item: MediaItem) {
  try {
    await navigator.clipboard.writeText(item.src);
    toast.success("Address copied.");
  } catch {
    toast.error(`Copying was not allowed. The address is ${item.src}`);
  }
}

/** One upload in the library: the picture, its kind, widths, size and date, and what can be done with it. */
export function MediaCard({ item, onDelete }: { item: MediaItem; onDelete: () => void }) {
  const uploaded = formatInstant("shortDay", toEpochMs(item.uploadedAt), viewerZone);
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border border-line bg-surface-raised">
      <div className="flex aspect-[3/2] items-center justify-center bg-surface-muted p-2">
        <ContentImage
          image={{ src: item.src, alt: `${KIND_LABEL[item.kind]} uploaded as ${item.fileName}` }}
          kind={item.kind}
          sizes="(min-width: 1024px) 16rem, (min-width: 640px) 33vw, 50vw"
          className="max-h-full w-full"
          imgClassName="max-h-[calc(100%)] object-contain"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 text-sm">
        <p className="font-medium break-all text-ink">{item.fileName}</p>
        <p className="text-ink-muted">
          <span className="rounded bg-surface-muted px-1.5 font-semibold text-ink">{KIND_LABEL[item.kind]}</span> · {item.width} × {item.height} ·{" "}
          {formatBytes(item.bytes)}
        </p>
        <p className="text-ink-muted">
          <time dateTime={item.uploadedAt}>{uploaded}</time>
          {item.uploadedBy && ` by ${item.uploadedBy}`}
        </p>
        <p className="text-ink-muted">
          Widths:{" "}
          {item.variants.map((variant, i) => (
            <span key={variant.width}>
              {i > 0 && ", "}
              <a
                href={variant.src}
                className="font-medium text-link underline underline-offset-4"
                aria-label={`${variant.width} pixels wide, ${formatBytes(variant.bytes)}`}
              >
                {variant.width}
              </a>
            </span>
          ))}{" "}
          px
        </p>
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          <button type="button" className={`${secondaryButton} px-3 py-1.5`} onClick={() => void copyAddress(item)}>
            Copy address<span className="sr-only"> of {item.fileName}</span>
          </button>
          <button type="button" className={`${secondaryButton} px-3 py-1.5 text-red-700 dark:text-red-300`} onClick={onDelete}>
            Delete<span className="sr-only"> {item.fileName}</span>
          </button>
        </div>
      </div>
    </li>
  );
}
