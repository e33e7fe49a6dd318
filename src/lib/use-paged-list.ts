import { useCallback } from "react";
import type { PageMeta } from "~/shared/envelope";
import { useLoaded } from "./use-loaded";

type FetchPage<Query, Item> = (query: Query, signal: AbortSignal) => Promise<{ items: Item[]; meta: PageMeta }>;

/**
 * One page of a list endpoint for the query, fetched again when the query
 * changes or after `reload()`. The previous page stays on screen while the
 * next loads, so the list does not flash empty; a failure shows until the
 * next read starts. Built on useLoaded (decision 156).
 */
export function usePagedList<Query, Item>(fetchPage: FetchPage<Query, Item>, query: Query, enabled: boolean) {
  // The query is a fresh object each render: compare its content.
  const key = JSON.stringify(query);
  const read = useCallback((signal: AbortSignal) => fetchPage(JSON.parse(key) as Query, signal), [fetchPage, key]);
  const { data, failure, loading, reload, setData } = useLoaded(enabled ? read : null);

  /** Puts a changed item in place without a round trip. */
  const replace = (isSame: (item: Item) => boolean, next: Item) =>
    setData((current) => current && { ...current, items: current.items.map((item) => (isSame(item) ? next : item)) });

  return {
    items: data?.items ?? [],
    meta: data?.meta ?? null,
    loading,
    error: loading ? null : failure,
    reload: () => void reload(),
    replace,
  };
}
