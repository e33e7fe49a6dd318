import type { ExternalToast, toast as sonnerToast } from "sonner";
import { loadSonner, MAX_TOASTS, requestToaster } from "./toaster";

/**
 * The app's toasts (docs/product.md): blank, error, success, loading and
 * custom; 4000 ms by default (set on the <Toaster>), 2000 ms for success, at
 * most 20 kept (beyond that the oldest is dismissed). Sonner has neither a
 * per-type duration nor a cap on kept toasts, hence this wrapper; call it
 * rather than sonner directly. Sonner loads on the first toast (./toaster.ts).
 *
 * `flow`: the toasts of one flow replace each other instead of stacking over
 * the page (sign-up's "We sent a code", then "Your account is ready"; a
 * second wrong code after the first). The flow's previous toast is
 * dismissed and the new one shown — not sonner's update in place by id,
 * which loses the new message when it lands while the old toast is closing.
 */
const SUCCESS_DURATION_MS = 2000;

type Sonner = typeof sonnerToast;
type Message = Parameters<Sonner>[0];
type Kind = "blank" | "success" | "error" | "loading";
export type ToastOptions = ExternalToast & { flow?: string };

/** Each flow's toast on screen (sonner's id). */
const flows = new Map<string, string | number>();

function show(kind: Kind, message: Message, { flow, ...options }: ToastOptions = {}) {
  requestToaster();
  void loadSonner().then(({ toast }) => {
    const active = toast.getToasts();
    for (const old of active.slice(0, Math.max(0, active.length - MAX_TOASTS + 1))) toast.dismiss(old.id);
    const previous = flow === undefined ? undefined : flows.get(flow);
    if (previous !== undefined) toast.dismiss(previous);
    const timed = kind === "success" ? { duration: SUCCESS_DURATION_MS, ...options } : options;
    const id = kind === "blank" ? toast(message, timed) : toast[kind](message, timed);
    if (flow !== undefined) flows.set(flow, id);
  });
}

export const toast = {
  blank: (message: Message, options?: ToastOptions) => show("blank", message, options),
  success: (message: Message, options?: ToastOptions) => show("success", message, options),
  error: (message: Message, options?: ToastOptions) => show("error", message, options),
  loading: (message: Message, options?: ToastOptions) => show("loading", message, options),
  custom: (render: Parameters<Sonner["custom"]>[0], options?: ExternalToast) => {
    requestToaster();
    void loadSonner().then(({ toast: t }) => t.custom(render, options));
  },
  dismiss: (id?: string | number) => void loadSonner().then(({ toast: t }) => t.dismiss(id)),
};
