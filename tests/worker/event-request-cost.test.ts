import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { FRESH_MS } from "../../worker/features/events/services/event-caches";
import { call } from "./support/api";
import { useTestClock } from "./support/clock";
import { publishContent, validFields } from "./support/content";
import { measure, measureCost, SESSION_KV_READS } from "./support/cost";
import { createEvent, registerOfficer, rsvp } from "./support/events";
import { EVENT_CATEGORIES } from "../../src/shared/event-categories";
import { registerMember, type Member } from "./support/members";

/**
 * Cost budgets of the events' hot paths: reading events is at
 * most one D1 query and no KV write; writing an event or an RSVP is one D1
 * batch; visitors' repeated lists cost no D1 query until an event changes.
 * A signed-in request adds the session check (one KV read, one D1 query).
 */

let member: Member;
let officer: Member;
beforeAll(async () => {
  [member, officer] = await Promise.all([registerMember(), registerOfficer()]);
  // A few events with RSVPs, so that reads have something to read.
  for (let i = 0; i < 5; i += 1) {
    const event = await createEvent(officer.cookie, { capacity: 2 });
    await rsvp(event.id, member.cookie);
  }
});

const signedIn = (who: Member, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), Cookie: who.cookie },
});
const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify(body),
});

describe("reading events", () => {
  it("a visitor's list: one D1 query the first time, none while fresh, then one that reads no event when nothing changed", async () => {
    const clock = useTestClock();
    // Writes in this isolate: the next list asks D1. Enough events that reading them shows in the
    // rows read whatever else the run has made (a shuffled run may start here).
    for (let n = 0; n < 4; n += 1) await createEvent(officer.cookie);
    const first = await measureCost("/api/events");
    expect(first).toMatchObject({ status: 200, d1: 1, kvReads: 0, kvWrites: 0 });
    expect(await measure("/api/events")).toEqual({ status: 200, d1: 0, kvReads: 0, kvWrites: 0 });
    clock.advance(FRESH_MS);
    const checked = await measureCost("/api/events");
    expect(checked).toMatchObject({ status: 200, d1: 1, kvReads: 0, kvWrites: 0 });
    // The data version, read twice (once per statement): no event row, however many there are.
    expect(checked.rowsRead).toBeLessThanOrEqual(3);
    // The first read has the four items (or events) at least; the check reads none of them.
    expect(first.rowsRead).toBeGreaterThanOrEqual(checked.rowsRead + 4);
    expect(await measure("/api/events")).toEqual({ status: 200, d1: 0, kvReads: 0, kvWrites: 0 });
    for (let i = 0; i < 5; i += 1) await createEvent(officer.cookie);
    await measure("/api/events");
    clock.advance(FRESH_MS);
    expect((await measureCost("/api/events")).rowsRead).toBe(checked.rowsRead);
  });

  it("a change made in another isolate shows within FRESH_MS; one made here shows at once", async () => {
    const clock = useTestClock();
    const event = await createEvent(officer.cookie);
    const titleIn = async () =>
      ((await (await measureCost("/api/events?limit=500")).response.json()) as { data: { id: string; title: string }[] }).data.find((e) => e.id === event.id)
        ?.title;
    const original = await titleIn();
    // Written straight to D1, as another isolate's request would: this isolate's cache does not know.
    await env.DB.prepare("UPDATE events SET title = 'Changed elsewhere' WHERE id = ?").bind(event.id).run();
    expect(await titleIn()).toBe(original);
    clock.advance(FRESH_MS);
    expect(await titleIn()).toBe("Changed elsewhere");
    await call("PATCH", `/api/events/${event.id}`, { body: { title: "Changed here" }, cookie: officer.cookie });
    expect(await titleIn()).toBe("Changed here");
  });

  it("a member's list, and their own events: the session check and one query; never cached", async () => {
    for (let i = 0; i < 2; i += 1) {
      expect(await measure("/api/events", signedIn(member))).toEqual({ status: 200, d1: 2, kvReads: SESSION_KV_READS, kvWrites: 0 });
    }
    expect(await measure("/api/events?mine=true", signedIn(member))).toEqual({ status: 200, d1: 2, kvReads: SESSION_KV_READS, kvWrites: 0 });
  });

  it("one event: one query for a visitor; the session check and one query for a member", async () => {
    const event = await createEvent(officer.cookie);
    expect(await measure(`/api/events/${event.slug}`)).toEqual({ status: 200, d1: 1, kvReads: 0, kvWrites: 0 });
    expect(await measure(`/api/events/${event.id}`, signedIn(member))).toEqual({ status: 200, d1: 2, kvReads: SESSION_KV_READS, kvWrites: 0 });
  });

  it("the event's page and its calendar file: one query each", async () => {
    const event = await createEvent(officer.cookie);
    const page = await measure(`/events/${event.slug}`);
    expect(page).toMatchObject({ d1: 1, kvReads: 0, kvWrites: 0 });
    // The talks and albums that name the event are read in the same batch as the event.
    await publishContent("slides", { ...validFields("slides", "Cost talk"), eventId: event.id });
    await publishContent("albums", { ...validFields("albums", "Cost album"), eventId: event.id });
    expect(await measure(`/events/${event.slug}`)).toMatchObject({ d1: 1, kvReads: 0, kvWrites: 0 });
    expect(await measure(`/events/${event.slug}.ics`)).toEqual({ status: 200, d1: 1, kvReads: 0, kvWrites: 0 });
  });

  it("the public calendar feed: at most one query, none while fresh", async () => {
    await createEvent(officer.cookie);
    expect(await measure("/calendar.ics")).toEqual({ status: 200, d1: 1, kvReads: 0, kvWrites: 0 });
    expect(await measure("/calendar.ics")).toEqual({ status: 200, d1: 0, kvReads: 0, kvWrites: 0 });
  });

  it("a personal calendar feed: one query", async () => {
    const made = await call("POST", "/api/calendar/feed", { cookie: member.cookie });
    expect(await measure(new URL(made.body.data.url).pathname)).toEqual({ status: 200, d1: 1, kvReads: 0, kvWrites: 0 });
  });
});

describe("writing events and RSVPs: one D1 batch, no KV write", () => {
  it("RSVP and cancelling it", async () => {
    const event = await createEvent(officer.cookie, { capacity: 1 });
    // Members of this test's own: the file's member may have had their day's routine mails (decision 120).
    const [member, other] = [await registerMember(), await registerMember()];
    // Once per isolate, the mail links' key is read from D1 (decision 072's table): read it before measuring.
    await rsvp((await createEvent(officer.cookie)).id, other.cookie);
    /** A mail sent by a request: queued (one statement), the local outbox's own write, marked sent (decision 081). */
    const MAIL = 3;
    // The RSVP is one batch after the session's read; its confirmation is a mail, after the answer in production.
    for (const who of [member, other]) {
      const put = await measure(`/api/events/${event.id}/rsvp`, signedIn(who, { method: "PUT" }));
      expect(put).toMatchObject({ status: 200, kvReads: SESSION_KV_READS, kvWrites: 0 });
      expect(put.d1 - MAIL).toBe(2);
    }
    // Cancelling moves the waitlist up: marking the promoted member told for the day (one place mail per
    // member, event and day) is one more batch, then their mail and the canceller's.
    const cancel = await measure(`/api/events/${event.id}/rsvp`, signedIn(member, { method: "DELETE" }));
    expect(cancel).toMatchObject({ status: 200, kvReads: SESSION_KV_READS, kvWrites: 0 });
    // + 1: the place's push, queued for members who take it by push (one statement, decision 115).
    expect(cancel.d1 - 1 /* told today */ - 1 /* push */ - 2 * MAIL).toBe(2);

    // An officer's removal (decision 095) costs what the member's own cancel does: one batch, then the same mails.
    const third = await registerMember();
    await rsvp(event.id, third.cookie);
    const removal = await measure(`/api/events/${event.id}/rsvps/${other.id}`, signedIn(officer, { method: "DELETE" }));
    expect(removal).toMatchObject({ status: 200, kvReads: SESSION_KV_READS, kvWrites: 0 });
    expect(removal.d1 - 1 /* told today */ - 1 /* push */ - 2 * MAIL).toBe(2);
  });

  it("creating, editing and deleting an event", async () => {
    const start = new Date(Math.floor((Date.now() + 86_400_000 * 3) / 1000) * 1000).toISOString();
    const end = new Date(Math.floor((Date.now() + 86_400_000 * 3 + 3_600_000) / 1000) * 1000).toISOString();
    const body = { title: "Cost Night", category: EVENT_CATEGORIES[2], location: "Keller Hall", startsAt: start, endsAt: end };
    const create = await measureCost("/api/events", signedIn(officer, json("POST", body)));
    // + 1 after the answer: which group chats to tell (worker/features/chat); a capacity change tells none.
    expect(create).toMatchObject({ status: 201, d1: 2 + 1, kvReads: SESSION_KV_READS, kvWrites: 0 });
    const { data } = (await create.response.json()) as { data: { id: string } };
    expect(await measure(`/api/events/${data.id}`, signedIn(officer, json("PATCH", { capacity: 10 })))).toEqual({
      status: 200,
      d1: 2,
      kvReads: SESSION_KV_READS,
      kvWrites: 0,
    });
    expect(await measure(`/api/events/${data.id}`, signedIn(officer, { method: "DELETE" }))).toEqual({
      status: 200,
      d1: 2,
      kvReads: SESSION_KV_READS,
      kvWrites: 0,
    });
  });
});
