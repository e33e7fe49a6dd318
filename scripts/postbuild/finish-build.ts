import { writeApiReference } from "./api-reference";
import { deferHydration } from "./defer-hydration";
import { flattenPrerenderedPages } from "./flatten-html";
import { writeHeaders } from "./headers";
import { writeShareImages } from "./share-images";
import { writeWebApp } from "./web-app";

/**
 * Runs after `react-router build` has prerendered every page (the `buildEnd`
 * hook of react-router.config.ts): gives each page a canonical file, writes
 * the share images (the sample chapter's images are not the build's: they
 * are the local seed's uploads, decision 101), the web manifest and its icons, lets pages
 * paint before their JavaScript loads, writes the OpenAPI document and its reference page
 * (decision 154), then writes the `_headers` file with
 * each page's CSP (which must see the final HTML).
 */
export async function finishBuild(clientDir: string) {
  await flattenPrerenderedPages(clientDir);
  await writeShareImages(clientDir);
  await writeWebApp(clientDir);
  const insertedScripts = await deferHydration(clientDir);
  // After the pages' hydration is deferred (the reference page is not React's), before their CSP is written.
  await writeApiReference(clientDir);
  await writeHeaders(clientDir, insertedScripts);
}
