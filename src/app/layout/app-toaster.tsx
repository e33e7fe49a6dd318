import { lazy, Suspense, useSyncExternalStore } from "react";
import { useTheme } from "~/features/theme/hooks/use-theme";
import { isToasterRequested, loadSonner, MAX_TOASTS, subscribeToasterRequest } from "~/lib/toast";

/** Spec §9: toasts last 4000 ms unless their type says otherwise (src/lib/toast.ts). */
export const TOAST_DURATION_MS = 4000;

const Toaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

/** The one toast area, at the app root; mounted with the first toast (see src/lib/toast.ts). */
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
