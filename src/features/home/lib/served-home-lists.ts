import { failureOf, reachApi } from "~/lib/api-error";
import type { HomeListName } from "~/shared/content/lists/home";

/**
 * The home page's places as the Worker wrote them into the page it serves at `/` (decision 089), for
 * a visit the Worker did not write (a click from another page): one request, which the edge keeps,
 * and no renderer in the browser. The markup is the site's own page's, made by the `html` templates
 * (every value escaped), as on a first load.
 */
export async function servedHomeLists(signal: AbortSignal): Promise<Record<HomeListName, string>> {
  const response = await reachApi("/", { headers: { Accept: "text/html" }, credentials: "same-origin", signal });
  if (!response.ok) throw failureOf(response, null);
  const page = new DOMParser().parseFromString(await response.text(), "text/html");
  const place = (name: HomeListName) => page.querySelector(`[data-content-list="${name}"]`)?.innerHTML ?? "";
  return { programs: place("programs"), sponsors: place("sponsors"), photo: place("photo") };
}
