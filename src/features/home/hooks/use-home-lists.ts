import { useEffect, useState } from "react";
import { CONTENT_LIST_ATTRIBUTE } from "~/shared/content/pages";
import type { HomeListName } from "~/shared/content/lists/home";

export type HomeLists = {
  /** Each place's HTML once the SPA made it; "" while the Worker's stays (React keeps it while hydrating) or until it is read. */
  markup: Record<HomeListName, string>;
  failed: boolean;
};

const NONE: Record<HomeListName, string> = { programs: "", sponsors: "", photo: "" };

/**
 * The home page's programs, sponsors and photo (decision 089). On a first load the Worker wrote them
 * into the page's first HTML, and the SPA leaves them as they are. A visit the Worker did not write
 * (a click from another page, `npm run dev`: the programs' element is empty, since the Worker always
 * writes the programs or the sentence that there are none) reads them from the API, with the
 * renderer loaded then.
 */
export function useHomeLists(): HomeLists {
  const [lists, setLists] = useState<HomeLists>({ markup: NONE, failed: false });

  useEffect(() => {
    if (document.querySelector(`[${CONTENT_LIST_ATTRIBUTE}="programs"]`)?.hasChildNodes()) return;
    const controller = new AbortController();
    import("../lib/home-lists")
      .then(({ homeListsMarkup }) => homeListsMarkup(controller.signal))
      .then(
        (markup) => setLists({ markup, failed: false }),
        () => controller.signal.aborted || setLists({ markup: NONE, failed: true }),
      );
    return () => controller.abort();
  }, []);

  return lists;
}
