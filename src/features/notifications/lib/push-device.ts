/**
 * This browser and Web Push (decision 115): whether it can take
 * notifications, and its subscription with the site's key. The service
 * worker (/sw.js, registered after load by the app shell) shows them.
 */

/** What this browser can do: push; nothing until the site is on the Home Screen (iPhone, iPad); or no push at all. */
export type PushSupport = "supported" | "install-first" | "unsupported";

const SERVICE_WORKER = "/sw.js";

function isAppleMobile(): boolean {
  return /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.platform === "MacIntel" && navigator.maxTouchPoints > 1);
}

function isInstalled(): boolean {
  return matchMedia("(display-mode: standalone)").matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

export function pushSupport(): PushSupport {
  const can = "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
  if (can) return "supported";
  // Safari on iPhone and iPad offers push only to a site opened from the Home Screen.
  return isAppleMobile() && !isInstalled() ? "install-first" : "unsupported";
}

/** Whether the person allowed, refused or has not been asked yet. */
export const notificationPermission = (): NotificationPermission => Notification.permission;

async function registration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration("/");
  return existing ?? (await navigator.serviceWorker.register(SERVICE_WORKER, { scope: "/" }));
}

/** This browser's subscription, if it has one (only asked when notifications are allowed already). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() !== "supported" || notificationPermission() !== "granted") return null;
  const found = await navigator.serviceWorker.getRegistration("/");
  return (await found?.pushManager.getSubscription()) ?? null;
}

/**
 * Asks for permission (call from a tap: browsers refuse a prompt that no
 * gesture started) and subscribes with the site's key. Null when refused.
 */
export async function subscribeThisBrowser(publicKey: string): Promise<PushSubscription | null> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return null;
  const ready = await registration();
  await navigator.serviceWorker.ready;
  const existing = await ready.pushManager.getSubscription();
  if (existing && sameKey(existing, publicKey)) return existing;
  await existing?.unsubscribe();
  return ready.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: bytesOf(publicKey) });
}

function bytesOf(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replaceAll("-", "+").replaceAll("_", "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
}

function sameKey(subscription: PushSubscription, publicKey: string): boolean {
  const key = subscription.options.applicationServerKey;
  if (!key) return false;
  const want = bytesOf(publicKey);
  const have = new Uint8Array(key);
  return have.length === want.length && have.every((byte, index) => byte === want[index]);
}
