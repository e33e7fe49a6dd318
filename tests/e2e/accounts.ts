import type { Page } from "playwright-core";
import { expect } from "vitest";
import { safeRedirect } from "../../src/features/account/lib/safe-redirect";
import { SESSION_HINT_KEY } from "../../src/features/account/lib/session-hint";
import { api, cookiesOf, request, unique } from "./api";
import { sampleContent } from "../../scripts/seed/content-seed";

/** The sample chapter's sponsors, as the seed publishes them on the preview's sponsors page (résumé-book access names them). */
export const SEEDED_SPONSORS = sampleContent().sponsors.map((sponsor) => String(sponsor.organisation));
import { baseUrl, gotoHydrated } from "./browser";

/**
 * The one place the browser tests make accounts, give them roles and sign
 * them in. Members are made directly, by the seeded admin through
 * `POST /api/users` (one call; no mail, so the sign-up's per-network mail
 * limit is never reached by the suite); only the tests of sign-up go through
 * the sign-up form (or `pendingSignup`). API calls carry a session cookie
 * (`sessionCookie`, `memberWithSession`, `adminCookie`, `officerCookie`);
 * pages are signed in through the API (`logIn`: the session cookie lands in
 * the page's context); only the tests of the sign-in form fill it in.
 */

export type TestMember = { username: string; email: string; password: string; id: string };

/** The seed's officer and admin (README, "Quick start"): local only. */
export const SEEDED_OFFICER = { username: "officer", password: "officer-dev-password" };
export const SEEDED_ADMIN = { username: "admin", password: "admin-dev-password" };

/** Signs in through the API; the session cookie to send with later calls. */
export async function sessionCookie(username: string, password: string): Promise<string> {
  const { status, body, headers } = await request("POST", "/api/auth/login", null, { username, password });
  expect(status, `log in ${username}: ${JSON.stringify(body)}`).toBe(200);
  return cookiesOf(headers);
}

let admin: Promise<string> | undefined;
/** The seeded admin's session, made once per test file. */
export const adminCookie = () => (admin ??= sessionCookie(SEEDED_ADMIN.username, SEEDED_ADMIN.password));

let officer: Promise<string> | undefined;
/** The seeded officer's session, made once per test file. */
export const officerCookie = () => (officer ??= sessionCookie(SEEDED_OFFICER.username, SEEDED_OFFICER.password));

/** What a member can be made with besides the defaults (fields of `POST /api/users`). */
export type MemberFields = {
  /** Exactly this username instead of `<prefix>-<unique>`. */
  username?: string;
  firstName?: string;
  lastName?: string;
  /** A starting score (an adjustment now, so in the current term). */
  points?: number;
  /** Instead of `member`, e.g. `sponsor`. */
  roles?: string;
};

const ids = new Map<string, string>();

/** A member (the `member` role unless `fields` say otherwise) with a unique username and a known password. */
export async function createMember(prefix = "member", fields: MemberFields = {}): Promise<TestMember> {
  const { username = `${prefix}-${unique()}`.slice(0, 32), ...rest } = fields;
  const email = `${username}@example.com`;
  const password = "correct horse battery";
  const created = await api<{ id: string }>("POST", "/api/users", await adminCookie(), { username, email, password, ...rest });
  expect(created.status, `create ${username}: ${JSON.stringify(created.error)}`).toBe(201);
  ids.set(username, created.data.id);
  return { username, email, password, id: created.data.id };
}

/** A member with a session cookie for API calls. */
export async function memberWithSession(prefix: string, fields: MemberFields = {}): Promise<TestMember & { cookie: string }> {
  const member = await createMember(prefix, fields);
  return { ...member, cookie: await sessionCookie(member.username, member.password) };
}

const promotions = new Set<Promise<void>>();

async function promote(username: string) {
  const cookie = await adminCookie();
  let id = ids.get(username);
  if (!id) {
    const found = await api<{ id: string; username: string }[]>("GET", `/api/users?q=${encodeURIComponent(username)}`, cookie);
    id = found.data.find((user) => user.username.toLowerCase() === username.toLowerCase())?.id;
  }
  if (!id) throw new Error(`promote ${username}: no such member`);
  const patched = await api<{ roles: string }>("PATCH", `/api/users/${id}`, cookie, { id, roles: "admin,member" });
  if (patched.status !== 200) throw new Error(`promote ${username}: ${patched.status} ${JSON.stringify(patched.error)}`);
}

/**
 * Makes a member admin, as the seeded admin would on the members page (the
 * `user:promote` script, which starts wrangler twice, has its own test).
 * Await it; the sign-in helpers below also wait for a promotion still under
 * way, so a test that forgot to cannot sign in before it is done.
 */
export function promoteToAdmin(username: string): Promise<void> {
  const promotion = promote(username);
  promotions.add(promotion);
  void promotion.finally(() => promotions.delete(promotion)).catch(() => undefined);
  return promotion;
}

const promotionsDone = () => Promise.all(promotions);

const DAY = 86_400_000;

/**
 * Makes `member` a recruiter's account (the sponsor role alone) with a
 * window `fromDays`…`untilDays` around now, granted by the admin whose
 * session `byAdmin` is.
 */
export async function makeSponsor(byAdmin: string, member: TestMember, window: { fromDays: number; untilDays: number }, organisation = SEEDED_SPONSORS[0]) {
  const now = Date.now();
  const granted = await api("PUT", `/api/users/${member.id}/sponsor-access`, byAdmin, {
    organisation,
    from: new Date(now + window.fromDays * DAY).toISOString(),
    until: new Date(now + window.untilDays * DAY).toISOString(),
  });
  if (granted.status !== 200) throw new Error(`access for ${member.username}: ${JSON.stringify(granted.error)}`);
  const roles = await api("PATCH", `/api/users/${member.id}`, byAdmin, { id: member.id, roles: "sponsor" });
  if (roles.status !== 200) throw new Error(`roles of ${member.username}: ${JSON.stringify(roles.error)}`);
}

/**
 * A sign-up waiting for its code, started through the API from this page's
 * browser (a sign-up is bound to the browser that started it, by a cookie).
 */
export async function pendingSignup(page: Page, prefix: string) {
  const username = `${prefix}-${unique()}`;
  const account = { username, email: `${username}@example.edu`, password: "pending pass 1" };
  await gotoHydrated(page, "/signup");
  const status = await page.evaluate(async (body) => {
    const response = await fetch("/api/auth/signup", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    return response.status;
  }, account);
  expect(status).toBe(200);
  return account;
}

/**
 * Signs the page in through the API and opens where the sign-in form at
 * `path` would have led (its `?redirect=`, else /profile): the session
 * cookie is set in the page's context, as the form's call sets it.
 */
export async function logIn(page: Page, login: string, password: string, path = "/login") {
  await promotionsDone();
  // The page's own request context shares its cookies: the session cookie lands where the page reads it.
  const answer = await page.request.post("/api/auth/login", { data: { username: login, password }, headers: { Origin: baseUrl() } });
  if (!answer.ok()) throw new Error(`log in ${login}: ${answer.status()} ${await answer.text()}`);
  // What the app does after its own sign-in: the hint that this browser is signed in, which tells the
  // next page to ask for the session. Set from an empty page of the site's origin, answered here (no
  // request reaches the preview, no page script to wait for, no favicon to miss).
  const blank = new URL("/__sign-in-hint", baseUrl()).href;
  await page.route(blank, (route) => route.fulfill({ contentType: "text/html", body: '<!doctype html><link rel="icon" href="data:,">' }));
  await page.goto(blank);
  await page.evaluate((key) => localStorage.setItem(key, "1"), SESSION_HINT_KEY);
  await page.unroute(blank);
  await gotoHydrated(page, safeRedirect(new URL(path, baseUrl()).searchParams.get("redirect")));
}
