import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { Icon } from "~/components/icon";
import { useDismiss } from "~/lib/use-dismiss";

const MobileMenuPanel = lazy(() => import("./mobile-menu-panel").then((module) => ({ default: module.MobileMenuPanel })));

/** The menu button exists below this width (docs/product.md, Constants). */
const MOBILE_BREAKPOINT_PX = 1024;

type MobileMenuProps = {
  dark: boolean;
  /** The search box at the top of the panel; `close` closes the menu (after choosing a result). */
  search: (close: () => void) => ReactNode;
  /** The row under the navigation: the account control and the dark-mode toggle. */
  controls: ReactNode;
};

/**
 * The menu below 1024 px: a button, and a panel that slides in with the
 * search box, the navigation (groups expand in place) and `controls`. It
 * closes when the viewport reaches 1024 px, on a click outside, on Escape
 * (focus back on the button) and after navigating. The panel's code loads on
 * intent — a pointer over the button, a touch, focus — not with the page.
 */
export function MobileMenu({ dark, search, controls }: MobileMenuProps) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const { key: locationKey } = useLocation();
  const want = () => setWanted(true);

  // Navigating closes the menu (even to the page already shown: a new location key), set while rendering.
  const [shownKey, setShownKey] = useState(locationKey);
  if (shownKey !== locationKey) {
    setShownKey(locationKey);
    setOpen(false);
  }

  useEffect(() => {
    const wide = matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
    const onChange = () => {
      if (wide.matches) setOpen(false);
    };
    wide.addEventListener("change", onChange);
    return () => wide.removeEventListener("change", onChange);
  }, []);

  useDismiss(open, () => setOpen(false), { inside: [panelRef, buttonRef], returnFocus: buttonRef });

  return (
    <div className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? "Close menu" : "Open menu"}
        onPointerEnter={want}
        onTouchStart={want}
        onFocus={want}
        onClick={() => {
          want();
          setOpen(!open);
        }}
        className={`rounded-md p-2 ${dark ? "text-white hover:bg-white/10" : "text-ink hover:bg-black/5 dark:hover:bg-white/10"}`}
      >
        <Icon name={open ? "close" : "menu"} className="size-6" />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuPanel id={panelId} panelRef={panelRef} open={open} search={search(() => setOpen(false))} controls={controls} />
        </Suspense>
      )}
    </div>
  );
}
