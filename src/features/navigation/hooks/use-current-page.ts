import { useMatches } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * The SPA fallback document (member pages) is prerendered as "/" — home's
 * dark header, "Home" marked current — but hydrates at another URL. React
 * keeps server attributes that differ during hydration and never corrects
 * them afterwards, so while hydrating that document these hooks answer as
 * the HTML was rendered, and the truth follows right after hydration.
 */
function hydratingSpaFallback(hydrated: boolean): boolean {
  if (hydrated || typeof window === "undefined") return false;
  return (window as { __reactRouterContext?: { isSpaMode?: boolean } }).__reactRouterContext?.isSpaMode === true;
}

/**
 * The path of the page being shown, or null while only the root is matched.
 *
 * Read from the route matches rather than the URL on purpose: prerendered
 * pages hydrate at a URL that may differ from the one they were rendered at
 * ("/profile/" vs "/profile"), and a URL-based "current page" would make the
 * prerendered markup and the first client render disagree.
 */
export function useCurrentPagePath(): string | null {
  const matches = useMatches();
  const fallback = hydratingSpaFallback(useHydrated());
  if (fallback) return "/";
  const leaf = matches[matches.length - 1];
  if (!leaf || leaf.id === "root") return null;
  return leaf.pathname.length > 1 ? leaf.pathname.replace(/\/$/, "") : leaf.pathname;
}

/** The header is dark on the home page only (docs/product.md, Header and navigation). */
export function useIsHomePage(): boolean {
  const matches = useMatches();
  const fallback = hydratingSpaFallback(useHydrated());
  return fallback || matches.some((match) => match.id === "routes/home");
}

/** The route of the page being shown (as `useCurrentPagePath`, and home's while hydrating the SPA fallback), or null. */
export function useCurrentRouteId(): string | null {
  const matches = useMatches();
  const fallback = hydratingSpaFallback(useHydrated());
  if (fallback) return "routes/home";
  const leaf = matches[matches.length - 1];
  return !leaf || leaf.id === "root" ? null : leaf.id;
}
