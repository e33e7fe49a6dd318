import { spawnSync } from "node:child_process";
import path from "node:path";
import type { Page } from "playwright-core";
import { inject } from "vitest";
import { baseUrl, gotoHydrated } from "./browser";

export type TestMember = { username: string; email: string; password: string; id: string };

/** A POST as a browser sends it; `cookies` carries the answer's cookies to the next call (as a browser would). */
async function post(path: string, body: unknown, cookies: string[] = []) {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl(), ...(cookies.length ? { Cookie: cookies.join("; ") } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { data?: unknown; error?: { errCode: string; errMsg: string } };
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(json)}`);
  cookies.push(...response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]!));
  return json.data;
}

/**
 * Creates a verified member through the API, as a person would: sign up, read
 * the 6-digit code from the dev outbox, verify it.
 */
export async function createMember(prefix = "member"): Promise<TestMember> {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const username = `${prefix}-${suffix}`.slice(0, 32);
  const email = `${username}@example.com`;
  const password = "correct horse battery";
  // The sign-up is bound to the browser that started it: verify with its cookie.
  const browser: string[] = [];
  await post("/api/auth/signup", { username, email, password }, browser);
  const outbox = await fetch(`${baseUrl()}/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const mails = (await outbox.json()) as { data: { text: string }[] };
  const code = mails.data[0]?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no verification code in the outbox for ${email}`);
  const { userId } = (await post("/api/auth/verify-code", { email, code }, browser)) as { userId: string };
  return { username, email, password, id: userId };
}

/** Makes a member admin in the preview's database, as the README says: `npm run user:promote`. */
export function promoteToAdmin(username: string) {
  const result = spawnSync("npm", ["run", "--silent", "user:promote", "--", username], {
    cwd: path.resolve(import.meta.dirname, "../.."),
    env: { ...process.env, PERSIST_TO: inject("persistTo"), CI: "true" },
    encoding: "utf8",
  });
  if (result.status !== 0 || !result.stdout.includes("admin,member")) {
    throw new Error(`promote ${username} failed: ${result.stdout}\n${result.stderr}`);
  }
}

/** Logs in through the form and waits until the app has taken the member on (away from /login). */
export async function logIn(page: Page, login: string, password: string, path = "/login") {
  await gotoHydrated(page, path);
  await page.getByLabel("Username or e-mail").fill(login);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("main").getByRole("button", { name: "Log In" }).click();
  await page.waitForURL((url) => url.pathname !== "/login");
}
