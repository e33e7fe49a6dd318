import { useEffect, useState } from "react";
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
  const [lists, setLists] = useState<HomeLists>({ markup: NONE, failed: false });

  useEffect(() => {
    // The attribute is CONTENT_LIST_ATTRIBUTE, written out: its module would join the first load.
    if (document.querySelector('[data-content-list="programs"]')?.hasChildNodes()) return;
    const controller = new AbortController();
    // The condition is a constant of the build, so the built site has no renderer chunk to name.
    (import.meta.env.DEV ? devHomeLists(controller.signal) : servedHomeLists(controller.signal)).then(
      (markup) => setLists({ markup, failed: false }),
      () => controller.signal.aborted || setLists({ markup: NONE, failed: true }),
    );
    return () => controller.abort();
  }, []);

  return lists;
}
