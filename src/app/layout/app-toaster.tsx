import { lazy, Suspense, useSyncExternalStore } from "react";
import { isToasterRequested, subscribeToasterRequest } from "~/lib/toaster";

const ToasterArea = lazy(() => import("./toaster-area").then((module) => ({ default: module.ToasterArea })));

/**
 * The one toast area, at the app root; mounted with the first toast
 * (src/lib/toaster.ts), when its code loads with sonner's (./toaster-area.tsx).
 */
export function AppToaster() {
  const requested = useSyncExternalStore(subscribeToasterRequest, isToasterRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ToasterArea />
    </Suspense>
  );
}
