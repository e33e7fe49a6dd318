import { useHydrated } from "./use-hydrated";

/**
 * The current time for splitting upcoming from past. While a prerendered page
 * hydrates it is the time the page was rendered (passed from its loader), so
 * the first render matches the HTML; after that it is the visitor's clock, so
 * a page built weeks ago still shows the right events as upcoming.
 */
export function useNow(renderedAt: number): number {
  return useHydrated() ? Date.now() : renderedAt;
}
