import { publishedContent } from "~/lib/public-api/content";
import { HOME_LISTS, type HomeListName } from "~/shared/content/lists/home";

/**
 * The home page's places as HTML for a visit the Worker did not write (a click from another page,
 * `npm run dev`): the published programs, sponsors and albums from the API, made into the very HTML
 * the Worker writes. Loaded with `import()` only then, so the page's first load carries no renderer.
 */
export async function homeListsMarkup(signal?: AbortSignal): Promise<Record<HomeListName, string>> {
  const collections = await publishedContent(["programs", "sponsors", "albums"], signal);
  return {
    programs: HOME_LISTS.programs(collections).markup,
    sponsors: HOME_LISTS.sponsors(collections).markup,
    photo: HOME_LISTS.photo(collections).markup,
  };
}
