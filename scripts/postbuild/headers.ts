import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { htmlFiles } from "./html-files";

/**
 * Appends one `_headers` rule per HTML page: a Content-Security-Policy that
 * allows the page's own inline scripts (the theme script, React Router's
 * hydration context, the deferred module loader and the module script it
 * inserts, see defer-hydration.ts) by sha256 hash and nothing inline
 * besides, and says HTML must be revalidated. One rule per page because the
 * inline scripts differ per page and a single policy listing all of them
 * would exceed the 2,000-character line limit of `_headers`.
 */

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/**
 * Sonner injects its stylesheet as a <style> element at runtime; allow exactly
 * that text, and the empty element it appends first (Chrome checks the policy
 * on each change of the element).
 */
async function sonnerStyleHashes(): Promise<string[]> {
  const require = createRequire(import.meta.url);
  const source = await readFile(require.resolve("sonner").replace(/index\.js$/, "index.mjs"), "utf8");
  const match = source.match(/__insertCSS\(("(?:[^"\\]|\\.)*")\);/);
  if (!match) throw new Error("headers: sonner's injected CSS not found; update scripts/postbuild/headers.ts");
  return [sha256(""), sha256(JSON.parse(match[1]!) as string)];
}

function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    if (match[1]) scripts.push(match[1]);
  }
  return scripts;
}

/**
 * The pages that carry the Turnstile widget (src/components/turnstile.tsx,
 * docs/decisions/016-turnstile.md). Only their policy lets Cloudflare's
 * script and frame in — always, since whether Turnstile is on is known only
 * at run time, from the Worker (decision 074).
 */
export const TURNSTILE_PAGES = ["/signup", "/forgot-password", "/about"];
export const TURNSTILE_ORIGIN = "https://challenges.cloudflare.com";

/** The developers' API reference (scripts/postbuild/api-reference.ts): Scalar injects its stylesheet as <style> elements. */
export const INLINE_STYLE_PAGES = ["/developers/api"];

export function contentSecurityPolicy(scriptHashes: string[], styleHashes: string[], { turnstile = false, inlineStyles = false } = {}): string {
  const extra = turnstile ? ` ${TURNSTILE_ORIGIN}` : "";
  return [
    "default-src 'self'",
    `script-src 'self'${extra} ${[...new Set(scriptHashes)].join(" ")}`,
    ...(turnstile ? [`frame-src ${TURNSTILE_ORIGIN}`] : []),
    inlineStyles ? "style-src 'self' 'unsafe-inline'" : `style-src 'self' ${styleHashes.join(" ")}`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** `index.html` → `/`, `profile/info.html` → `/profile/info` (how the asset server serves them). */
function urlPathOf(file: string): string {
  const withoutExt = `/${file.split(path.sep).join("/")}`.replace(/\.html$/, "");
  return withoutExt === "/index" ? "/" : withoutExt;
}

export async function writeHeaders(clientDir: string, insertedScripts: Map<string, string[]> = new Map()) {
  const headersFile = path.join(clientDir, "_headers");
  const base = await readFile(headersFile, "utf8");
  const styleHashes = await sonnerStyleHashes();
  const rules: string[] = [];
  for (const file of await htmlFiles(clientDir)) {
    const html = await readFile(path.join(clientDir, file), "utf8");
    if (/\sstyle="/.test(html)) throw new Error(`headers: ${file} has an inline style attribute, which the CSP blocks`);
    const scripts = [...inlineScripts(html), ...(insertedScripts.get(file) ?? [])];
    const urlPath = urlPathOf(file);
    const csp = contentSecurityPolicy(scripts.map(sha256), styleHashes, {
      turnstile: TURNSTILE_PAGES.includes(urlPath),
      inlineStyles: INLINE_STYLE_PAGES.includes(urlPath),
    });
    // The Worker may fetch the fallback by either name.
    const paths = urlPath === "/__spa-fallback" ? [urlPath, `${urlPath}.html`] : [urlPath];
    for (const p of paths) {
      rules.push(`${p}\n  Content-Security-Policy: ${csp}\n  Cache-Control: public, max-age=0, must-revalidate`);
    }
  }
  await writeFile(headersFile, `${base.trimEnd()}\n\n# Generated at build: one rule per page.\n${rules.join("\n\n")}\n`);
}
