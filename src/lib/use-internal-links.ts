import { useCallback, type MouseEvent } from "react";
import { useNavigate } from "react-router";

/** A plain click of the main button: not one that opens a new tab or window, or was already taken. */
export const isPlainClick = (event: MouseEvent<HTMLElement>) =>
  !event.defaultPrevented && event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);

/**
 * Click handler for HTML written as text (a post's body rendered from its
 * Markdown, the blog's list): links to pages of this site navigate in the app
 * (no full reload), like every other link on the site; links elsewhere,
 * modified clicks and downloads behave as usual. A link marked `data-replace`
 * (another form of the same list, e.g. a tag's filter) replaces the history
 * entry and keeps the scroll.
 */
export function useInternalLinks() {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const anchor = (event.target as HTMLElement).closest("a");
      if (!anchor || !isPlainClick(event) || anchor.target || anchor.hasAttribute("download")) return;
      const href = anchor.getAttribute("href") ?? "";
      if (!href.startsWith("/") || href.startsWith("//")) return;
      event.preventDefault();
      void navigate(href, anchor.hasAttribute("data-replace") ? { replace: true, preventScrollReset: true } : undefined);
    },
    [navigate],
  );
}
