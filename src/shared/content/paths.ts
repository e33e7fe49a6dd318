import type { ContentCollection } from "./vocabulary";

/** The public page that shows a collection: where "View on the site" goes. */
export const COLLECTION_PAGES: Readonly<Record<ContentCollection, string>> = {
  board: "/board",
  sponsors: "/sponsors",
  albums: "/gallery",
  slides: "/events",
  programs: "/programs",
  posts: "/blogs",
  resources: "/resources",
};

/** The officers' preview of an item's draft as its page will show it (decision 130). */
export const contentPreviewPath = (collection: ContentCollection, id: string) =>
  `/profile/admin/content/preview?list=${collection}&id=${encodeURIComponent(id)}`;

/** A blog post's own page. */
export const postPath = (slug: string) => `/blogs/${slug}`;
/** The gallery at an album's term: it shows albums by term (`?term=`), so an album is found under its term. */
export const albumPath = (term: string) => `/gallery?term=${encodeURIComponent(term)}`;
/** A program's own page: programs sit at the top of the site (/interns, /webdev). */
export const programPath = (slug: string) => `/${slug}`;

/** The page an item is seen on: its own for posts and programs, else its collection's. */
export function contentItemPath(collection: ContentCollection, fields: Record<string, unknown>): string {
  const slug = typeof fields.slug === "string" ? fields.slug : "";
  if (collection === "posts" && slug) return postPath(slug);
  if (collection === "programs" && slug) return programPath(slug);
  return COLLECTION_PAGES[collection];
}

/**
 * The first parts of the site's own addresses: a program (whose page sits at the top, /{slug}) may not
 * take one. tests/unit/reserved-paths.test.ts keeps it in step with the page registry and the Worker.
 */
export const RESERVED_TOP_LEVEL_SLUGS: readonly string[] = [
  // The not-found page's own file (404.html): a program there would never be served.
  "404",
  "about",
  "api",
  "assets",
  "authed",
  "blogs",
  "board",
  "calendar",
  "cdn-cgi",
  "checkin",
  // The developers' API reference (/developers/api, decision 154).
  "developers",
  "events",
  "forgot-password",
  "gallery",
  "images",
  "leaderboard",
  "login",
  "media",
  "officer-invitation",
  "og",
  "profile",
  "programs",
  "reset-password",
  "resources",
  "rsvp",
  "search",
  "setup",
  "signup",
  "sponsor",
  "sponsors",
  "userpage",
  "users",
  "verify-email",
];
