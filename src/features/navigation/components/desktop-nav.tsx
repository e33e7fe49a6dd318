import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent } from "react";
import { Link } from "react-router";
import { Icon } from "~/components/icon";
import { useDismiss } from "~/lib/use-dismiss";
import { hasChildren, isItemActive, NAV_ITEMS, type NavItem } from "../lib/nav-items";
import { useCurrentPagePath, useCurrentRouteId } from "../hooks/use-current-page";

/** A group's sub-pages that are content (the programs), loaded with their reader when the group first opens. */
const ReadNavLinks = lazy(() => import("./read-nav-links").then(({ ReadNavLinks: Links }) => ({ default: Links })));

/**
 * Desktop navigation: the disclosure pattern with top-level links (WAI-ARIA
 * APG "Disclosure Navigation Menu"). Each group has its page link and a
 * button (aria-expanded / aria-controls) that shows its sub-pages. Hover opens
 * a group; Enter/Space on the button toggles it; ArrowDown opens it and moves
 * into it; ArrowUp/ArrowDown move between its links; Escape closes it and
 * returns focus to the button; focus or pointer leaving closes it.
 */
export function DesktopNav({ dark }: { dark: boolean }) {
  const currentPath = useCurrentPagePath();
  const routeId = useCurrentRouteId();
  const [openGroup, setOpenGroup] = useState<string | null>(null);

  // A page change closes any open group (set while rendering: React's "adjusting state when a prop changes").
  const [shownPath, setShownPath] = useState(currentPath);
  if (shownPath !== currentPath) {
    setShownPath(currentPath);
    setOpenGroup(null);
  }

  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {NAV_ITEMS.map((item) =>
          hasChildren(item) ? (
            <NavGroup
              key={item.to}
              item={item}
              dark={dark}
              currentPath={currentPath}
              routeId={routeId}
              open={openGroup === item.to}
              setOpen={(open) => setOpenGroup((current) => (open ? item.to : current === item.to ? null : current))}
            />
          ) : (
            <li key={item.to}>
              <TopLink item={item} dark={dark} active={isItemActive(item, currentPath, routeId)} current={item.to === currentPath} />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

function topLinkClass(dark: boolean, active: boolean) {
  const base = "rounded-md px-3 py-2 text-sm font-medium transition-colors";
  if (dark) return `${base} ${active ? "text-white underline decoration-brand-accent decoration-2 underline-offset-8" : "text-slate-100"} hover:bg-white/10`;
  return `${base} ${active ? "text-link underline decoration-brand-accent decoration-2 underline-offset-8" : "text-ink"} hover:bg-black/5 dark:hover:bg-white/10`;
}

function TopLink({ item, dark, active, current }: { item: NavItem; dark: boolean; active: boolean; current: boolean }) {
  return (
    <Link to={item.to} prefetch="intent" aria-current={current ? "page" : undefined} className={topLinkClass(dark, active)}>
      {item.label}
    </Link>
  );
}

const MENU_LINK = "block rounded-md px-3 py-2 text-sm hover:bg-surface-muted aria-[current=page]:font-semibold aria-[current=page]:text-link";

type NavGroupProps = {
  item: NavItem;
  dark: boolean;
  currentPath: string | null;
  routeId: string | null;
  open: boolean;
  setOpen: (open: boolean) => void;
};

function NavGroup({ item, dark, currentPath, routeId, open, setOpen }: NavGroupProps) {
  const menuId = useId();
  const groupRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  /**
   * Whether the pointer opened the group and no click has come since: the click that follows a hover
   * (a mouse on its way to the button, a touch screen's emulated hover just before its tap) keeps the
   * group open rather than closing what the hover opened. The tap of a touch laptop used to open and
   * close the group at once, and a browser test clicking right after a page change saw it close.
   */
  const openedByHover = useRef(false);
  const children = item.children ?? [];

  useDismiss(open, () => setOpen(false), { inside: [groupRef], returnFocus: buttonRef });

  const links = () => Array.from(groupRef.current?.querySelectorAll<HTMLAnchorElement>(`#${CSS.escape(menuId)} a`) ?? []);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const items = links();
    const index = items.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.target === buttonRef.current && event.key === "ArrowDown") {
      event.preventDefault();
      setOpen(true);
      // The menu renders on the next commit; focus its first link then.
      requestAnimationFrame(() => links()[0]?.focus());
      return;
    }
    if (index === -1) return;
    event.preventDefault();
    const next = event.key === "ArrowDown" ? (index + 1) % items.length : (index - 1 + items.length) % items.length;
    items[next]?.focus();
  }

  return (
    <li
      ref={groupRef}
      className="relative flex items-center"
      onMouseEnter={() => {
        if (!open) openedByHover.current = true;
        setOpen(true);
      }}
      onMouseLeave={() => {
        openedByHover.current = false;
        setOpen(false);
      }}
      onBlur={(event) => {
        if (!groupRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={onKeyDown}
    >
      <TopLink item={item} dark={dark} active={isItemActive(item, currentPath, routeId)} current={item.to === currentPath} />
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`${item.label} pages`}
        onClick={() => {
          const hovered = openedByHover.current;
          openedByHover.current = false;
          setOpen(hovered || !open);
        }}
        className={`-ml-1 rounded-md p-1.5 ${dark ? "text-slate-100 hover:bg-white/10" : "text-ink hover:bg-black/5 dark:hover:bg-white/10"}`}
      >
        <Icon name="chevron-down" className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      {/* pt bridges the gap to the menu so the pointer can cross it without closing */}
      <div className="absolute left-0 top-full z-50 pt-2" hidden={!open}>
        <ul id={menuId} className="min-w-48 rounded-lg border border-line bg-surface-raised p-2 text-ink shadow-lg">
          {children.map((child) => (
            <li key={child.to}>
              <Link
                to={child.to}
                prefetch="intent"
                aria-current={child.to === currentPath ? "page" : undefined}
                onClick={() => setOpen(false)}
                className={MENU_LINK}
              >
                {child.label}
              </Link>
            </li>
          ))}
          {item.childrenFrom && open && (
            <Suspense fallback={<li className="px-3 py-2 text-sm text-ink-muted">Loading…</li>}>
              <ReadNavLinks
                item={{ ...item, childrenFrom: item.childrenFrom }}
                currentPath={currentPath}
                linkClassName={MENU_LINK}
                onPick={() => setOpen(false)}
              />
            </Suspense>
          )}
        </ul>
      </div>
    </li>
  );
}
