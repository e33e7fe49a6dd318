import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { experimental_readRawConfig } from "wrangler";

/**
 * A fresh copy deploys as it is (decision 075): wrangler.toml carries no
 * account-specific value, so the first deploy creates D1, KV and R2 itself
 * (automatic provisioning); everything a chapter sets is asked for by the
 * Deploy button and described for it; and `wrangler deploy --dry-run`
 * passes on a clean copy with no Cloudflare account.
 */
const root = path.resolve(import.meta.dirname, "../..");
const { rawConfig } = experimental_readRawConfig({ config: path.join(root, "wrangler.toml") });
const packageJson = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
  scripts: Record<string, string>;
  cloudflare: { bindings: Record<string, { description: string }> };
};
/** The names the Deploy button asks for and keeps as secrets. */
const asked = readFileSync(path.join(root, ".dev.vars.example"), "utf8")
  .split("\n")
  .filter((line) => /^[A-Z_]+=/.test(line))
  .map((line) => line.slice(0, line.indexOf("=")));

describe("the Wrangler configuration", () => {
  it("names its resources but carries no id or account of its own", () => {
    expect(rawConfig.account_id).toBeUndefined();
    expect(rawConfig.routes ?? rawConfig.route).toBeUndefined();
    for (const database of rawConfig.d1_databases ?? []) {
      expect(database).not.toHaveProperty("database_id");
      expect(database).not.toHaveProperty("preview_database_id");
    }
    for (const namespace of rawConfig.kv_namespaces ?? []) {
      expect(namespace).not.toHaveProperty("id");
      expect(namespace).not.toHaveProperty("preview_id");
    }
    // Nothing shaped like an id or a key anywhere in the file (32 hex digits, a UUID).
    const text = readFileSync(path.join(root, "wrangler.toml"), "utf8").replace(/^\s*#.*$/gm, "");
    expect(text).not.toMatch(/[0-9a-f]{32}|[0-9a-f]{8}-[0-9a-f]{4}-/i);
  });

  it("keeps what a chapter sets out of [vars], where each deploy would reset it", () => {
    expect(rawConfig.keep_vars).toBe(true);
    expect(asked).toEqual(expect.arrayContaining(["ADMIN_EMAILS", "RESEND_API_KEY"]));
    for (const name of asked) expect(Object.keys(rawConfig.vars ?? {})).not.toContain(name);
  });

  it("describes every variable, secret and resource the Deploy button shows", () => {
    const shown = [
      ...asked,
      ...Object.keys(rawConfig.vars ?? {}),
      ...(rawConfig.d1_databases ?? []).map((d: { binding: string }) => d.binding),
      ...(rawConfig.kv_namespaces ?? []).map((k: { binding: string }) => k.binding),
      ...(rawConfig.r2_buckets ?? []).map((r: { binding: string }) => r.binding),
    ];
    const missing = shown.filter((name) => !packageJson.cloudflare.bindings[name]?.description);
    expect(missing).toEqual([]);
  });

  it("has a Deploy button for the project's own repository", () => {
    const readme = readFileSync(path.join(root, "README.md"), "utf8");
    const repository = (packageJson as unknown as { repository: { url: string } }).repository.url;
    expect(readme).toContain(`(https://deploy.workers.cloudflare.com/?url=${repository})`);
  });

  it("builds with one npm script and migrates before every deploy", () => {
    expect(packageJson.scripts.build).toBeDefined();
    expect(packageJson.scripts.predeploy).toBe("node scripts/deploy/predeploy.ts");
    expect(packageJson.scripts.deploy).toBe("wrangler deploy");
  });
});

describe("a clean copy", () => {
  const copy = mkdtempSync(path.join(tmpdir(), "clean-copy-"));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it("passes `wrangler deploy --dry-run` without an account", { timeout: 120_000 }, () => {
    // The files Git would give a clone (committed or about to be), nothing else: no .wrangler state, no .dev.vars, no build.
    const listed = spawnSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], { cwd: root, encoding: "utf8" });
    for (const file of listed.stdout.split("\0").filter(Boolean)) {
      mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
      try {
        cpSync(path.join(root, file), path.join(copy, file));
      } catch {
        // listed but deleted in the working tree: not part of the copy
      }
    }
    symlinkSync(path.join(root, "node_modules"), path.join(copy, "node_modules"));
    // The site's files are not what is checked here (the browser tests check the built site).
    mkdirSync(path.join(copy, "build/client"), { recursive: true });
    const home = mkdtempSync(path.join(tmpdir(), "no-account-"));
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("CLOUDFLARE_")));
    const result = spawnSync("npx", ["wrangler", "deploy", "--dry-run", "--outdir", path.join(copy, "dist")], {
      cwd: copy,
      encoding: "utf8",
      env: { ...env, HOME: home, XDG_CONFIG_HOME: home, CI: "true" },
    });
    rmSync(home, { recursive: true, force: true });
    const output = `${result.stdout}\n${result.stderr}`;
    expect(result.status, output).toBe(0);
    expect(output).toContain("--dry-run: exiting now.");
    for (const binding of ["env.DB (chapter-website)", "env.SESSIONS", "env.FILES"]) expect(output).toContain(binding);
    // No R2 bucket: creating one needs a payment method on the account (decision 100).
    expect(output).not.toMatch(/R2 Bucket|env\.MEDIA|env\.RESUMES/i);
  });

  it("stops `npm run deploy` before deploying when the migrations cannot be applied (here: no account)", { timeout: 60_000 }, () => {
    const home = mkdtempSync(path.join(tmpdir(), "no-account-"));
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("CLOUDFLARE_")));
    // As Workers Builds runs it (WORKERS_CI: built already), without credentials.
    const result = spawnSync("node", ["scripts/deploy/predeploy.ts"], {
      cwd: copy,
      encoding: "utf8",
      env: { ...env, HOME: home, XDG_CONFIG_HOME: home, CI: "true", WORKERS_CI: "1" },
    });
    rmSync(home, { recursive: true, force: true });
    const output = `${result.stdout}\n${result.stderr}`;
    expect(result.status, output).toBe(1);
    expect(output).toContain("✖ The migrations could not be applied; nothing was deployed.");
    expect(output).not.toContain("creating the D1 database");
  });
});
