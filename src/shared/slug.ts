/** URL slugs made from titles (the Worker names events with them; the local seed too): "Résumé Night, 2026!" → "resume-night-2026". */

export const SLUG_MAX = 60;

/**
 * Lower-case ASCII letters, digits and single hyphens: accents are dropped
 * (é → e), everything else separates words. A title with no Latin letters or
 * digits (e.g. only CJK) gives "event"; the caller makes slugs unique.
 */
export function slugify(title: string, fallback = "event"): string {
  const words = title
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (!words) return fallback;
  if (words.length <= SLUG_MAX) return words;
  // Cut at a word boundary when one is near, so slugs do not end mid-word.
  const cut = words.slice(0, SLUG_MAX);
  const lastHyphen = cut.lastIndexOf("-");
  return (lastHyphen >= SLUG_MAX / 2 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, "");
}

/** What slugify can produce (and nothing else): the check for a path segment before it reaches D1. */
export function isSlug(value: string): boolean {
  return value.length <= SLUG_MAX + 8 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value);
}
