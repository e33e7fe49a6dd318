import type { MetaDescriptor } from "react-router";
import { site } from "~/site.config";

/**
 * Facts about the page the Worker served for this very address (pages of one event or one post,
 * which the Worker answers with 404 when there is no such thing).
 */

/**
 * Whether the browser loaded this very address as the not-found page (status 404), so there is
 * nothing to ask the API. Browsers without `responseStatus` ask anyway.
 */
export function servedAsNotFound(): boolean {
  if (typeof performance === "undefined") return false;
  const [entry] = performance.getEntriesByType("navigation") as (PerformanceNavigationTiming & { responseStatus?: number })[];
  return entry?.responseStatus === 404 && new URL(entry.name).pathname === window.location.pathname;
}

/** For an unknown event or post: the not-found page's tags (as src/app/routes/not-found.tsx has them, without the page registry). */
export const notFoundMeta = (): MetaDescriptor[] => [{ title: `Page Not Found | ${site.productName}` }, { name: "robots", content: "noindex" }];

/** The origin of the page's canonical address as the Worker wrote it, else this page's origin. */
export function canonicalOrigin(): string {
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  return canonical ? new URL(canonical.href).origin : window.location.origin;
}
