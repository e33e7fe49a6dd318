// Small helpers shared by the dev, preview and promote scripts.
import { spawn, spawnSync, type SpawnSyncOptions, type SpawnSyncOptionsWithStringEncoding } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { SampleObject } from "./seed/resume-seed.ts";

/** Run a command to completion, inheriting the terminal; exit on failure. */
export function run(cmd: string, args: string[], options: SpawnSyncOptions = {}): void {
  const result = spawnSync(cmd, args, { stdio: "inherit", ...options });
  if (result.status !== 0) {
    console.error(`\n✖ ${cmd} ${args.join(" ")} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

/** A long-running process for runTogether: the command, its arguments and any variables it adds. */
export type Command = { cmd: string; args: string[]; env?: Record<string, string> };

/** Start long-running processes; stop all of them when one ends or on Ctrl-C. */
export function runTogether(commands: Command[]): void {
  const children = commands.map(({ cmd, args, env }) => spawn(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } }));
  let stopping = false;
  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
    process.exitCode = code;
  };
  for (const child of children) child.on("exit", (code) => stop(code ?? 0));
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => stop(0));
}

/**
 * Prints `message` once `url` answers, so it comes after the servers' own
 * banners and is the last thing on the screen (the sample accounts on a
 * first run). Gives up quietly after two minutes.
 */
export async function announceWhenUp(url: string, message: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      console.log(`\n${message}\n`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** Wrangler needs the assets folder to exist even before the first build. */
export function ensureAssetsDir(): void {
  mkdirSync("build/client", { recursive: true });
}

/**
 * Apply D1 migrations to the local database (idempotent), saying in one line
 * what was done; wrangler's own tables (the list to apply, then each result)
 * are printed only when it fails.
 */
export function migrateLocal(persistTo?: string): void {
  const args = ["wrangler", "d1", "migrations", "apply", "DB", "--local"];
  if (persistTo) args.push("--persist-to", persistTo);
  const result = spawnSync("npx", args, { encoding: "utf8", env: { ...process.env, CI: "true" } });
  if (result.status !== 0) {
    console.error(`${result.stdout}${result.stderr}\n✖ applying the migrations to the local database failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
  const applied = new Set(result.stdout.match(/\d{4}_[\w-]+\.sql(?=\s*│\s*✅)/g) ?? []).size;
  console.log(applied === 0 ? "✓ Local database: up to date." : `✓ Local database: ${applied} migration${applied === 1 ? "" : "s"} applied.`);
}

/** `wrangler d1 execute` on the local database (PERSIST_TO-style directory or wrangler's default). */
function d1Local(persistTo: string | undefined, args: string[], options: Omit<SpawnSyncOptionsWithStringEncoding, "encoding"> = {}) {
  const target = ["--local", ...(persistTo ? ["--persist-to", persistTo] : [])];
  return spawnSync("npx", ["wrangler", "d1", "execute", "DB", ...target, ...args], {
    encoding: "utf8",
    env: { ...process.env, CI: "true" },
    ...options,
  });
}

/**
 * Fills an EMPTY local database with sample events (the old content file's,
 * moved around today), accounts, RSVPs, terms, check-ins and points — see
 * scripts/seed/local-seed.ts — and the résumé book's sample members, sponsor
 * and files, and the sample chapter's images as uploads (scripts/seed/sample-media.ts), in the
 * local file store.
 * Does nothing once the database has any event, so it never touches what a
 * developer made. Deployed databases are never seeded.
 */
export async function seedLocal(persistTo?: string): Promise<string | null> {
  const counted = d1Local(persistTo, ["--json", "--command", "SELECT COUNT(*) AS n FROM events"]);
  let events: number;
  try {
    events = JSON.parse(counted.stdout)[0].results[0].n;
  } catch {
    console.error(`\n✖ could not count the local events:\n${counted.stdout}${counted.stderr}`);
    process.exit(1);
  }
  if (events > 0) return null;
  // The seed is TypeScript that imports the site's own modules: Vite loads it.
  const { runnerImport } = await import("vite");
  const { module: seed } = await runnerImport<typeof import("./seed/local-seed.ts")>("./scripts/seed/local-seed.ts", { configFile: false, logLevel: "error" });
  const { module: resumeSeed } = await runnerImport<typeof import("./seed/resume-seed.ts")>("./scripts/seed/resume-seed.ts", {
    configFile: false,
    logLevel: "error",
  });
  const { module: mediaSeed } = await runnerImport<typeof import("./seed/sample-media.ts")>("./scripts/seed/sample-media.ts", {
    configFile: false,
    logLevel: "error",
  });
  const { module: encoder } = await runnerImport<typeof import("./seed/encode-image.ts")>("./scripts/seed/encode-image.ts", {
    configFile: false,
    logLevel: "error",
  });
  const today = new Date();
  const book = resumeSeed.resumeBookSeed(today);
  // The sample chapter's images, as uploads in the local store: never in a build (decision 101).
  const images = await mediaSeed.sampleMediaSeed(today.getTime(), encoder.encodeVariant);
  const dir = mkdtempSync(path.join(tmpdir(), "seed-"));
  const file = path.join(dir, "seed.sql");
  try {
    writeFileSync(file, [...images.sql, ...seed.localSeedSql(today), ...book.sql].join("\n"));
    const result = d1Local(persistTo, ["--file", file], { stdio: ["ignore", "pipe", "pipe"] });
    if (result.status !== 0) {
      console.error(`\n✖ seeding the local database failed:\n${result.stdout}${result.stderr}`);
      process.exit(1);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  await putLocalFiles(persistTo, [...book.objects, ...images.objects]);
  return [
    "🌱 The local database was empty: added sample events (moved around today), RSVPs, the past, current and next terms, check-ins with their points, the résumé book's samples, and these accounts:",
    ...seed.SAMPLE_ACCOUNTS.map((account) => `   ${account.username.padEnd(8)} ${account.password.padEnd(21)} ${account.roles}`),
    "   (local only; `rm -rf .wrangler/state` starts over)",
  ].join("\n");
}

/**
 * Writes files to the local file store (Workers KV `FILES`, worker/services/file-store.ts) with the
 * metadata the Worker reads back, where `wrangler dev --persist-to` keeps them: one local runtime
 * for all of them (`wrangler kv key put --local` would start one per file), no account and no
 * network. The sample résumés and the sample chapter's images go there, never into a build.
 */
async function putLocalFiles(persistTo: string | undefined, files: SampleObject[]): Promise<void> {
  if (files.length === 0) return;
  const { getPlatformProxy, runnerImport } = await Promise.all([import("wrangler"), import("vite")]).then(([wrangler, vite]) => ({
    getPlatformProxy: wrangler.getPlatformProxy,
    runnerImport: vite.runnerImport,
  }));
  const { module: store } = await runnerImport<typeof import("../worker/services/file-store.ts")>("./worker/services/file-store.ts", {
    configFile: false,
    logLevel: "error",
  });
  const proxy = await getPlatformProxy<{ FILES: LocalNamespace }>({
    persist: persistTo ? { path: path.join(persistTo, "v3") } : true,
    remoteBindings: false,
  });
  try {
    for (const { key, body, contentType } of files) {
      await proxy.env.FILES.put(key, body, { metadata: await store.kvFileMetadata(body, contentType) });
    }
  } catch (error) {
    console.error(`\n✖ writing the sample files to the local file store failed: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  } finally {
    await proxy.dispose();
  }
}

/** What putLocalFiles needs of a KV binding (the Workers types are not the scripts'). */
type LocalNamespace = { put(key: string, body: Uint8Array, options: { metadata: unknown }): Promise<unknown> };

/**
 * Variables every local run gets: the dev outbox instead of real e-mail, and
 * no call to the breached-password API, so local work needs no network.
 */
export const LOCAL_VARS = ["--var", "EMAIL_TRANSPORT:outbox", "--var", "PASSWORD_BREACH_CHECK:off"];
