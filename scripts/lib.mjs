// Small helpers shared by the dev, preview and promote scripts.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";

/** Run a command to completion, inheriting the terminal; exit on failure. */
export function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { stdio: "inherit", ...options });
  if (result.status !== 0) {
    console.error(`\n✖ ${cmd} ${args.join(" ")} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

/** Start long-running processes; stop all of them when one ends or on Ctrl-C. */
export function runTogether(commands) {
  const children = commands.map(({ cmd, args, env }) =>
    spawn(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } }),
  );
  let stopping = false;
  const stop = (code) => {
    if (stopping) return;
    stopping = true;
    for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
    process.exitCode = code;
  };
  for (const child of children) child.on("exit", (code) => stop(code ?? 0));
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop(0));
}

/** Wrangler needs the assets folder to exist even before the first build. */
export function ensureAssetsDir() {
  mkdirSync("build/client", { recursive: true });
}

/** Apply D1 migrations to the local database (idempotent). */
export function migrateLocal(persistTo) {
  const args = ["wrangler", "d1", "migrations", "apply", "DB", "--local"];
  if (persistTo) args.push("--persist-to", persistTo);
  run("npx", args, { env: { ...process.env, CI: "true" } });
}

/**
 * Variables every local run gets: the dev outbox instead of real e-mail, and
 * no call to the breached-password API, so local work needs no network.
 */
export const LOCAL_VARS = ["--var", "EMAIL_TRANSPORT:outbox", "--var", "PASSWORD_BREACH_CHECK:off"];
