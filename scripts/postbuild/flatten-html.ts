import { readdir, rename, rmdir, stat } from "node:fs/promises";
import path from "node:path";

/**
 * Prerendering writes `about/index.html`; Workers Static Assets (with
 * html_handling "auto-trailing-slash") would then serve it at `/about/` and
 * redirect `/about` there. The site links to `/about`, so each page becomes
 * `about.html`, served at `/about` with no redirect. The not-found page lands
 * at `404.html`, which the Worker fetches at `/404`.
 */
export async function flattenPrerenderedPages(clientDir: string) {
  const indexFiles = await findIndexFiles(clientDir);
  // Deepest first, so `profile/dashboard/index.html` moves before `profile/index.html`.
  indexFiles.sort((a, b) => b.split(path.sep).length - a.split(path.sep).length);
  for (const file of indexFiles) {
    const dir = path.dirname(file);
    if (dir === clientDir) continue; // "/" stays index.html
    await rename(file, `${dir}.html`);
    await removeIfEmpty(dir);
  }
}

async function findIndexFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "assets") found.push(...(await findIndexFiles(full)));
    } else if (entry.name === "index.html") {
      found.push(full);
    }
  }
  return found;
}

async function removeIfEmpty(dir: string) {
  if ((await stat(dir)).isDirectory() && (await readdir(dir)).length === 0) await rmdir(dir);
}
