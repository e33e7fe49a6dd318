import { useEffect, useState } from "react";
import type { PublishedItem } from "~/shared/content/pages";
import type { ContentCollection } from "~/shared/content/vocabulary";
import { publishedContent } from "./public-api/content";

/**
 * A list page's items (decision 079), read once the page has mounted: from the JSON the Worker
 * wrote into the page on its first load, else (a click from another page) from the API. Not in a
 * clientLoader: the prerendered HTML (title, lead, the list's outline) is what hydration must
 * match, and a route with a clientLoader costs every page's first load a little more route table.
 * Undefined until then; a failure to read them is thrown to the route's error boundary.
 */
export function usePublishedContent<C extends ContentCollection, T>(
  collections: readonly C[],
  select: (content: Record<C, PublishedItem[]>) => T,
): T | undefined {
  const [read, setRead] = useState<{ value: T } | { error: unknown }>();
  const key = collections.join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `collections`; `select` is the page's pure function
  useEffect(() => {
    const controller = new AbortController();
    publishedContent(collections, controller.signal).then(
      (content) => setRead({ value: select(content) }),
      (error: unknown) => {
        if (!controller.signal.aborted) setRead({ error });
      },
    );
    return () => controller.abort();
  }, [key]);
  if (read && "error" in read) throw read.error;
  return read?.value;
}
