import { type MouseEvent, useLayoutEffect, useRef } from "react";
import { CONTENT_LIST_ATTRIBUTE } from "~/shared/content/pages";
import type { Html } from "~/shared/html";

/**
 * A content page's list, written as the HTML the Worker writes into the same element
 * (src/shared/content/lists, decision 083). While the page hydrates, React leaves the Worker's
 * markup as it is (it does not compare inner HTML); from then on it writes the list itself whenever
 * its HTML changes. `onClick` takes clicks on its links (useInternalLinks). A link followed from the
 * keyboard or the pointer keeps the focus when the list is written anew (a tag's filter): the link
 * to the same address in the new list takes it, so the keyboard is not sent back to the page's top.
 */
export function ContentList({
  html,
  onClick,
  className = "space-y-6",
}: {
  html: Html;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  className?: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  const refocus = useRef<string | null>(null);

  function clicked(event: MouseEvent<HTMLDivElement>) {
    const link = (event.target as HTMLElement).closest("a");
    refocus.current = link && link === document.activeElement ? link.getAttribute("href") : null;
    onClick?.(event);
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each new list, which React wrote from `html`
  useLayoutEffect(() => {
    const href = refocus.current;
    refocus.current = null;
    const list = container.current;
    if (!href || !list || list.contains(document.activeElement)) return;
    for (const link of list.querySelectorAll("a")) {
      if (link.getAttribute("href") === href) return link.focus();
    }
  }, [html.markup]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the handler only takes clicks on the list's links, which keep their keys (Enter clicks them)
    // biome-ignore lint/a11y/noStaticElementInteractions: the handler only takes clicks on the list's links, which stay ordinary links
    <div
      ref={container}
      {...{ [CONTENT_LIST_ATTRIBUTE]: "" }}
      className={className}
      onClick={clicked}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: made by `html` templates, every value escaped (src/shared/html.ts)
      dangerouslySetInnerHTML={{ __html: html.markup }}
      suppressHydrationWarning
    />
  );
}
