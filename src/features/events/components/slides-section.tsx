import { SLIDE_DECKS } from "~/content/slides";
import { SlidesArchive } from "./slides-archive";

export function SlidesSection() {
  return (
    <section aria-labelledby="slides" className="pt-6">
      <h2 id="slides" className="text-2xl font-semibold text-ink">
        Slides and recordings
      </h2>
      <p className="mt-1 text-ink-muted">From our general meetings and workshops, by term.</p>
      <div className="mt-4">
        <SlidesArchive decks={SLIDE_DECKS} />
      </div>
    </section>
  );
}
