import { useMatches } from "react-router";

/**
 * The path of the page being shown, or null while only the root is matched.
 *
 * Read from the route matches rather than the URL on purpose: the SPA
 * fallback document is prerendered at "/" but hydrates at another URL with
 * only the root matched, and a URL-based "current page" would make the
 * prerendered markup and the first client render disagree.
 */
export function useCurrentPagePath(): string | null {
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  if (!leaf || leaf.id === "root") return null;
  return leaf.pathname.length > 1 ? leaf.pathname.replace(/\/$/, "") : leaf.pathname;
}

/** The header is dark on the home page only (spec §2). */
export function useIsHomePage(): boolean {
  return useMatches().some((match) => match.id === "routes/home");
}
