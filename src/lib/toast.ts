import type { ExternalToast, toast as sonnerToast } from "sonner";

/**
 * The app's toasts (spec §4, §9): blank, error, success, loading and custom;
 * 4000 ms by default (set on the <Toaster>), 2000 ms for success, at most 20
 * kept (beyond that the oldest is dismissed). Sonner has neither a per-type
 * duration nor a cap on kept toasts, hence this wrapper; call it rather than
 * sonner directly.
 *
 * Sonner (about 9 KB gzipped) loads on the first toast, not with the page.
 */
export const SUCCESS_DURATION_MS = 2000;
export const MAX_TOASTS = 20;

type Sonner = typeof sonnerToast;
type Message = Parameters<Sonner>[0];
type Kind = "blank" | "success" | "error" | "loading";

export const loadSonner = () => import("sonner");

// The <Toaster> mounts on the first toast (sonner replays toasts created
// before it subscribed), so a visit without toasts never loads sonner.
let requested = false;
const listeners = new Set<() => void>();
function requestToaster() {
  if (requested) return;
  requested = true;
  listeners.forEach((notify) => notify());
}
export function subscribeToasterRequest(notify: () => void) {
  listeners.add(notify);
  return () => void listeners.delete(notify);
}
export const isToasterRequested = () => requested;

function show(kind: Kind, message: Message, options?: ExternalToast) {
  requestToaster();
  void loadSonner().then(({ toast }) => {
    const active = toast.getToasts();
    for (const old of active.slice(0, Math.max(0, active.length - MAX_TOASTS + 1))) toast.dismiss(old.id);
    if (kind === "blank") toast(message, options);
    else if (kind === "success") toast.success(message, { duration: SUCCESS_DURATION_MS, ...options });
    else toast[kind](message, options);
  });
}

export const toast = {
  blank: (message: Message, options?: ExternalToast) => show("blank", message, options),
  success: (message: Message, options?: ExternalToast) => show("success", message, options),
  error: (message: Message, options?: ExternalToast) => show("error", message, options),
  loading: (message: Message, options?: ExternalToast) => show("loading", message, options),
  custom: (render: Parameters<Sonner["custom"]>[0], options?: ExternalToast) => {
    requestToaster();
    void loadSonner().then(({ toast: t }) => t.custom(render, options));
  },
  dismiss: (id?: string | number) => void loadSonner().then(({ toast: t }) => t.dismiss(id)),
};
