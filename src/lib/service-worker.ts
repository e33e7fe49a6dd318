/**
 * The site's service worker (public/sw.js, decision 115) shows push
 * notifications and opens their page; it has no fetch handler and caches
 * nothing, so no member's answer is ever kept on the device. It is
 * registered for visitors who have signed in on this browser (the session
 * hint, `<html data-signed-in>`: only members take notifications), after the
 * page has loaded and the browser is idle, so it never competes with the page.
 */
export function registerServiceWorkerLater() {
  if (!("serviceWorker" in navigator) || !document.documentElement.hasAttribute("data-signed-in")) return;
  const register = () => {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => {
      // No service worker (a private window, a browser setting): the page works without one.
    });
  };
  const whenIdle = () => (typeof requestIdleCallback === "function" ? requestIdleCallback(register, { timeout: 5000 }) : setTimeout(register, 2000));
  if (document.readyState === "complete") whenIdle();
  else addEventListener("load", whenIdle, { once: true });
}
