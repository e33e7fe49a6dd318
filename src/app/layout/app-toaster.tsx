import { Toaster } from "sonner";
import { MAX_TOASTS } from "~/lib/toast";
import { useTheme } from "~/features/theme/use-theme";

/** Spec §9: toasts last 4000 ms unless their type says otherwise (src/lib/toast.ts). */
export const TOAST_DURATION_MS = 4000;

/** The one toast area, at the app root. */
export function AppToaster() {
  const { theme } = useTheme();
  return <Toaster theme={theme} duration={TOAST_DURATION_MS} visibleToasts={MAX_TOASTS} closeButton />;
}
