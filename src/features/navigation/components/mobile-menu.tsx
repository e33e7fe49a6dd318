import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { ChevronDownIcon, CloseIcon, MenuIcon } from "~/components/icons";
import { useDismiss } from "~/lib/use-dismiss";
import { useCurrentPagePath } from "../hooks/use-current-page";
import { isItemActive, NAV_ITEMS, type NavItem } from "../lib/nav-items";

/** Spec §9: the hamburger menu exists below this width. */
export const MOBILE_BREAKPOINT_PX = 1024;

type MobileMenuProps = {
  dark: boolean;
  /** The search box at the top of the panel; `close` closes the menu (after choosing a result). */
  search: (close: () => void) => ReactNode;
  /** The row under the navigation: the account control and the dark-mode toggle. */
  controls: ReactNode;
};

/**
 * The menu below 1024 px: a panel that slides in with the search box, the
 * navigation (groups expand in place) and `controls`. It closes when the
 * viewport reaches 1024 px, on a click outside, on Escape (focus back on the
 * button) and after navigating. Opening moves focus into it.
 */
export function MobileMenu({ dark, search, controls }: MobileMenuProps) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const currentPath = useCurrentPagePath();
  const { key: locationKey } = useLocation();

  // Navigating closes the menu (even to the page already shown).
  useEffect(() => setOpen(false), [locationKey]);

  useEffect(() => {
    const wide = matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
    const onChange = () => {
      if (wide.matches) setOpen(false);
    };
    wide.addEventListener("change", onChange);
    return () => wide.removeEventListener("change", onChange);
  }, []);

  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>("input, a, button")?.focus();
  }, [open]);
  useDismiss(open, () => setOpen(false), { inside: [panelRef, buttonRef], returnFocus: buttonRef });

  return (
    <div className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? "Close menu" : "Open menu"}
        onClick={() => setOpen(!open)}
        className={`rounded-md p-2 ${dark ? "text-white hover:bg-white/10" : "text-ink hover:bg-black/5 dark:hover:bg-white/10"}`}
      >
        {open ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
      </button>
      {/* Dims the page; a click on it is a click outside the panel. The explicit
          height (not bottom-0): the header's backdrop-blur makes the header, not the
          viewport, the containing block of these fixed boxes on most pages. */}
      <div aria-hidden="true" className={`fixed inset-x-0 top-16 z-30 h-[calc(100dvh-4rem)] bg-black/40 ${open ? "" : "hidden"}`} />
      {/* Clips the panel while it waits off-screen to the right: unclipped, phones
          widen the layout viewport to fit it and show every page zoomed out. */}
      <div className="pointer-events-none fixed inset-x-0 top-16 z-40 h-[calc(100dvh-4rem)] overflow-hidden">
        <div
          ref={panelRef}
          id={panelId}
          inert={!open}
          // Visibility switches at once on opening (so focus can move in) and
          // only after the slide on closing.
          className={`pointer-events-auto absolute right-0 top-0 bottom-0 w-[min(24rem,85vw)] overflow-y-auto border-l border-t border-line bg-surface p-4 text-ink shadow-xl duration-200 ${
            open ? "visible translate-x-0 transition-transform" : "invisible translate-x-full transition-[transform,visibility]"
          }`}
        >
          {search(() => setOpen(false))}
          <nav aria-label="Mobile">
            <ul className="space-y-1">
              {NAV_ITEMS.map((item) => (
                <MobileNavItem key={item.to} item={item} currentPath={currentPath} />
              ))}
            </ul>
          </nav>
          <div className="mt-6 flex items-center justify-between gap-4 border-t border-line pt-4">
            {controls}
          </div>
        </div>
      </div>
    </div>
  );
}

function MobileNavItem({ item, currentPath }: { item: NavItem; currentPath: string | null }) {
  const groupId = useId();
  const [expanded, setExpanded] = useState(() => isItemActive(item, currentPath) && item.to !== currentPath);
  const linkClass =
    "block flex-1 rounded-md px-3 py-2 font-medium hover:bg-surface-muted aria-[current=page]:text-link aria-[current=page]:underline aria-[current=page]:decoration-brand-green aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-4";
  return (
    <li>
      <div className="flex items-center">
        <Link to={item.to} prefetch="intent" aria-current={item.to === currentPath ? "page" : undefined} className={linkClass}>
          {item.label}
        </Link>
        {item.children && (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={groupId}
            aria-label={`${item.label} pages`}
            onClick={() => setExpanded(!expanded)}
            className="rounded-md p-2 hover:bg-surface-muted"
          >
            <ChevronDownIcon className={`size-5 transition-transform ${expanded ? "rotate-180" : ""}`} />
          </button>
        )}
      </div>
      {item.children && (
        <ul id={groupId} hidden={!expanded} className="ml-4 border-l border-line pl-2">
          {item.children.map((child) => (
            <li key={child.to}>
              <Link
                to={child.to}
                prefetch="intent"
                aria-current={child.to === currentPath ? "page" : undefined}
                className={linkClass}
              >
                {child.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
