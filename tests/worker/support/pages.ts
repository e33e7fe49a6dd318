import { site } from "../../../src/site.config";

/**
 * Pages the Worker writes into the SPA shell (member pages, event pages):
 * a stand-in for the built site (ASSETS), so the tests check the served
 * HTML whether or not `npm run build` has run, and a reader for its head.
 */

export const SHELL = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Home | ${site.productName}</title><meta name="description" content="The home page."/><meta property="og:title" content="Home"/><meta name="twitter:title" content="Home"/><link rel="canonical" href="https://x/"/><link rel="stylesheet" href="/assets/root.css"/></head><body><main id="main"></main><script type="module" src="/assets/entry.js"></script></body></html>`;
/** A list page's file: the shell with the list's element (data-content-list) holding its outline, as the build writes it. */
export const LIST_SHELL = SHELL.replace('<main id="main"></main>', '<main id="main"><div data-content-list="" class="space-y-6"><p>outline</p></div></main>');
export const NOT_FOUND = `<!DOCTYPE html><html lang="en"><head><title>Page Not Found | ${site.productName}</title></head><body>Not found page</body></html>`;

/** A built site with these files (path → HTML), each with a CSP header naming it, as `_headers` gives every page its own. */
export function builtSite(files: Record<string, string>): Fetcher {
  return {
    fetch: async (input: RequestInfo | URL) => {
      const path = new URL(input instanceof Request ? input.url : input).pathname;
      const html = files[path];
      return html === undefined
        ? new Response("", { status: 404 })
        : new Response(html, {
            headers: { "Content-Type": "text/html; charset=utf-8", "Content-Security-Policy": `default-src 'self'; x-page ${path}`, ETag: '"shell-file"' },
          });
    },
    connect: () => {
      throw new Error("not used");
    },
  } as unknown as Fetcher;
}

const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" })[name]!);

/** The document's head as a browser would read its tags (workerd has no DOM). */
export function headOf(html: string) {
  const head = /<head>([\s\S]*)<\/head>/.exec(html)![1]!;
  const meta = (key: string) =>
    [...head.matchAll(/<meta (name|property)="([^"]+)" content="([^"]*)"\/>/g)].filter((m) => m[2] === key).map((m) => decode(m[3]!));
  const scripts = (type: string) => [...head.matchAll(/<script type="([^"]+)"[^>]*>([\s\S]*?)<\/script>/g)].filter((m) => m[1] === type).map((m) => m[2]!);
  return {
    head,
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decode(m[1]!)),
    meta,
    canonical: [...head.matchAll(/<link rel="canonical" href="([^"]*)"\/>/g)].map((m) => decode(m[1]!)),
    scripts,
  };
}
