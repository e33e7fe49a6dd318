import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while React hydrates prerendered HTML, true afterwards. Prerendered
 * pages cannot know the query string, so anything read from it (e.g. ?q=,
 * ?email=) must wait for this to avoid a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * The current time for splitting upcoming from past. While a prerendered page
 * hydrates it is the time the page was rendered (passed from its loader), so
 * the first render matches the HTML; after that it is the visitor's clock, so
 * a page built weeks ago still shows the right events as upcoming. (Beside
 * useHydrated, in the module every page's first load already has.)
 */
export function useNow(renderedAt: number): number {
  return useHydrated() ? Date.now() : renderedAt;
}
