import { useEffect, useId, useState, type ReactNode, type RefObject } from "react";
import { Link } from "react-router";
import { Icon } from "~/components/icon";
import { useCurrentPagePath, useCurrentRouteId } from "../hooks/use-current-page";
import { hasChildren, isItemActive, NAV_ITEMS, type NavItem } from "../lib/nav-items";
import { ReadNavLinks } from "./read-nav-links";

type MobileMenuPanelProps = {
  id: string;
  panelRef: RefObject<HTMLDivElement | null>;
  open: boolean;
  /** The search box at the top. */
  search: ReactNode;
  /** The row under the navigation. */
  controls: ReactNode;
};

/**
 * The mobile menu's panel, which slides in from the right over a dimmed page.
 * Loaded once the menu button shows intent (mobile-menu.tsx) and mounted
 * closed, so opening slides it in; opening moves focus to the first page
 * link — not the search box above it, whose focus would open a phone's
 * keyboard over the menu (the box stays one tap away).
 */
export function MobileMenuPanel({ id, panelRef, open, search, controls }: MobileMenuPanelProps) {
  const currentPath = useCurrentPagePath();
  const routeId = useCurrentRouteId();

  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>("nav a")?.focus();
  }, [open, panelRef]);

  return (
    <>
      {/* Dims the page; a click on it is a click outside the panel. The explicit
          height (not bottom-0): the header's backdrop-blur makes the header, not the
          viewport, the containing block of these fixed boxes on most pages. */}
      <div aria-hidden="true" className={`fixed inset-x-0 top-16 z-30 h-[calc(100dvh-4rem)] bg-black/40 ${open ? "" : "hidden"}`} />
      {/* Clips the panel while it waits off-screen to the right: unclipped, phones
          widen the layout viewport to fit it and show every page zoomed out. */}
      <div className="pointer-events-none fixed inset-x-0 top-16 z-40 h-[calc(100dvh-4rem)] overflow-hidden">
        <div
          ref={panelRef}
          id={id}
          inert={!open}
          // Visibility switches at once on opening (so focus can move in) and
          // only after the slide on closing.
          className={`pointer-events-auto absolute right-0 top-0 bottom-0 w-[min(24rem,85vw)] overflow-y-auto border-l border-t border-line bg-surface p-4 text-ink shadow-xl duration-200 ${
            open ? "visible translate-x-0 transition-transform" : "invisible translate-x-full transition-[transform,visibility]"
          }`}
        >
          {search}
          <nav aria-label="Mobile">
            <ul className="space-y-1">
              {NAV_ITEMS.map((item) => (
                <MobileNavItem key={item.to} item={item} currentPath={currentPath} routeId={routeId} />
              ))}
            </ul>
          </nav>
          <div className="mt-6 flex items-center justify-between gap-4 border-t border-line pt-4">{controls}</div>
        </div>
      </div>
    </>
  );
}

function MobileNavItem({ item, currentPath, routeId }: { item: NavItem; currentPath: string | null; routeId: string | null }) {
  const groupId = useId();
  const [expanded, setExpanded] = useState(() => isItemActive(item, currentPath, routeId) && item.to !== currentPath);
  const linkClass =
    "block flex-1 rounded-md px-3 py-2 font-medium hover:bg-surface-muted aria-[current=page]:text-link aria-[current=page]:underline aria-[current=page]:decoration-brand-accent aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-4";
  return (
    <li>
      <div className="flex items-center">
        <Link to={item.to} prefetch="intent" aria-current={item.to === currentPath ? "page" : undefined} className={linkClass}>
          {item.label}
        </Link>
        {hasChildren(item) && (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={groupId}
            aria-label={`${item.label} pages`}
            onClick={() => setExpanded(!expanded)}
            className="rounded-md p-2 hover:bg-surface-muted"
          >
            <Icon name="chevron-down" className={`size-5 transition-transform ${expanded ? "rotate-180" : ""}`} />
          </button>
        )}
      </div>
      {hasChildren(item) && (
        <ul id={groupId} hidden={!expanded} className="ml-4 border-l border-line pl-2">
          {(item.children ?? []).map((child) => (
            <li key={child.to}>
              <Link to={child.to} prefetch="intent" aria-current={child.to === currentPath ? "page" : undefined} className={linkClass}>
                {child.label}
              </Link>
            </li>
          ))}
          {item.childrenFrom && expanded && (
            <ReadNavLinks item={{ ...item, childrenFrom: item.childrenFrom }} currentPath={currentPath} linkClassName={linkClass} />
          )}
        </ul>
      )}
    </li>
  );
}
