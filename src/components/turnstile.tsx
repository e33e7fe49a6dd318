import { useCallback, useEffect, useRef, useState } from "react";

/**
 * Cloudflare Turnstile on the forms that send mail (sign-up, forgot-password,
 * contact; docs/decisions/016-turnstile.md). The site key is set at build
 * time (VITE_TURNSTILE_SITE_KEY); without one — local work, tests — there is
 * no widget and no request leaves for Cloudflare, and the Worker, which has
 * no secret either, asks for no token.
 */
const SITE_KEY: string = import.meta.env.VITE_TURNSTILE_SITE_KEY ?? "";
const SCRIPT_URL = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";

type TurnstileApi = {
  render: (element: HTMLElement, options: Record<string, unknown>) => string;
  reset: (id: string) => void;
  remove: (id: string) => void;
};
declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

let loading: Promise<TurnstileApi> | undefined;
function loadTurnstile(): Promise<TurnstileApi> {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error("Turnstile did not load")));
    script.onerror = () => {
      loading = undefined;
      reject(new Error("Turnstile did not load"));
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * Only the pages with a widget allow Turnstile's script in their CSP (set
 * per page in `_headers`), and a client-side navigation keeps the CSP of the
 * page first loaded. So when this document was loaded for another page, load
 * this one for real.
 */
function documentAllowsTurnstile(): boolean {
  const entry = performance.getEntriesByType("navigation")[0];
  const loadedPath = new URL(entry?.name ?? window.location.href).pathname.replace(/(.)\/$/, "$1");
  return loadedPath === window.location.pathname.replace(/(.)\/$/, "$1");
}

/**
 * The widget and its token for one form. `token` is undefined when no site
 * key is configured; `reset()` asks for a new token after a submission (each
 * token is good for one check).
 */
export function useTurnstile(action: string) {
  const enabled = SITE_KEY !== "";
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<string | null>(null);
  const [token, setToken] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!enabled || !container.current) return;
    if (!documentAllowsTurnstile()) {
      window.location.reload();
      return;
    }
    let cancelled = false;
    const element = container.current;
    loadTurnstile()
      .then((api) => {
        if (cancelled) return;
        widget.current = api.render(element, {
          sitekey: SITE_KEY,
          action,
          callback: (value: string) => setToken(value),
          "expired-callback": () => setToken(null),
          "error-callback": () => setToken(null),
        });
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      if (widget.current) window.turnstile?.remove(widget.current);
      widget.current = null;
    };
  }, [enabled, action]);

  const reset = useCallback(() => {
    setToken(null);
    if (widget.current) window.turnstile?.reset(widget.current);
  }, []);

  const box = enabled ? (
    <div>
      <div ref={container} className="min-h-[65px]" />
      {failed && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          The check that you are a person could not load. Check your connection and reload the page.
        </p>
      )}
    </div>
  ) : null;

  return {
    box,
    /** The token to send, or undefined without a site key. */
    token: enabled ? (token ?? "") : undefined,
    /** Whether the form may be sent: always without a site key, else once the widget gave a token. */
    ready: !enabled || token !== null,
    reset,
  };
}

/** The message when the form is sent before the widget is done. */
export const TURNSTILE_PENDING = "Please wait a moment: the check that you are a person has not finished yet.";
