/**
 * A link in running text, in the React screens (src/components/buttons.ts) and the HTML both sides
 * write (src/shared/content/lists). A module of its own: nearly every page has such a link, and
 * what shares its module loads with it.
 */
export const textLink = "font-medium text-link underline underline-offset-4 hover:decoration-2";
