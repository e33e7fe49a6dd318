import { readdir } from "node:fs/promises";
import path from "node:path";

/** Every HTML file under `dir`, as paths relative to `root`, sorted (so the build's output is stable). */
export async function htmlFiles(dir: string, root = dir): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await htmlFiles(full, root)));
    else if (entry.name.endsWith(".html")) files.push(path.relative(root, full));
  }
  return files.sort();
}
