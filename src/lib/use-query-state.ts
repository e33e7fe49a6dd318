import { useCallback, useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { useHydrated } from "./use-hydrated";

/**
 * A page's state kept in its query string (search text, page, filter), so
 * Back, reload and a shared link show the same list. Defaults before
 * hydration (the prerendered page cannot know the query) and left out of
 * the URL when at their default.
 */
export function useQueryState<Key extends string>(defaults: Record<Key, string>) {
  const hydrated = useHydrated();
  const [params, setParams] = useSearchParams();
  const values = {} as Record<Key, string>;
  for (const key of Object.keys(defaults) as Key[]) {
    values[key] = (hydrated ? params.get(key) : null) ?? defaults[key];
  }

  // Router's `previous` is the query of the last render: two changes before the next render (two
  // filters changed quickly) would each start from it, and the first would be lost. The query a
  // change asked for is kept until a render shows the address has moved (to it, or by Back).
  const asked = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    if (params) asked.current = null;
  }, [params]);

  // `defaults` is a literal at each call site: the callback follows its content, not its identity.
  const defaultsKey = JSON.stringify(defaults);
  const update = useCallback(
    (changes: Partial<Record<Key, string>>) => {
      const initial = JSON.parse(defaultsKey) as Record<Key, string>;
      setParams(
        (previous) => {
          const next = new URLSearchParams(asked.current ?? previous);
          for (const [key, value] of Object.entries(changes) as [Key, string][]) {
            if (value === initial[key]) next.delete(key);
            else next.set(key, value);
          }
          asked.current = next;
          return next;
        },
        // A new history entry per search, page or filter: Back returns to the previous list.
        { preventScrollReset: true },
      );
    },
    [setParams, defaultsKey],
  );

  return { values, update, hydrated };
}

/** A positive page number from the query, 1 when absent or nonsense. */
export function pageNumber(value: string): number {
  const page = Number.parseInt(value, 10);
  return Number.isFinite(page) && page >= 1 ? page : 1;
}
