import { useCallback, useRef } from "react";
import { useLoaded } from "~/lib/use-loaded";

/** The attribute of the element the Worker writes a page's list into (CONTENT_LIST_ATTRIBUTE). */
const LIST_ELEMENT = { "data-content-list": "" };

/**
 * The slides archive (decision 087). The Worker writes the list into the page's first HTML
 * (src/shared/content/lists/slides.ts), filtered by `?slides=`; its filters are links that load
 * the page again, filtered. So after a first load the list is already on screen, and React, which
 * does not compare inner HTML while hydrating, keeps it. Only a visit the Worker did not write (a
 * click from another page, `npm run dev`: the list's element is empty, SLIDE_LIST_PLACEHOLDER)
 * reads the decks from the API, with a renderer loaded then.
 */
export function SlidesSection({ requested }: { requested: string | null }) {
  const list = useRef<HTMLDivElement>(null);
  // The Worker's list is on screen: "" leaves it as it is.
  const written = useCallback(() => (list.current?.hasChildNodes() ? "" : undefined), []);
  const read = useCallback(
    (signal: AbortSignal) => import("../lib/slides-list").then(({ slidesListMarkup }) => slidesListMarkup(requested, signal)),
    [requested],
  );
  const { data, failure } = useLoaded(read, { held: written });
  const markup = data ?? "";
  const failed = failure !== null;

  return (
    <section aria-labelledby="slides" className="pt-6">
      <h2 id="slides" className="text-2xl font-semibold text-ink">
        Slides and recordings
      </h2>
      <p className="mt-1 text-ink-muted">From our general meetings and workshops, by term.</p>
      {failed ? (
        <p role="alert" className="mt-4 text-ink-muted">
          The slides could not be loaded. Reload the page to try again.
        </p>
      ) : (
        <div
          ref={list}
          {...LIST_ELEMENT}
          className="mt-4 space-y-6"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: made by `html` templates, every value escaped (src/shared/html.ts)
          dangerouslySetInnerHTML={{ __html: markup }}
          suppressHydrationWarning
        />
      )}
    </section>
  );
}
