import { samplePdf } from "../../scripts/seed/sample-pdf";
import { baseUrl } from "./browser";
import type { TestMember } from "./accounts";

/**
 * The résumé book's accounts and files for the browser tests, made through
 * the API as the pages would make them: members with a profile, a résumé
 * and the opt-in; sponsors with a window granted by an admin.
 */

/**
 * fetch, tried again once if the connection it reused had been closed by the
 * preview server meanwhile (Node keeps connections open between calls; a
 * POST is not retried on its own).
 */
async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return fetch(url, init);
  }
}

export type Session = { cookie: string; call: (method: string, path: string, body?: unknown) => Promise<{ status: number; json: any }> };

/** Signs in through the API and returns a caller carrying the session cookie (and the Origin a browser sends). */
export async function signIn(member: Pick<TestMember, "username" | "password">): Promise<Session> {
  const response = await send(`${baseUrl()}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl() },
    body: JSON.stringify({ username: member.username, password: member.password }),
  });
  if (!response.ok) throw new Error(`sign-in of ${member.username}: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
  const call = async (method: string, path: string, body?: unknown) => {
    const isPdf = body instanceof Uint8Array;
    const result = await send(`${baseUrl()}${path}`, {
      method,
      headers: {
        Cookie: cookie,
        Origin: baseUrl(),
        ...(body === undefined ? {} : { "Content-Type": isPdf ? "application/pdf" : "application/json" }),
      },
      body: body === undefined ? undefined : isPdf ? Buffer.from(body) : JSON.stringify(body),
    });
    const text = await result.text();
    return { status: result.status, json: text.startsWith("{") ? JSON.parse(text) : text };
  };
  return { cookie, call };
}

/** A one-page résumé PDF naming the member. */
export const resumeOf = (name: string) => samplePdf([name, "Sample resume for the browser tests"]);

export type BookProfile = { firstName: string; lastName: string; major: string; graduationTerm: string; degree: string; links?: Record<string, string> };

/** Puts a member in the book: names and profile, a résumé, the opt-in. Returns the PDF it uploaded. */
export async function joinBook(member: TestMember, profile: BookProfile): Promise<Uint8Array> {
  const session = await signIn(member);
  const patched = await session.call("PATCH", `/api/users/${member.id}`, { id: member.id, ...profile });
  if (patched.status !== 200) throw new Error(`profile of ${member.username}: ${JSON.stringify(patched.json)}`);
  const pdf = resumeOf(`${profile.firstName} ${profile.lastName}`);
  const uploaded = await session.call("PUT", "/api/me/resume?fileName=resume.pdf", pdf);
  if (uploaded.status !== 200) throw new Error(`résumé of ${member.username}: ${JSON.stringify(uploaded.json)}`);
  const joined = await session.call("PATCH", `/api/users/${member.id}`, { id: member.id, inResumeBook: true });
  if (joined.status !== 200) throw new Error(`opt-in of ${member.username}: ${JSON.stringify(joined.json)}`);
  return pdf;
}

const DAY = 86_400_000;

/**
 * Makes `member` a recruiter's account (the sponsor role alone) with a
 * window `fromDays`…`untilDays` around now, granted by `admin`.
 */
export async function makeSponsor(admin: Session, member: TestMember, window: { fromDays: number; untilDays: number }, organisation = "Orchard Compute") {
  const now = Date.now();
  const granted = await admin.call("PUT", `/api/users/${member.id}/sponsor-access`, {
    organisation,
    from: new Date(now + window.fromDays * DAY).toISOString(),
    until: new Date(now + window.untilDays * DAY).toISOString(),
  });
  if (granted.status !== 200) throw new Error(`access for ${member.username}: ${JSON.stringify(granted.json)}`);
  const roles = await admin.call("PATCH", `/api/users/${member.id}`, { id: member.id, roles: "sponsor" });
  if (roles.status !== 200) throw new Error(`roles of ${member.username}: ${JSON.stringify(roles.json)}`);
}
