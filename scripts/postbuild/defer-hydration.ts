import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { htmlFiles } from "./html-files";

/**
 * Lets each prerendered page paint before any JavaScript is fetched.
 *
 * React Router's HTML starts fetching the whole app at once: modulepreload
 * links in <head> and an inline module script that imports the route
 * modules. On a phone on a slow network those ~125 KB compete with the
 * stylesheet and hold the first paint back (Lighthouse mobile: first and
 * largest contentful paint about 2.2 s). The page is already complete HTML,
 * so this step moves both into a tiny inline loader that adds them after the
 * first frame; hydration then proceeds exactly as React Router does it.
 *
 * Returns, per HTML file, the inline script texts the loader inserts, so the
 * CSP step can allow them by hash.
 */
export async function deferHydration(clientDir: string): Promise<Map<string, string[]>> {
  const inserted = new Map<string, string[]>();
  for (const file of await htmlFiles(clientDir)) {
    const full = path.join(clientDir, file);
    const html = await readFile(full, "utf8");
    const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"\/>/g)].map((m) => m[1]!);
    const moduleScript = html.match(/<script type="module"[^>]*>([\s\S]*?)<\/script>/);
    if (!moduleScript || preloads.length === 0) throw new Error(`defer-hydration: unexpected markup in ${file}`);
    const moduleSource = moduleScript[1]!;
    const loader =
      `requestAnimationFrame(function(){setTimeout(function(){var d=document;` +
      `${JSON.stringify(preloads)}.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;d.head.appendChild(l)});` +
      `var s=d.createElement("script");s.type="module";s.textContent=${escapeForInlineScript(JSON.stringify(moduleSource))};d.body.appendChild(s)})})`;
    const rewritten = html.replace(/<link rel="modulepreload" href="[^"]+"\/>/g, "").replace(moduleScript[0], () => `<script>${loader}</script>`);
    await writeFile(full, rewritten);
    inserted.set(file, [moduleSource]);
  }
  return inserted;
}

/** A JSON string literal is valid JS; "</" must not close the surrounding <script>. */
function escapeForInlineScript(json: string): string {
  return json.replace(/<\//g, "<\\/").replace(/<!--/g, "<\\!--");
}
