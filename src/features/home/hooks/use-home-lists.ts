import { useLoaded } from "~/lib/use-loaded";
import type { HomeListName } from "~/shared/content/lists/home";
import { servedHomeLists } from "../lib/served-home-lists";

export type HomeLists = {
  /** Each place's HTML once the SPA wrote it; "" while the Worker's stays (React keeps it while hydrating) or until it is read. */
  markup: Record<HomeListName, string>;
  failed: boolean;
};

const NONE: Record<HomeListName, string> = { programs: "", sponsors: "", photo: "" };

/** Under `npm run dev` no page is the Worker's: the API gives the items, and the renderer makes the places. */
async function devHomeLists(signal: AbortSignal): Promise<Record<HomeListName, string>> {
  const { homeListsMarkup } = await import("../lib/home-lists");
  return homeListsMarkup(signal);
}

/**
 * The home page's programs, sponsors and photo (decision 089). On a first load the Worker wrote them
 * into the page's first HTML, and the SPA leaves them as they are. A visit the Worker did not write
 * (a click from another page: the programs' element is empty, since the Worker always writes the
 * programs or the sentence that there are none) takes them from the page the Worker serves at `/`.
 */
export function useHomeLists(): HomeLists {
  const { data, failure } = useLoaded(readHomeLists, { held: writtenByWorker });
  return { markup: data ?? NONE, failed: failure !== null };
}

// The attribute is CONTENT_LIST_ATTRIBUTE, written out: its module would join the first load.
const writtenByWorker = () => (document.querySelector('[data-content-list="programs"]')?.hasChildNodes() ? NONE : undefined);

// The condition is a constant of the build, so the built site has no renderer chunk to name.
const readHomeLists = (signal: AbortSignal) => (import.meta.env.DEV ? devHomeLists(signal) : servedHomeLists(signal));
