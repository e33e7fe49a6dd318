import { useSyncExternalStore } from "react";
import { Toaster } from "sonner";
import { useTheme } from "~/features/theme/hooks/use-theme";
import { MAX_TOASTS } from "~/lib/toaster";

/** Toasts last 4000 ms unless their kind says otherwise (src/lib/toast.ts, docs/product.md). */
const TOAST_DURATION_MS = 4000;

/**
 * Where toasts go. On a phone (sonner's own small-screen width) they drop in
 * at the top, over the sticky header, whose height they stay within: at the
 * bottom, full width, they covered forms' buttons and the links under them
 * ("Save", "See your public page"). Elsewhere the bottom-right corner,
 * beside the page's centred column.
 */
const PHONE_QUERY = "(max-width: 600px)";
const PHONE_OFFSET_PX = 8;

function subscribeToPhone(notify: () => void) {
  const query = matchMedia(PHONE_QUERY);
  query.addEventListener("change", notify);
  return () => query.removeEventListener("change", notify);
}
const isPhone = () => matchMedia(PHONE_QUERY).matches;

/** Sonner's toast area, placed for the screen; loaded with sonner, on the first toast (app-toaster.tsx). */
export function ToasterArea() {
  const { theme } = useTheme();
  const phone = useSyncExternalStore(subscribeToPhone, isPhone, () => false);
  return (
    <Toaster
      theme={theme}
      duration={TOAST_DURATION_MS}
      visibleToasts={MAX_TOASTS}
      closeButton
      position={phone ? "top-center" : "bottom-right"}
      mobileOffset={PHONE_OFFSET_PX}
    />
  );
}
