import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";

/**
 * A local D1 database with every migration applied by wrangler, as `npm run dev` makes one, for the
 * tests that run scripts against it (`npm run doctor`, `npm run user:promote`). Applying the migrations
 * starts wrangler and takes 17 s on this machine, more under load, so it is done once per set of
 * migrations: into a template folder named by their content, which each test copies (milliseconds).
 * Two files asking at once: one applies them, the other waits for it (a lock folder).
 */
const root = path.resolve(import.meta.dirname, "../../..");

function migrationsKey(): string {
  const folder = path.join(root, "migrations");
  const hash = createHash("sha256");
  for (const name of readdirSync(folder).sort()) hash.update(name).update(readFileSync(path.join(folder, name)));
  return hash.digest("hex").slice(0, 16);
}

function applyMigrations(persistTo: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo], {
      cwd: root,
      env: { ...process.env, CI: "true" },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => (errors += chunk));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`wrangler d1 migrations apply failed (${code}):\n${errors}`))));
  });
}

/** A fresh copy of the migrated database in a folder of its own (for PERSIST_TO / --persist-to); the caller removes it. */
export async function migratedDatabase(prefix: string): Promise<string> {
  const template = path.join(tmpdir(), `chapter-website-migrated-${migrationsKey()}`);
  const ready = path.join(template, ".ready");
  const lock = `${template}.lock`;
  const deadline = Date.now() + 180_000;
  while (!existsSync(ready)) {
    let mine = false;
    try {
      mkdirSync(lock);
      mine = true;
    } catch {
      // Another file is applying them: wait for its template (or for its lock to go, if it failed).
      if (Date.now() > deadline) throw new Error(`Waited 3 minutes for ${template}; remove ${lock} if no test run is using it.`);
      await delay(250);
    }
    if (mine) {
      try {
        rmSync(template, { recursive: true, force: true });
        await applyMigrations(template);
        writeFileSync(ready, "");
      } finally {
        rmSync(lock, { recursive: true, force: true });
      }
    }
  }
  const copy = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  cpSync(template, copy, { recursive: true, filter: (source) => source !== ready });
  return copy;
}
