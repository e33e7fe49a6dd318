import { useEffect, useState } from "react";
import type { PublishedItem } from "~/shared/content/pages";
import type { ContentCollection } from "~/shared/content/vocabulary";
import { embeddedContent, publishedContent } from "./public-api/content";

type Read<T> = { value: T } | { error: unknown };

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
  const [read, setRead] = useState<Read<T> | undefined>(() => {
    const embedded = embeddedContent(collections);
    return embedded && { value: select(embedded) };
  });
  const key = collections.join(",");
  const hasRead = read !== undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `collections`; `select` is the page's pure function
  useEffect(() => {
    if (hasRead) return;
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
