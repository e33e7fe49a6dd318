import { useEffect, useState } from "react";
import type { PublishedItem } from "~/shared/content/pages";
import type { ContentCollection } from "~/shared/content/vocabulary";
import { publishedContent } from "./public-api/content";

/**
 * A content page's items (decision 079). After a click from another page the route's clientLoader
 * has read them already (`fromLoader`). On the page's first load they are read once the page has
 * hydrated — from the JSON the Worker wrote into it, else from the API — because the prerendered
 * HTML (title, lead, the list's outline: the LCP) is what hydration must match. Undefined until
 * then; a failure to read them is thrown to the route's error boundary.
 */
export function usePublishedContent<C extends ContentCollection, T>(
  fromLoader: T | undefined,
  collections: readonly C[],
  select: (content: Record<C, PublishedItem[]>) => T,
): T | undefined {
  const [read, setRead] = useState<{ value: T } | { error: unknown }>();
  const key = collections.join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `collections`; `select` is the page's pure function
  useEffect(() => {
    if (fromLoader !== undefined) return;
    const controller = new AbortController();
    publishedContent(collections, controller.signal).then(
      (content) => setRead({ value: select(content) }),
      (error: unknown) => {
        if (!controller.signal.aborted) setRead({ error });
      },
    );
    return () => controller.abort();
  }, [fromLoader, key]);
  if (fromLoader !== undefined) return fromLoader;
  if (read && "error" in read) throw read.error;
  return read?.value;
}
