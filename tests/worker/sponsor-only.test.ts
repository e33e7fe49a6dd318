import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { call, callWithEnv, expectError } from "./support/api";
import { createEvent, HOUR_MS, registerOfficer, rsvp, unrsvp } from "./support/events";
import { newIdentity, registerMember, setRoles, type Member } from "./support/members";
import { builtSite, NOT_FOUND, SHELL } from "./support/pages";
import { checkIn, codeAt, displayOf, iso } from "./support/points";

/**
 * A recruiter's account holds `sponsor` and nothing else: it reads the
 * résumé book and is not a member. The members' features refuse it on the
 * server (403), and it has no public member page (404), while an account
 * holding both roles keeps everything a member has.
 */

let officer: Member;
let sponsor: Member;
let both: Member;

beforeAll(async () => {
  [officer, sponsor, both] = await Promise.all([registerOfficer(), registerMember(newIdentity("recruiter")), registerMember(newIdentity("both"))]);
  await Promise.all([setRoles(sponsor.id, "sponsor"), setRoles(both.id, "member,sponsor")]);
});

const rsvpRows = async (userId: string) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM event_rsvps WHERE user_id = ?").bind(userId).first<{ n: number }>())!.n;

describe("a sponsor-only account and the members' endpoints", () => {
  it("gets 403 from the leaderboard, whatever the term", async () => {
    for (const term of ["current", "all"]) {
      expectError(await call("GET", `/api/leaderboard?term=${term}`, { cookie: sponsor.cookie }), 403, "FORBIDDEN");
    }
    expect((await call("GET", "/api/leaderboard?term=all", { cookie: both.cookie })).status).toBe(200);
  });

  it("gets 403 from RSVPing and cancelling, and no RSVP is written", async () => {
    const event = await createEvent(officer.cookie);
    expectError(await rsvp(event.id, sponsor.cookie), 403, "FORBIDDEN");
    expectError(await unrsvp(event.id, sponsor.cookie), 403, "FORBIDDEN");
    expect(await rsvpRows(sponsor.id)).toBe(0);
    expect((await rsvp(event.id, both.cookie)).status).toBe(200);
  });

  it("gets 403 from checking in with the right code, and earns nothing", async () => {
    const event = await createEvent(officer.cookie, { startsAt: iso(Date.now() + 5 * 60_000), endsAt: iso(Date.now() + HOUR_MS), points: 10 });
    const code = await codeAt(await displayOf(event.id, officer.cookie));
    const refused = await checkIn(event.id, sponsor.cookie, { code });
    expectError(refused, 403, "FORBIDDEN");
    expect(refused.body.error.errMsg).toBe("Only the chapter's members can do this.");
    expect(await rsvpRows(sponsor.id)).toBe(0);
    const points = await env.DB.prepare("SELECT points FROM users WHERE id = ?").bind(sponsor.id).first<{ points: number }>();
    expect(points!.points).toBe(0);
    expect((await checkIn(event.id, both.cookie, { code })).status).toBe(201);
  });
});

describe("a sponsor-only account has no public member page", () => {
  const built = builtSite({ "/__spa-fallback": SHELL, "/404": NOT_FOUND });

  it("answers 404 for its public view, its standing and its page", async () => {
    const path = `${sponsor.username}/${sponsor.id}`;
    expectError(await call("GET", `/api/users/public/${path}`), 404, "NOT_FOUND");
    expectError(await call("GET", `/api/users/public/${path}/standing`), 404, "NOT_FOUND");
    const page = await callWithEnv({ ASSETS: built }, "GET", `/users/${path}`);
    expect(page.status).toBe(404);
    expect(page.body).not.toContain(sponsor.username);
  });

  it("while an account holding member and sponsor keeps its page", async () => {
    const path = `${both.username}/${both.id}`;
    expect((await call("GET", `/api/users/public/${path}`)).status).toBe(200);
    expect((await call("GET", `/api/users/public/${path}/standing`)).status).toBe(200);
    expect((await callWithEnv({ ASSETS: built }, "GET", `/users/${path}`)).status).toBe(200);
  });
});
