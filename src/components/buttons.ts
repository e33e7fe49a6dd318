/** Shared button looks, so every screen's primary and secondary actions match (the HTML the content pages write uses them too). */
export { primaryButton, secondaryButton } from "~/shared/button-looks";
/** Destructive actions (delete, sign out everywhere): white on red-700 is above 4.5:1. */
export const dangerButton =
  "inline-flex items-center justify-center rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60";
/** A link in running text: defined with the prose, since the HTML both sides write uses it too. */
export { textLink } from "~/shared/text-link";
