import type { MetaDescriptor } from "react-router";
import { findPage, shareImageSlug, type PageInfo } from "~/content/pages";
import { site } from "~/site.config";

/** "Name | Product" (docs/product.md, Pages). */
export function pageTitle(name: string): string {
  return `${name} | ${site.productName}`;
}

/** Absolute URL of a page's share image, generated at build (scripts/postbuild/share-images.ts). */
function shareImageUrl(page: PageInfo): string {
  return `${site.url}/og/${shareImageSlug(page.path)}.png`;
}

/**
 * The <head> tags of a page: title, description, Open Graph and Twitter card.
 * Prerendering bakes them into each page's HTML, so link previews (whose
 * crawlers do not run JavaScript) see them.
 */
export function pageMeta(path: string, overrides: { noindex?: boolean } = {}): MetaDescriptor[] {
  const page = findPage(path);
  const title = pageTitle(page.name);
  const image = shareImageUrl(page);
  const url = `${site.url}${page.path === "/" ? "" : page.path}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.productName },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: `${page.name}, ${site.productName}` },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
  ];
  // Members-only pages are a login prompt to a crawler: keep them out of search results.
  if (overrides.noindex || page.access) tags.push({ name: "robots", content: "noindex" });
  else if (!page.path.includes(":")) {
    tags.push({ property: "og:url", content: url }, { tagName: "link", rel: "canonical", href: url });
  }
  return tags;
}
