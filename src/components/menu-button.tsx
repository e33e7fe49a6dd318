import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useDismiss } from "~/lib/use-dismiss";
import { secondaryButton } from "./buttons";

export type MenuItem = {
  label: string;
  onSelect: () => void;
  /** A destructive item (cancel, delete), in red. */
  danger?: boolean;
};

type MenuButtonProps = {
  /** What the button shows ("More"). */
  label: string;
  /** Its name for screen readers, which must contain `label` ("More actions: Study Night"). */
  accessibleLabel: string;
  items: readonly MenuItem[];
};

/** Wide enough for the longest item; a button nearer the screen's left edge opens its menu rightwards. */
const MENU_WIDTH_PX = 208;

/**
 * A button that opens a short list of actions (the WAI-ARIA menu button
 * pattern): Enter, Space or ↓ open it on the first item, ↑ on the last; ↑ ↓
 * Home End move between items; Escape, Tab or a press outside close it, and
 * Escape gives focus back to the button. Choosing an item closes the menu
 * and puts focus on the button before the item runs, so a dialog it opens
 * returns focus there when it closes.
 */
export function MenuButton({ label, accessibleLabel, items }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const [alignLeft, setAlignLeft] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const close = () => setOpen(false);
  useDismiss(open, close, { inside: [buttonRef, menuRef], returnFocus: buttonRef });

  useEffect(() => {
    if (open) menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]')[focusIndex]?.focus();
  }, [open, focusIndex]);

  function openAt(index: number) {
    const left = buttonRef.current?.getBoundingClientRect().right ?? Infinity;
    setAlignLeft(left < MENU_WIDTH_PX);
    setFocusIndex(index);
    setOpen(true);
  }

  function onButtonKeyDown(event: KeyboardEvent) {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    openAt(event.key === "ArrowDown" ? 0 : items.length - 1);
  }

  function onMenuKeyDown(event: KeyboardEvent) {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: focusIndex === last ? 0 : focusIndex + 1,
      ArrowUp: focusIndex === 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setFocusIndex(moves[event.key]!);
    } else if (event.key === "Tab") {
      // Focus moves on to the next control of the page, as from the button.
      close();
    }
  }

  function choose(item: MenuItem) {
    close();
    buttonRef.current?.focus();
    item.onSelect();
  }

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        className={secondaryButton}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={accessibleLabel}
        onClick={() => (open ? close() : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        <span aria-hidden="true" className="ml-1.5 text-xs">
          ▾
        </span>
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={accessibleLabel}
          onKeyDown={onMenuKeyDown}
          style={{ width: MENU_WIDTH_PX }}
          className={`absolute top-full z-20 mt-1 rounded-md border border-line bg-surface-raised py-1 shadow-lg ${alignLeft ? "left-0" : "right-0"}`}
        >
          {items.map((item, index) => (
            <button
              key={item.label}
              type="button"
              role="menuitem"
              tabIndex={index === focusIndex ? 0 : -1}
              onClick={() => choose(item)}
              onFocus={() => setFocusIndex(index)}
              className={`block w-full px-4 py-2 text-left text-sm font-medium hover:bg-surface-muted focus-visible:bg-surface-muted ${item.danger ? "text-red-700 dark:text-red-300" : "text-ink"}`}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
