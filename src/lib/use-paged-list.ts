import { useEffect, useState } from "react";
import type { PageMeta } from "~/shared/envelope";
import { errorDetail } from "./api-error";

type PagedList<Item> = { items: Item[]; meta: PageMeta | null; loading: boolean; error: string | null };
type FetchPage<Query, Item> = (query: Query, signal: AbortSignal) => Promise<{ items: Item[]; meta: PageMeta }>;

/**
 * One page of a list endpoint for the query, fetched again when the query
 * changes or after `reload()`. The previous page stays on screen while the
 * next loads, so the list does not flash empty.
 */
export function usePagedList<Query, Item>(fetchPage: FetchPage<Query, Item>, query: Query, enabled: boolean) {
  const [list, setList] = useState<PagedList<Item>>({ items: [], meta: null, loading: true, error: null });
  const [version, setVersion] = useState(0);
  // The query is a fresh object each render: compare its content.
  const key = JSON.stringify(query);

  // biome-ignore lint/correctness/useExhaustiveDependencies(version): reload() changes it to fetch the page again
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setList((current) => ({ ...current, loading: true, error: null }));
    fetchPage(JSON.parse(key) as Query, controller.signal)
      .then(({ items, meta }) => setList({ items, meta, loading: false, error: null }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setList((current) => ({ ...current, loading: false, error: errorDetail(error) }));
      });
    return () => controller.abort();
  }, [fetchPage, key, enabled, version]);

  /** Puts a changed item in place without a round trip. */
  const replace = (isSame: (item: Item) => boolean, next: Item) =>
    setList((current) => ({ ...current, items: current.items.map((item) => (isSame(item) ? next : item)) }));

  return { ...list, reload: () => setVersion((n) => n + 1), replace };
}
