import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The preview's local D1/KV directory, for tests that change the database directly (e.g. promote an admin). */
    persistTo: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitForServer(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`preview server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`preview server did not answer at ${url} within ${timeoutMs} ms`);
}

export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, "../..");
  if (!process.env.E2E_NO_BUILD) {
    // Vitest sets NODE_ENV=test, which would give a development build of React.
    const build = spawnSync("npm", ["run", "build"], {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, NODE_ENV: "production" },
    });
    if (build.status !== 0) throw new Error("npm run build failed");
  }
  // E2E_PORT pins the port (e.g. to stay in a range agreed with others on the machine).
  const port = process.env.E2E_PORT ? Number(process.env.E2E_PORT) : await freePort();
  const persistTo = mkdtempSync(path.join(tmpdir(), "e2e-state-"));
  // Own process group, so teardown stops wrangler and workerd with it.
  const child = spawn(process.execPath, ["scripts/preview.mjs", "--no-build"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), PERSIST_TO: persistTo, CI: "true" },
    stdio: ["ignore", "inherit", "inherit"],
    detached: true,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForServer(`${baseUrl}/`, child, 120_000);
  project.provide("baseUrl", baseUrl);
  project.provide("persistTo", persistTo);

  return () => {
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
    rmSync(persistTo, { recursive: true, force: true });
  };
}
