import { settingsOf, type SettingsSource } from "../../../lib/settings";

/** The host names of this machine, as a request's URL spells them. */
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Whether a request reached a local development server (`npm run dev`, `npm run preview`, the
 * tests), never a deployed Worker (decision 106). Both must hold:
 * - the request's host is this machine — Cloudflare routes a deployed Worker's requests by their
 *   host, which is the Worker's own (workers.dev or a custom domain), never localhost;
 * - LOCAL_DEV_SERVER is "1", which only the local scripts pass (`--var`, scripts/lib.ts LOCAL_VARS)
 *   and the Worker tests' bindings set: wrangler.toml has no such variable, so a deployed copy does
 *   not have it unless someone sets it by hand, and then the host still refuses.
 * What exists only for local work (the outbox's /api/dev) asks this, whatever EMAIL_TRANSPORT says.
 */
export function isLocalDevServer(env: SettingsSource, requestUrl: string): boolean {
  return settingsOf(env).LOCAL_DEV_SERVER && LOCAL_HOSTS.has(new URL(requestUrl).hostname);
}
