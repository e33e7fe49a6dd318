import { publishedContent } from "~/lib/public-api/content";
import { HOME_LISTS, type HomeListName } from "~/shared/content/lists/home";

/**
 * The home page's places as HTML under `npm run dev`, where no page is the Worker's: the published
 * programs, sponsors and albums from the API, made into the very HTML the Worker writes. The built
 * site never loads it (it reads the Worker's page: served-home-lists.ts).
 */
export async function homeListsMarkup(signal?: AbortSignal): Promise<Record<HomeListName, string>> {
  const collections = await publishedContent(["programs", "sponsors", "albums"], signal);
  return {
    programs: HOME_LISTS.programs(collections).markup,
    sponsors: HOME_LISTS.sponsors(collections).markup,
    photo: HOME_LISTS.photo(collections).markup,
  };
}
