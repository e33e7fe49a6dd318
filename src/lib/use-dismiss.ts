import { useEffect, useRef, type RefObject } from "react";

type DismissOptions = {
  /** The popup and the control that opens it: a press on any of them is not "outside". */
  inside: readonly RefObject<HTMLElement | null>[];
  /** Where focus goes when Escape closes the popup while focus was inside it. */
  returnFocus?: RefObject<HTMLElement | null>;
};

/**
 * How every popup of the site closes — the mobile menu, the search box's
 * results, the navigation's dropdowns and the profile card: a press outside
 * it, or Escape (which then does nothing else, e.g. does not clear a search
 * field). When focus was inside, Escape brings it back to `returnFocus`, so
 * keyboard users are not left on an element that just disappeared. Listens
 * only while `open`.
 */
export function useDismiss(open: boolean, close: () => void, options: DismissOptions) {
  const latest = useRef({ close, ...options });
  latest.current = { close, ...options };

  useEffect(() => {
    if (!open) return;
    const isInside = (node: EventTarget | null) => node instanceof Node && latest.current.inside.some((ref) => ref.current?.contains(node));
    const onPointerDown = (event: PointerEvent) => {
      if (!isInside(event.target)) latest.current.close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      const focusWasInside = isInside(document.activeElement);
      latest.current.close();
      if (focusWasInside) latest.current.returnFocus?.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);
}
