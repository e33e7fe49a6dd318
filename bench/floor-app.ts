// The framework's floor for `npm run bench:web` (issue 22): a blank React Router framework-mode app
// (bench/floor: one prerendered page), built from the versions installed here, served as static
// files — what any app on this stack ships and runs before its first feature. Our pages are
// measured against it in the same run, so the floor moves with every upgrade.
import { spawnSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import path from "node:path";
import { gzipSync } from "node:zlib";

const FLOOR_DIR = path.resolve(import.meta.dirname, "floor");
/** Inside the project, so the build's server bundle resolves the installed packages when prerendering. */
export const FLOOR_CLIENT_DIR = path.join(FLOOR_DIR, "build/client");

/** Builds the blank app (about 2 s); throws when the build fails. */
export function buildFloor(): void {
  // With this Node (the project's own), as the site's build runs: the CLI's shebang would take the system's.
  const cli = path.resolve(import.meta.dirname, "../node_modules/@react-router/dev/bin.cjs");
  const build = spawnSync(process.execPath, [cli, "build"], {
    cwd: FLOOR_DIR,
    env: { ...process.env, BUILD_DIR: "build" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (build.status !== 0) throw new Error(`the blank app's build failed (exit ${build.status})`);
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
};

/**
 * Serves the blank app's files as a static host would: gzipped text, the hashed assets cached for
 * good, the page revalidated (as our Worker's static assets are served).
 */
export async function serveFloor(): Promise<{ url: string; stop: () => void }> {
  const server = createServer(async (request, response) => {
    const pathname = new URL(request.url ?? "/", "http://floor").pathname;
    const file = path.join(FLOOR_CLIENT_DIR, pathname.endsWith("/") ? `${pathname}index.html` : pathname);
    if (!file.startsWith(FLOOR_CLIENT_DIR)) return void response.writeHead(400).end();
    try {
      const body = await readFile(file);
      const type = TYPES[path.extname(file)] ?? "application/octet-stream";
      const gzip = /gzip/.test(String(request.headers["accept-encoding"])) && type.startsWith("text/");
      response.writeHead(200, {
        "Content-Type": type,
        "Cache-Control": pathname.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate",
        ...(gzip ? { "Content-Encoding": "gzip" } : {}),
      });
      response.end(gzip ? gzipSync(body) : body);
    } catch {
      response.writeHead(404, { "Content-Type": "text/plain" }).end("Not found");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("the blank app's server has no port");
  return { url: `http://127.0.0.1:${address.port}`, stop: () => server.close() };
}
