import { toast as sonner, type ExternalToast } from "sonner";

/**
 * The app's toasts (spec §4, §9): blank, error, success, loading and custom,
 * 4000 ms by default (set on the <Toaster>), 2000 ms for success, and at most
 * 20 kept: beyond that the oldest is dismissed. Sonner has no per-type
 * duration nor a cap on kept toasts, hence this thin wrapper; call it rather
 * than sonner directly.
 */
export const SUCCESS_DURATION_MS = 2000;
export const MAX_TOASTS = 20;

function keepAtMost(limit: number) {
  const active = sonner.getToasts();
  for (const old of active.slice(0, Math.max(0, active.length - limit + 1))) sonner.dismiss(old.id);
}

type Message = Parameters<typeof sonner>[0];

export const toast = Object.assign(
  (message: Message, options?: ExternalToast) => {
    keepAtMost(MAX_TOASTS);
    return sonner(message, options);
  },
  {
    success: (message: Message, options?: ExternalToast) => {
      keepAtMost(MAX_TOASTS);
      return sonner.success(message, { duration: SUCCESS_DURATION_MS, ...options });
    },
    error: (message: Message, options?: ExternalToast) => {
      keepAtMost(MAX_TOASTS);
      return sonner.error(message, options);
    },
    loading: (message: Message, options?: ExternalToast) => {
      keepAtMost(MAX_TOASTS);
      return sonner.loading(message, options);
    },
    custom: (render: Parameters<typeof sonner.custom>[0], options?: ExternalToast) => {
      keepAtMost(MAX_TOASTS);
      return sonner.custom(render, options);
    },
    dismiss: sonner.dismiss,
  },
);
