import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { freePort } from "../../scripts/preview-server.ts";
import { kindFiles, mediaForm } from "../fixtures/media-files";

/**
 * `npm run dev` is the site a chapter gets (issue 33): an image an officer uploads is served through
 * the dev server (/media is the Worker's, as deployed), and stopping `npm run dev` by its process id
 * leaves none of its children — wrangler, workerd, Vite — running. A fresh local state of its own.
 */
const root = path.resolve(import.meta.dirname, "../..");
let persist: string;
let dev: ChildProcess;
let origin: string;
let output = "";

/** Every process below `pid` (children, theirs…), from `ps`. */
function descendants(pid: number): number[] {
  const rows = spawnSync("ps", ["-eo", "pid=,ppid="], { encoding: "utf8" })
    .stdout.trim()
    .split("\n")
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  const found: number[] = [];
  const walk = (parent: number) => {
    for (const [child, ppid] of rows) {
      if (ppid === parent) {
        found.push(child);
        walk(child);
      }
    }
  };
  walk(pid);
  return found;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

beforeAll(async () => {
  persist = mkdtempSync(path.join(tmpdir(), "dev-server-"));
  const [port, apiPort] = [await freePort(), await freePort()];
  origin = `http://localhost:${port}`;
  dev = spawn("npm", ["run", "dev"], {
    cwd: root,
    env: { ...process.env, CI: "true", PORT: String(port), API_PORT: String(apiPort), PERSIST_TO: persist },
    stdio: ["ignore", "pipe", "pipe"],
  });
  dev.stdout?.on("data", (chunk) => (output += chunk));
  dev.stderr?.on("data", (chunk) => (output += chunk));
  const deadline = Date.now() + 420_000;
  while (Date.now() < deadline) {
    if (dev.exitCode !== null) throw new Error(`npm run dev exited (${dev.exitCode}):\n${output}`);
    // The API through the dev server: both the SPA's server and our Worker answer (the envelope,
    // not some other local server's answer on that port).
    const session = await fetch(`${origin}/api/auth/session`, { signal: AbortSignal.timeout(2000) }).catch(() => undefined);
    if (session && session.status < 500) {
      expect(session.headers.get("content-type") ?? "", output).toContain("application/json");
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`npm run dev did not answer within 420 s:\n${output}`);
}, 480_000);

afterAll(() => {
  if (dev?.pid && alive(dev.pid)) for (const pid of [dev.pid, ...descendants(dev.pid)]) if (alive(pid)) process.kill(pid, "SIGKILL");
  rmSync(persist, { recursive: true, force: true });
});

it("serves an image an officer uploads, at its /media address, through the dev server", { timeout: 60_000 }, async () => {
  const headers = { Origin: origin };
  const login = await fetch(`${origin}/api/auth/login`, {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/json" },
    body: JSON.stringify({ username: "officer", password: "officer-dev-password" }),
  });
  expect(login.status, await login.clone().text()).toBe(200);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .join("; ");
  const uploaded = await fetch(`${origin}/api/media`, {
    method: "POST",
    headers: { ...headers, Cookie: cookie },
    body: mediaForm("photo", kindFiles("photo")),
  });
  expect(uploaded.status, await uploaded.clone().text()).toBe(201);
  const { data } = (await uploaded.json()) as { data: { src: string; variants: { src: string }[] } };
  expect(data.src).toMatch(/^\/media\//);
  for (const src of [data.src, ...data.variants.map((variant) => variant.src)]) {
    const image = await fetch(`${origin}${src}`);
    expect(image.status, src).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");
    expect(
      Buffer.from(await image.arrayBuffer())
        .subarray(8, 12)
        .toString("ascii"),
    ).toBe("WEBP");
  }
  // An unknown image is the Worker's 404, not the SPA's page.
  const missing = await fetch(`${origin}/media/nothing-480.webp`);
  expect(missing.status).toBe(404);
  expect(missing.headers.get("content-type") ?? "").not.toContain("text/html");
});

it("serves the OpenAPI document and the developers' reference page, as a build does (decision 154)", { timeout: 60_000 }, async () => {
  const documentAnswer = await fetch(`${origin}/api/openapi.json`);
  expect(documentAnswer.status).toBe(200);
  expect(documentAnswer.headers.get("content-type") ?? "").toContain("application/json");
  const document = (await documentAnswer.json()) as { openapi: string; paths: Record<string, unknown> };
  expect(document.openapi).toMatch(/^3\.1\./);
  expect(Object.keys(document.paths)).toContain("/api/auth/session");
  const page = await fetch(`${origin}/developers/api`);
  expect(page.status).toBe(200);
  const html = await page.text();
  const scripts = [...html.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]!);
  expect(scripts.length).toBe(2);
  // The site's tab icon, as on every page (no /favicon.ico 404).
  const icon = html.match(/<link rel="icon" href="([^"]+)"/)?.[1];
  const iconAnswer = await fetch(`${origin}${icon}`);
  expect(iconAnswer.status, icon).toBe(200);
  expect(iconAnswer.headers.get("content-type") ?? "", icon).toContain("image/svg+xml");
  for (const script of scripts) {
    const answer = await fetch(`${origin}${script}`);
    expect(answer.status, script).toBe(200);
    expect(answer.headers.get("content-type") ?? "", script).toContain("text/javascript");
  }
});

it("stops with every child when `npm run dev` is stopped by its process id", { timeout: 30_000 }, async () => {
  const pid = dev.pid!;
  const children = descendants(pid);
  // npm, the script, wrangler and workerd, Vite: all of them are below it.
  expect(children.length).toBeGreaterThanOrEqual(4);
  process.kill(pid, "SIGTERM");
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline && [pid, ...children].some(alive)) await new Promise((resolve) => setTimeout(resolve, 250));
  expect([pid, ...children].filter(alive)).toEqual([]);
  await expect(fetch(origin, { signal: AbortSignal.timeout(2000) })).rejects.toThrow();
});
