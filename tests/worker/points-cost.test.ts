import { beforeAll, describe, expect, it } from "vitest";
import { call } from "./support/api";
import { measure, SESSION_KV_READS } from "./support/cost";
import { createEvent, HOUR_MS, registerOfficer } from "./support/events";
import { registerMember, type Member } from "./support/members";
import { codeAt, displayOf, iso } from "./support/points";

/**
 * Cost budgets of attendance and points: a check-in is one Worker
 * request, one D1 batch (plus the session check: one KV read at most, one
 * D1 query) and no KV write; a claim is one batch and no KV at all; the
 * leaderboard and a member's history are one batch each.
 */

let officer: Member;

beforeAll(async () => {
  officer = await registerOfficer();
});

const SESSION_D1 = 1;

const post = (who: Member | null, body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: "POST",
  headers: { "Content-Type": "application/json", ...(who ? { Cookie: who.cookie } : {}), ...headers },
  body: JSON.stringify(body),
});
const get = (who: Member): RequestInit => ({ headers: { Cookie: who.cookie } });

function eventNow(points = 5) {
  return createEvent(officer.cookie, { startsAt: iso(Date.now() + 5 * 60_000), endsAt: iso(Date.now() + HOUR_MS), points });
}

describe("check-in", () => {
  it("with a code: the session check and one batch; the first check-in of an event in an isolate also reads its secret once", async () => {
    const event = await eventNow();
    const display = await displayOf(event.id, officer.cookie);
    const [first, second, third] = await Promise.all([registerMember(), registerMember(), registerMember()]);
    const cold = await measure(`/api/events/${event.id}/checkin`, post(first, { code: await codeAt(display) }));
    expect(cold).toEqual({ status: 201, d1: SESSION_D1 + 2, kvReads: SESSION_KV_READS, kvWrites: 0 });
    const warm = await measure(`/api/events/${event.id}/checkin`, post(second, { code: await codeAt(display) }));
    expect(warm).toEqual({ status: 201, d1: SESSION_D1 + 1, kvReads: SESSION_KV_READS, kvWrites: 0 });
    const again = await measure(`/api/events/${event.id}/checkin`, post(second, { code: await codeAt(display) }));
    expect(again).toEqual({ status: 200, d1: SESSION_D1 + 1, kvReads: SESSION_KV_READS, kvWrites: 0 });
    const wrong = await measure(`/api/events/${event.id}/checkin`, post(third, { code: (await codeAt(display)) === "000000" ? "000001" : "000000" }));
    expect(wrong).toMatchObject({ d1: SESSION_D1 + 1, kvWrites: 0 });
  });

  it("with a claim: the session check and one batch; asking for the claim: one batch (and, for a right code, its slot under the event's cap given back after the answer), no session, no KV", async () => {
    const event = await eventNow();
    const display = await displayOf(event.id, officer.cookie);
    // Without CHECKIN_CLAIM_SECRET the Worker makes its own key on the first claim (one batch, once per
    // isolate: decision 072): made here first, so what is measured is every later claim.
    expect((await call("POST", `/api/events/${event.id}/checkin-claim`, { body: { code: await codeAt(display) } })).status).toBe(200);
    const claim = await measure(`/api/events/${event.id}/checkin-claim`, post(null, { code: await codeAt(display) }, { "CF-Connecting-IP": "192.0.2.44" }));
    expect(claim).toEqual({ status: 200, d1: 2, kvReads: 0, kvWrites: 0 });
    const wrong = await measure(
      `/api/events/${event.id}/checkin-claim`,
      post(null, { code: (await codeAt(display)) === "000000" ? "000001" : "000000" }, { "CF-Connecting-IP": "192.0.2.44" }),
    );
    expect(wrong).toEqual({ status: 400, d1: 1, kvReads: 0, kvWrites: 0 });
    const made = await call("POST", `/api/events/${event.id}/checkin-claim`, { body: { code: await codeAt(display) } });
    const member = await registerMember();
    expect(await measure(`/api/events/${event.id}/checkin`, post(member, { claim: made.body.data.claim }))).toEqual({
      status: 201,
      d1: SESSION_D1 + 1,
      kvReads: SESSION_KV_READS,
      kvWrites: 0,
    });
  });

  it("the officers' side: display, manual check-in, removal and the list are one query or batch each", async () => {
    const event = await eventNow();
    const member = await registerMember();
    expect(await measure(`/api/events/${event.id}/checkin-display`, get(officer))).toEqual({
      status: 200,
      d1: SESSION_D1 + 1,
      kvReads: SESSION_KV_READS,
      kvWrites: 0,
    });
    expect(await measure(`/api/events/${event.id}/attendance`, post(officer, { user: member.username }))).toEqual({
      status: 201,
      d1: SESSION_D1 + 1,
      kvReads: SESSION_KV_READS,
      kvWrites: 0,
    });
    expect(await measure(`/api/events/${event.id}/attendance`, get(officer))).toEqual({
      status: 200,
      d1: SESSION_D1 + 1,
      kvReads: SESSION_KV_READS,
      kvWrites: 0,
    });
    const removal = await measure(`/api/events/${event.id}/attendance/${member.id}`, { method: "DELETE", headers: { Cookie: officer.cookie } });
    expect(removal).toEqual({ status: 200, d1: SESSION_D1 + 1, kvReads: SESSION_KV_READS, kvWrites: 0 });
  });
});

describe("points and leaderboards", () => {
  it("an adjustment, a member's history and the leaderboard: one batch each after the session check", async () => {
    const member = await registerMember();
    expect(await measure("/api/points/adjustments", post(officer, { userId: member.id, delta: 3, reason: "Cost test" }))).toEqual({
      status: 201,
      d1: SESSION_D1 + 1,
      kvReads: SESSION_KV_READS,
      kvWrites: 0,
    });
    for (const query of ["", "?term=current", "?term=all&page=2&pageSize=5"]) {
      expect(await measure(`/api/users/${member.id}/points${query}`, get(member))).toEqual({
        status: 200,
        d1: SESSION_D1 + 1,
        kvReads: SESSION_KV_READS,
        kvWrites: 0,
      });
    }
    for (const query of ["", "?term=all", "?term=current&limit=200"]) {
      expect(await measure(`/api/leaderboard${query}`, get(member))).toEqual({ status: 200, d1: SESSION_D1 + 1, kvReads: SESSION_KV_READS, kvWrites: 0 });
    }
  });

  it("the terms: one query, no session", async () => {
    expect(await measure("/api/terms")).toEqual({ status: 200, d1: 1, kvReads: 0, kvWrites: 0 });
  });
});
