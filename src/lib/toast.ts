import type { ExternalToast, toast as sonnerToast } from "sonner";
import { loadSonner, MAX_TOASTS, requestToaster } from "./toaster";

/**
 * The app's toasts (docs/product.md): blank, error, success, loading and
 * custom; 4000 ms by default (set on the <Toaster>), 2000 ms for success, at
 * most 20 kept (beyond that the oldest is dismissed). Sonner has neither a
 * per-type duration nor a cap on kept toasts, hence this wrapper; call it
 * rather than sonner directly. Sonner loads on the first toast (./toaster.ts).
 *
 * The toasts of one flow share an `id` (sign-up's "We sent a code" and then
 * "Your account is ready"; a second wrong code after the first): sonner
 * updates a toast with a known id in place, so the newest message replaces
 * the stale one instead of stacking over the page.
 */
const SUCCESS_DURATION_MS = 2000;

type Sonner = typeof sonnerToast;
type Message = Parameters<Sonner>[0];
type Kind = "blank" | "success" | "error" | "loading";

function show(kind: Kind, message: Message, options?: ExternalToast) {
  requestToaster();
  void loadSonner().then(({ toast }) => {
    const active = toast.getToasts();
    for (const old of active.slice(0, Math.max(0, active.length - MAX_TOASTS + 1))) toast.dismiss(old.id);
    // Always set: a toast replacing another by id keeps the fields it does not set (an error must not keep a success's 2 s).
    const timed = { duration: kind === "success" ? SUCCESS_DURATION_MS : undefined, ...options };
    if (kind === "blank") toast(message, timed);
    else toast[kind](message, timed);
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
