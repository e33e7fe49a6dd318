import { ContentList } from "~/components/content-list";
import { useInternalLinks } from "~/lib/use-internal-links";
import type { Html } from "~/shared/html";

/**
 * The slides archive: the list's HTML (src/shared/content/lists/slides.ts), which the Worker wrote
 * into the page's first HTML and the SPA writes the same (decision 087). Its category filter is
 * links the SPA follows without a reload, keeping the scroll.
 */
export function SlidesSection({ html }: { html: Html }) {
  const onClick = useInternalLinks();
  return (
    <section aria-labelledby="slides" className="pt-6">
      <h2 id="slides" className="text-2xl font-semibold text-ink">
        Slides and recordings
      </h2>
      <p className="mt-1 text-ink-muted">From our general meetings and workshops, by term.</p>
      <ContentList html={html} onClick={onClick} className="mt-4 space-y-6" />
    </section>
  );
}
