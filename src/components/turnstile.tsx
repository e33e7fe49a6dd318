import { useCallback, useEffect, useRef, useState } from "react";
import { readTurnstileSiteKey } from "~/lib/public-api/turnstile";

/**
 * Cloudflare Turnstile on the forms that send mail (sign-up, forgot-password,
 * contact; docs/decisions/016-turnstile.md, 074-turnstile-at-run-time.md).
 * The site key comes from the Worker at run time (GET /api/turnstile), asked
 * for on the form's first use — a focus, a press or an input inside it — so a
 * plain view of the page costs no Worker request. With no key (Turnstile off,
 * or half configured: the Worker then checks nothing either) there is no
 * widget and nothing leaves for Cloudflare.
 */
const SCRIPT_URL = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";
const INTENT_EVENTS = ["focusin", "pointerdown", "input"] as const;
/** The field to put the cursor back in after the reload below (its name only, never what was typed). */
const REFOCUS_KEY = "turnstile-refocus";

const PENDING = "Please wait a moment: the check that you are a person has not finished yet.";
/** Shown by the widget's place when the key or Cloudflare's script could not be had (the next use of the form tries again)… */
const UNAVAILABLE = "The check that you are a person could not load. Check your connection and try again.";
/** …and in the form's alert when it is sent meanwhile. */
const NOT_SENT = "Not sent: the check that you are a person could not load.";

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

/** Asked once per document (the browser's cache spares the Worker the next asks for a few minutes); asked again after a failure. */
let siteKeyAnswer: Promise<string | null> | undefined;
function askSiteKey(): Promise<string | null> {
  siteKeyAnswer ??= readTurnstileSiteKey().catch((error: unknown) => {
    siteKeyAnswer = undefined;
    throw error;
  });
  return siteKeyAnswer;
}

let loading: Promise<TurnstileApi> | undefined;
function loadTurnstile(): Promise<TurnstileApi> {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = SCRIPT_URL;
    script.async = true;
    // A failure is forgotten, so that the next use of the form tries again.
    const fail = () => {
      loading = undefined;
      script.remove();
      reject(new Error("Turnstile did not load"));
    };
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : fail());
    script.onerror = fail;
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

/** Loads this page for real (see above), with the cursor back in the field it was in. */
function reloadForTurnstile(form: HTMLFormElement) {
  const field = document.activeElement;
  try {
    if (field && form.contains(field) && field.getAttribute("name")) sessionStorage.setItem(REFOCUS_KEY, field.getAttribute("name")!);
  } catch {
    // No session storage: the cursor just is not put back.
  }
  window.location.reload();
}

function refocusAfterReload(form: HTMLFormElement) {
  try {
    const name = sessionStorage.getItem(REFOCUS_KEY);
    if (name === null) return;
    sessionStorage.removeItem(REFOCUS_KEY);
    form.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`)?.focus();
  } catch {
    // As above.
  }
}

/** Not asked yet; asking; no widget (the Worker checks nothing); the widget; the key or the script could not be had. */
type Phase = "idle" | "asking" | "off" | "on" | "failed";

/**
 * The widget and its token for one form: `box` goes inside the <form>, whose
 * first use asks for the key. `token` is undefined without a widget;
 * `blocked()` says why the form cannot be sent yet (the check has not
 * finished, or could not load), or null; `reset()` asks for a new token after
 * a submission (each token is good for one check).
 */
export function useTurnstile(action: string) {
  const [anchor, setAnchor] = useState<HTMLDivElement | null>(null);
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  const [phase, setPhase] = useState<Phase>("idle");
  const [siteKey, setSiteKey] = useState<string | null>(null);
  const [token, setToken] = useState<string | null>(null);
  const current = useRef<Phase>("idle");
  const asking = useRef<Promise<Phase> | null>(null);
  const mounted = useRef(false);
  const widget = useRef<string | null>(null);
  const form = anchor?.closest("form") ?? null;

  const enter = useCallback((next: Phase, key: string | null = null): Phase => {
    current.current = next;
    setPhase(next);
    setSiteKey(key);
    return next;
  }, []);

  /** Asks for the key (once; again after a failure) and shows the widget if there is one; resolves to what followed. */
  const start = useCallback((): Promise<Phase> => {
    if (current.current === "asking" && asking.current) return asking.current;
    if (current.current !== "idle" && current.current !== "failed") return Promise.resolve(current.current);
    enter("asking");
    asking.current = askSiteKey().then(
      (key) => {
        if (!mounted.current) return current.current;
        if (key === null) return enter("off");
        if (documentAllowsTurnstile()) return enter("on", key);
        if (form) reloadForTurnstile(form);
        return current.current;
      },
      () => (mounted.current ? enter("failed") : current.current),
    );
    return asking.current;
  }, [form, enter]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (!form) return;
    const intent = () => void start();
    for (const type of INTENT_EVENTS) form.addEventListener(type, intent, { passive: true });
    refocusAfterReload(form);
    // In use before this ran (a field focused before the page's scripts took the form).
    if (form.contains(document.activeElement)) intent();
    return () => {
      for (const type of INTENT_EVENTS) form.removeEventListener(type, intent);
    };
  }, [form, start]);

  useEffect(() => {
    if (!siteKey || !host) return;
    let cancelled = false;
    loadTurnstile()
      .then((api) => {
        if (cancelled) return;
        widget.current = api.render(host, {
          sitekey: siteKey,
          action,
          callback: (value: string) => setToken(value),
          "expired-callback": () => setToken(null),
          "error-callback": () => setToken(null),
        });
      })
      .catch(() => !cancelled && enter("failed"));
    return () => {
      cancelled = true;
      if (widget.current) window.turnstile?.remove(widget.current);
      widget.current = null;
      setToken(null);
    };
  }, [siteKey, host, action, enter]);

  const reset = useCallback(() => {
    setToken(null);
    if (widget.current) window.turnstile?.reset(widget.current);
  }, []);

  /**
   * Why the form cannot be sent yet, or null. Before the key's answer (or after a failure, when it
   * asks again) it waits for it: without a widget, the form goes at once.
   */
  const blocked = async (): Promise<string | null> => {
    const outcome = phase === "on" || phase === "off" ? phase : await start();
    if (outcome === "off") return null;
    if (outcome === "failed") return NOT_SENT;
    return phase === "on" && token !== null ? null : PENDING;
  };

  const box = (
    <div ref={setAnchor} hidden={siteKey === null && phase !== "failed"}>
      {siteKey !== null && <div ref={setHost} className="min-h-[65px]" />}
      {phase === "failed" && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {UNAVAILABLE}
        </p>
      )}
    </div>
  );

  return {
    box,
    /** The token to send: undefined without a widget, "" until the widget gave one. */
    token: phase === "on" ? (token ?? "") : undefined,
    blocked,
    reset,
  };
}
