import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { checkinDisplaySchema } from "../../src/shared/attendance";
import { call, expectEnvelope, expectError } from "./support/api";
import { useTestClock } from "./support/clock";
import { createEvent, HOUR_MS, registerOfficer, utcFromNow } from "./support/events";
import { registerMember, type Member } from "./support/members";
import { checkIn, codeAt, displayOf } from "./support/points";

/** Officers replace an event's check-in secret from the display: a leaked code (or a claim got with one) stops working at once. */

const MINUTE_MS = 60_000;

let officer: Member;

beforeAll(async () => {
  officer = await registerOfficer();
});

const eventNow = () => createEvent(officer.cookie, { startsAt: utcFromNow(10 * MINUTE_MS), endsAt: utcFromNow(HOUR_MS), points: 10 });
const rotate = (eventId: string, cookie?: string) => call("POST", `/api/events/${eventId}/checkin-secret`, { cookie });

describe("POST /api/events/{id}/checkin-secret", () => {
  it("answers the display with a new secret; the old codes stop working at once (also where they were remembered), the new ones work", async () => {
    const event = await eventNow();
    const old = await displayOf(event.id, officer.cookie);
    const [warm, late, later] = await Promise.all([registerMember(), registerMember(), registerMember()]);
    // This isolate now remembers the old secret.
    expect((await checkIn(event.id, warm.cookie, { code: await codeAt(old) })).status).toBe(201);

    const rotated = await rotate(event.id, officer.cookie);
    expect(rotated.status).toBe(200);
    expectEnvelope(rotated);
    const fresh = checkinDisplaySchema.parse(rotated.body.data);
    expect(fresh.secret).not.toBe(old.secret);
    expect(fresh).toMatchObject({ eventId: event.id, checkedIn: 1 });
    expect((await displayOf(event.id, officer.cookie)).secret).toBe(fresh.secret);

    if ((await codeAt(old)) !== (await codeAt(fresh))) {
      expectError(await checkIn(event.id, late.cookie, { code: await codeAt(old) }), 400, "INVALID_CHECKIN_CODE");
      expectError(await call("POST", `/api/events/${event.id}/checkin-claim`, { body: { code: await codeAt(old) } }), 400, "INVALID_CHECKIN_CODE");
    }
    expect((await checkIn(event.id, late.cookie, { code: await codeAt(fresh) })).status).toBe(201);
    expect((await call("POST", `/api/events/${event.id}/checkin-claim`, { body: { code: await codeAt(fresh) } })).status).toBe(200);
    expect((await checkIn(event.id, later.cookie, { code: await codeAt(fresh) })).status).toBe(201);
  });

  it("an isolate that remembers the old secret (replaced through another one) refuses its codes and accepts the new ones", async () => {
    const event = await eventNow();
    const old = await displayOf(event.id, officer.cookie);
    const [warm, late] = await Promise.all([registerMember(), registerMember()]);
    expect((await checkIn(event.id, warm.cookie, { code: await codeAt(old) })).status).toBe(201);
    // As another isolate's rotation would leave it: the stored secret changed, this isolate's memory did not.
    await env.DB.prepare("UPDATE events SET checkin_secret = lower(hex(randomblob(32))), checkin_secret_changed_at = ? WHERE id = ?")
      .bind(Date.now(), event.id)
      .run();
    const fresh = await displayOf(event.id, officer.cookie);
    if ((await codeAt(old)) !== (await codeAt(fresh))) {
      expectError(await checkIn(event.id, late.cookie, { code: await codeAt(old) }), 400, "INVALID_CHECKIN_CODE");
    }
    expect((await checkIn(event.id, late.cookie, { code: await codeAt(fresh) })).status).toBe(201);
  });

  it("claims got before the new secret no longer check anyone in; later ones do", async () => {
    const clock = useTestClock();
    const event = await eventNow();
    const old = await displayOf(event.id, officer.cookie);
    const before = (await call("POST", `/api/events/${event.id}/checkin-claim`, { body: { code: await codeAt(old) } })).body.data.claim as string;
    clock.advance(1000);
    const fresh = checkinDisplaySchema.parse((await rotate(event.id, officer.cookie)).body.data);
    clock.advance(1000);
    const after = (await call("POST", `/api/events/${event.id}/checkin-claim`, { body: { code: await codeAt(fresh) } })).body.data.claim as string;
    const member = await registerMember();
    const refused = await checkIn(event.id, member.cookie, { claim: before });
    expectError(refused, 400, "INVALID_CHECKIN_CLAIM");
    expect(refused.body.error.errMsg).toMatch(/started new check-in codes/);
    expect((await checkIn(event.id, member.cookie, { claim: after })).status).toBe(201);
  });

  it("visitors get 401, members 403, unknown events 404", async () => {
    const event = await eventNow();
    const member = await registerMember();
    expectError(await rotate(event.id), 401, "UNAUTHENTICATED");
    expectError(await rotate(event.id, member.cookie), 403, "FORBIDDEN");
    expectError(await rotate("ev_unknown", officer.cookie), 404, "NOT_FOUND");
  });
});
