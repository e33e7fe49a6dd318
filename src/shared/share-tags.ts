/**
 * The Open Graph and Twitter tags of a page the Worker writes into its HTML (an event's, a post's),
 * which the page's route renders again once it has taken the page over. One list for both, so the
 * two kinds of page describe themselves to link previews the same way.
 */
export type ShareMeta = { attribute: "name" | "property"; key: string; content: string };

type ShareFacts = {
  /** Open Graph's type: "website", "article". */
  type: string;
  siteName: string;
  title: string;
  description: string;
  url: string;
  /** The share image's absolute address, its size (the site's share images are 1200 × 630) and what it shows. */
  image: string;
  imageSize?: { width: number; height: number };
  imageAlt: string;
  /** Open Graph tags of the type's own (an article's date, author, tags), after the common ones. */
  more?: readonly (readonly [key: string, content: string])[];
};

export function shareMeta({
  type,
  siteName,
  title,
  description,
  url,
  image,
  imageSize = { width: 1200, height: 630 },
  imageAlt,
  more = [],
}: ShareFacts): ShareMeta[] {
  const name = (key: string, content: string): ShareMeta => ({ attribute: "name", key, content });
  const property = (key: string, content: string): ShareMeta => ({ attribute: "property", key, content });
  return [
    name("description", description),
    property("og:type", type),
    property("og:site_name", siteName),
    property("og:title", title),
    property("og:description", description),
    property("og:url", url),
    property("og:image", image),
    property("og:image:width", String(imageSize.width)),
    property("og:image:height", String(imageSize.height)),
    property("og:image:alt", imageAlt),
    ...more.map(([key, content]) => property(key, content)),
    name("twitter:card", "summary_large_image"),
    name("twitter:title", title),
    name("twitter:description", description),
    name("twitter:image", image),
  ];
}
