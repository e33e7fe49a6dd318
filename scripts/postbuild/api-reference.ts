import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { openApiDocument } from "../../src/shared/openapi/document";
import { site } from "../../src/site.config";

/** Where the build puts the OpenAPI document: served by the asset router (wrangler.toml: `!/api/openapi.json`), never the Worker. */
export const OPENAPI_FILE = "api/openapi.json";
/** The developers' page: the document, rendered by Scalar with "try it" (a static page outside the SPA). */
export const API_REFERENCE_PAGE = "/developers/api";
const SCALAR_FILE = "developers/scalar-api-reference.js";
const START_FILE = "developers/api-reference.js";

/**
 * The page's HTML: no inline script or style (its CSP is the site's, scripts/postbuild/headers.ts). It links
 * the site's tab icon, as every page does (src/app/root.tsx): without one the browser asks for /favicon.ico,
 * which the site does not have (a 404 in the console).
 */
function referencePage(iconHref: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference · ${site.productName}</title>
<meta name="description" content="The JSON API of ${site.productName}: every endpoint, its parameters and answers, with try-it.">
<meta name="robots" content="noindex">
<link rel="icon" href="${iconHref}" type="image/svg+xml">
</head>
<body>
<noscript><p>The OpenAPI 3.1 document of this site's API is <a href="/${OPENAPI_FILE}">/${OPENAPI_FILE}</a>; this page renders it with JavaScript.</p></noscript>
<div id="reference"></div>
<script src="/${SCALAR_FILE}"></script>
<script src="/${START_FILE}"></script>
</body>
</html>
`;
}

/**
 * Scalar's light theme with its greys and method colours darkened to a contrast of 4.5:1 or more on its
 * backgrounds (axe's colour-contrast rule, tests/e2e/api-reference.test.ts); doubled classes outrank its own.
 */
const READABLE_COLOURS = `.light-mode.light-mode {
  --scalar-color-2: #5c5c5c; --scalar-color-3: #666666; --scalar-color-accent: #0066cc;
  --scalar-color-green: #05704b; --scalar-color-red: #c00005; --scalar-color-yellow: #8a6d00;
  --scalar-color-blue: #005a96; --scalar-color-orange: #b33d00; --scalar-color-purple: #5203d1; --scalar-color-query: #006266;
}`;

/** Starts Scalar on the page: the document of this site, no fonts or proxy from elsewhere (the CSP allows only 'self'). */
const START_SCRIPT = `Scalar.createApiReference("#reference", {
  url: "/${OPENAPI_FILE}",
  withDefaultFonts: false,
  forceDarkModeState: "light",
  hideDarkModeToggle: true,
  customCss: ${JSON.stringify(READABLE_COLOURS)},
});
`;

/** A file of the API reference: its path under the site's root and its content. */
export type ReferenceFile = { path: string; body: string | Buffer };

/**
 * The OpenAPI document generated from the zod contracts (src/shared/openapi/) and the developers'
 * page that renders it (Scalar's standalone bundle, loaded by that page only): what the build writes,
 * and what `npm run dev` serves from memory (scripts/vite/api-reference-in-dev.ts). `iconHref` is the
 * address of the site's tab icon (the logo), which only the bundler knows.
 */
export async function apiReferenceFiles(iconHref: string): Promise<ReferenceFile[]> {
  const { version } = JSON.parse(await readFile(new URL("../../package.json", import.meta.url), "utf8")) as { version: string };
  const document = openApiDocument({ version, serverUrl: site.url });
  const require = createRequire(import.meta.url);
  const scalar = path.join(path.dirname(require.resolve("@scalar/api-reference")), "browser/standalone.js");
  return [
    { path: OPENAPI_FILE, body: JSON.stringify(document) },
    { path: SCALAR_FILE, body: await readFile(scalar) },
    { path: START_FILE, body: START_SCRIPT },
    { path: `${API_REFERENCE_PAGE.slice(1)}.html`, body: referencePage(iconHref) },
  ];
}

/** The tab icon's address in a build (the logo, hashed by the bundler): the one the home page links. */
export async function builtIconHref(clientDir: string): Promise<string> {
  const home = await readFile(path.join(clientDir, "index.html"), "utf8");
  const href = home.match(/<link rel="icon" href="([^"]+)"/)?.[1];
  if (!href) throw new Error("The built home page links no icon (src/app/root.tsx)");
  return href;
}

/** Writes the reference's files into the build. */
export async function writeApiReference(clientDir: string) {
  for (const file of await apiReferenceFiles(await builtIconHref(clientDir))) {
    await mkdir(path.dirname(path.join(clientDir, file.path)), { recursive: true });
    await writeFile(path.join(clientDir, file.path), file.body);
  }
}
