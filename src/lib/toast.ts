import type { ExternalToast, toast as sonnerToast } from "sonner";
import { loadSonner, MAX_TOASTS, requestToaster } from "./toaster";

/**
 * The app's toasts (docs/product.md): blank, error, success, loading and
 * custom; 4000 ms by default (set on the <Toaster>), 2000 ms for success, at
 * most 20 kept (beyond that the oldest is dismissed). Sonner has neither a
 * per-type duration nor a cap on kept toasts, hence this wrapper; call it
 * rather than sonner directly. Sonner loads on the first toast (./toaster.ts).
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
