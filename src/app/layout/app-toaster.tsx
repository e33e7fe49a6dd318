import { lazy, Suspense, useSyncExternalStore } from "react";
import { useTheme } from "~/features/theme/hooks/use-theme";
import { isToasterRequested, loadSonner, MAX_TOASTS, subscribeToasterRequest } from "~/lib/toaster";

/** Toasts last 4000 ms unless their kind says otherwise (src/lib/toast.ts, docs/product.md). */
const TOAST_DURATION_MS = 4000;

const Toaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

/** The one toast area, at the app root; mounted with the first toast (src/lib/toaster.ts). */
export function AppToaster() {
  const { theme } = useTheme();
  const requested = useSyncExternalStore(subscribeToasterRequest, isToasterRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster theme={theme} duration={TOAST_DURATION_MS} visibleToasts={MAX_TOASTS} closeButton />
    </Suspense>
  );
}
