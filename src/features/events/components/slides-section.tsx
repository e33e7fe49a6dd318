import type { SlideDeck } from "~/content/schema/slides";
import { SlidesArchive } from "./slides-archive";

/** The slides archive; the decks come from the page's loader (data in the HTML, not JavaScript: decision 005). */
export function SlidesSection({ decks }: { decks: readonly SlideDeck[] }) {
  return (
    <section aria-labelledby="slides" className="pt-6">
      <h2 id="slides" className="text-2xl font-semibold text-ink">
        Slides and recordings
      </h2>
      <p className="mt-1 text-ink-muted">From our general meetings and workshops, by term.</p>
      <div className="mt-4">
        <SlidesArchive decks={decks} />
      </div>
    </section>
  );
}
