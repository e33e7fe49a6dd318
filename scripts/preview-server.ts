// Starting the preview (scripts/preview.ts) from another program: the browser
// tests' global setup and `npm run bench:web` both use this, so they serve the
// site the same way — the built bundle through wrangler, on a free port, with
// a fresh local D1/KV that is removed when the server stops.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");

export type PreviewOptions = {
  /** Default (startPreview): a free port. */
  port?: number;
  /** "all": wrangler's output too; "stderr" (default): errors only. */
  logs?: "all" | "stderr";
  timeoutMs?: number;
  /** Default: a new temporary directory. */
  persistTo?: string;
};

export type Preview = {
  /** http://localhost:<port>, no trailing slash. */
  url: string;
  /** The local D1/KV directory, for scripts that change the database directly. */
  persistTo: string;
  stop(): void;
};

/**
 * A TCP port nobody listens on right now, from below the kernel's ephemeral range (32768–60999 on
 * Linux). Port 0 would let the OS pick one from that range, and the same range is where every
 * other server started with port 0 lands — Miniflare's loopback server among them — so a port
 * picked that way and released could be taken by another test's wrangler before ours binds it (CI
 * of stop 39: the dev server's /api then reached another Miniflare and answered "Forbidden").
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (await canListen(port)) return port;
  }
  throw new Error("no free port between 20000 and 32000 after 50 tries");
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

async function waitForServer(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`preview server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`preview server did not answer at ${url} within ${timeoutMs} ms`);
}

/**
 * Serves the existing build (no build step) and resolves once `/` answers.
 * `stop()` ends wrangler and workerd (their own process group) and deletes
 * the local state.
 */
export async function startPreview(options: PreviewOptions = {}): Promise<Preview> {
  const { ready, ...preview } = launchPreview(options.port ?? (await freePort()), options);
  await ready;
  return preview;
}

/**
 * Starts serving the existing build on `port` without waiting: `ready` resolves once `/` answers
 * (and rejects, with the server stopped, when it does not), so a caller can do other work meanwhile.
 */
export function launchPreview(
  port: number,
  { logs = "stderr", timeoutMs = 120_000, persistTo = mkdtempSync(path.join(tmpdir(), "preview-state-")) }: PreviewOptions = {},
): Preview & { ready: Promise<void> } {
  const child = spawn(process.execPath, ["scripts/preview.ts", "--no-build"], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), PERSIST_TO: persistTo, CI: "true" },
    stdio: ["ignore", logs === "all" ? "inherit" : "ignore", "inherit"],
    detached: true,
  });
  // localhost, not 127.0.0.1: WebAuthn refuses IP addresses as relying-party
  // IDs, so passkeys only work (and are only tested) on a host name.
  const url = `http://localhost:${port}`;
  const stop = () => {
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
    rmSync(persistTo, { recursive: true, force: true });
  };
  const ready = waitForServer(`${url}/`, child, timeoutMs).catch((error: unknown) => {
    stop();
    throw error;
  });
  return { url, persistTo, stop, ready };
}
