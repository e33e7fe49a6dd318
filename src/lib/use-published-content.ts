import { useCallback } from "react";
import type { PublishedItem } from "~/shared/content/pages";
import type { ContentCollection } from "~/shared/content/vocabulary";
import { embeddedContent, publishedContent } from "./public-api/content";
import { useLoaded } from "./use-loaded";

/**
 * A list page's items (decisions 079 and 083). On the page's first load they are the JSON the
 * Worker wrote into the page, read while the page hydrates: the Worker wrote the list as HTML from
 * the same items, so the page renders what is already on screen. After a click from another page
 * (or under `npm run dev`) they come from the API once the page has mounted: undefined until then.
 * A failure to read them is thrown to the route's error boundary.
 */
export function usePublishedContent<C extends ContentCollection, T>(
  collections: readonly C[],
  select: (content: Record<C, PublishedItem[]>) => T,
): T | undefined {
  const key = collections.join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `collections`; `select` is the page's pure function
  const held = useCallback(() => {
    const embedded = embeddedContent(collections);
    return embedded && select(embedded);
  }, [key]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `collections`; `select` is the page's pure function
  const read = useCallback((signal: AbortSignal) => publishedContent(collections, signal).then(select), [key]);
  const { data, error, failure } = useLoaded(read, { held, heldAtFirstRender: true });
  if (failure !== null) throw error;
  return data ?? undefined;
}
