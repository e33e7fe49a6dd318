/**
 * The site's button looks, for the React screens (src/components/buttons.ts) and the HTML both sides
 * write (src/shared/content/lists), so a program page's "Join" looks like every other primary action.
 */
export const primaryButton =
  "inline-flex items-center justify-center rounded-md bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-hover disabled:opacity-60";
export const secondaryButton =
  "inline-flex items-center justify-center rounded-md border border-line px-4 py-2 text-sm font-semibold text-ink hover:bg-surface-muted disabled:opacity-60";
