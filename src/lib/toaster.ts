/**
 * Whether the toast area is needed yet. The <Toaster> (app/layout/app-toaster.tsx)
 * mounts with the first toast — sonner replays toasts created before it
 * subscribed — so a visit without toasts never loads sonner (about 9 KB
 * gzipped), and the page's first load carries only this flag.
 */
export const MAX_TOASTS = 20;

export const loadSonner = () => import("sonner");

let requested = false;
const listeners = new Set<() => void>();

export function requestToaster() {
  if (requested) return;
  requested = true;
  for (const notify of listeners) notify();
}

export function subscribeToasterRequest(notify: () => void) {
  listeners.add(notify);
  return () => void listeners.delete(notify);
}

export const isToasterRequested = () => requested;
