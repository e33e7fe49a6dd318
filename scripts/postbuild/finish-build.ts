import { deferHydration } from "./defer-hydration";
import { flattenPrerenderedPages } from "./flatten-html";
import { writeHeaders } from "./headers";
import { writeShareImages } from "./share-images";

/**
 * Runs after `react-router build` has prerendered every page (the `buildEnd`
 * hook of react-router.config.ts): gives each page a canonical file, writes
 * the share images (the sample chapter's images are not the build's: they
 * are the local seed's uploads, decision 101), lets pages
 * paint before their JavaScript loads, then writes the `_headers` file with
 * each page's CSP (which must see the final HTML).
 */
export async function finishBuild(clientDir: string) {
  await flattenPrerenderedPages(clientDir);
  await writeShareImages(clientDir);
  const insertedScripts = await deferHydration(clientDir);
  await writeHeaders(clientDir, insertedScripts);
}
