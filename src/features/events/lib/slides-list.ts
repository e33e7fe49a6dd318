import { publishedContent } from "~/lib/public-api/content";
import { chosenSlideCategory, slideListHtml, slidesOf } from "~/shared/content/lists/slides";

/**
 * The slides list as HTML for a visit to /events that the Worker did not write (a click from
 * another page, `npm run dev`): the published decks from the API, filtered by `?slides=` as the
 * address asks. Loaded with `import()` only then, so the page's first load carries no renderer.
 */
export async function slidesListMarkup(requested: string | null, signal?: AbortSignal): Promise<string> {
  const decks = slidesOf((await publishedContent(["slides"], signal)).slides);
  return slideListHtml(decks, chosenSlideCategory(decks, requested)).markup;
}
