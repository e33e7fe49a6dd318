import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { EVENT_CATEGORIES, EVENT_CATEGORY_POINTS } from "../../src/shared/event-categories";
import { eventListSchema, eventSchema, type ChapterEventView } from "../../src/shared/events";
import { call, expectEnvelope, expectError } from "./support/api";
import { useTestClock } from "./support/clock";
import { createEvent, DAY_MS, eventBody, HOUR_MS, registerOfficer, rsvp, utcFromNow } from "./support/events";
import { registerAdmin, registerMember, type Member } from "./support/members";

/**
 * /api/events: reading, creating, editing, cancelling and deleting events,
 * for each kind of caller (visitor, member, officer, admin). RSVPs are in
 * rsvps.test.ts, the calendar feeds and event pages in their own files.
 */

let member: Member;
let officer: Member;
let admin: Member;

beforeAll(async () => {
  [member, officer, admin] = await Promise.all([registerMember(), registerOfficer(), registerAdmin()]);
});

const byId = (list: ChapterEventView[], id: string) => list.find((event) => event.id === id);

describe("GET /api/events", () => {
  it("anyone: events sorted by start, with counts; visitors get a cacheable answer without myRsvp", async () => {
    const later = await createEvent(officer.cookie, { startsAt: utcFromNow(9 * DAY_MS), endsAt: utcFromNow(9 * DAY_MS + HOUR_MS) });
    const sooner = await createEvent(officer.cookie, { startsAt: utcFromNow(8 * DAY_MS), endsAt: utcFromNow(8 * DAY_MS + HOUR_MS) });
    const result = await call("GET", "/api/events");
    expect(result.status).toBe(200);
    expectEnvelope(result);
    expect(result.headers.get("Cache-Control")).toBe("public, max-age=60");
    expect(result.headers.get("Vary")).toBe("Cookie");
    expect(result.headers.get("ETag")).toMatch(/^"[0-9a-f]{32}"$/);
    const list = eventListSchema.parse(result.body.data);
    const starts = list.map((event) => event.startsAt);
    expect(starts).toEqual([...starts].sort());
    expect(list.findIndex((e) => e.id === sooner.id)).toBeLessThan(list.findIndex((e) => e.id === later.id));
    expect(byId(list, sooner.id)).toMatchObject({ rsvpCount: 0, waitlistCount: 0, spotsLeft: null });
    expect(byId(list, sooner.id)).not.toHaveProperty("myRsvp");
    expect(result.body.meta).toEqual({ limit: 100, hasMore: expect.any(Boolean) });
  });

  it("a visitor sending the ETag back gets 304", async () => {
    await createEvent(officer.cookie);
    const first = await call("GET", "/api/events");
    const again = await call("GET", "/api/events", { headers: { "If-None-Match": first.headers.get("ETag")! } });
    expect(again.status).toBe(304);
    expect(again.headers.get("ETag")).toBe(first.headers.get("ETag"));
    expect(again.body).toBe("");
  });

  it("member, officer and admin: each event carries myRsvp, and the answer is never cached", async () => {
    const event = await createEvent(officer.cookie);
    expect((await rsvp(event.id, member.cookie)).status).toBe(200);
    for (const who of [member, officer, admin]) {
      const result = await call("GET", "/api/events", { cookie: who.cookie });
      expect(result.status).toBe(200);
      expect(result.headers.get("Cache-Control")).toBe("no-store");
      expect(result.headers.get("Vary")).toBe("Cookie");
      const list = eventListSchema.parse(result.body.data);
      expect(byId(list, event.id)?.myRsvp).toBe(who === member ? "going" : null);
      expect(byId(list, event.id)?.rsvpCount).toBe(1);
    }
  });

  it("mine=true: only the events the member RSVPed to, with the RSVP; visitors get 401", async () => {
    const who = await registerMember();
    const going = await createEvent(officer.cookie);
    const waiting = await createEvent(officer.cookie, { capacity: 1 });
    await createEvent(officer.cookie);
    await rsvp(waiting.id, member.cookie);
    await rsvp(going.id, who.cookie);
    await rsvp(waiting.id, who.cookie);
    const result = await call("GET", "/api/events?mine=true", { cookie: who.cookie });
    expect(result.status).toBe(200);
    const list = eventListSchema.parse(result.body.data);
    expect(Object.fromEntries(list.map((e) => [e.id, e.myRsvp]))).toEqual({ [going.id]: "going", [waiting.id]: "waitlist" });
    expect((await call("GET", "/api/events?mine=false", { cookie: who.cookie })).body.data.length).toBeGreaterThan(2);
    expectError(await call("GET", "/api/events?mine=true"), 401, "UNAUTHENTICATED");
    expectError(await call("GET", "/api/events?mine=maybe", { cookie: who.cookie }), 400, "VALIDATION_ERROR");
  });

  it("filters by from, to and category, and pages with limit", async () => {
    const far = await createEvent(officer.cookie, {
      category: EVENT_CATEGORIES[1],
      startsAt: utcFromNow(40 * DAY_MS),
      endsAt: utcFromNow(40 * DAY_MS + HOUR_MS),
    });
    const near = await createEvent(officer.cookie, { category: EVENT_CATEGORIES[2] });
    const window = `from=${utcFromNow(30 * DAY_MS)}&to=${utcFromNow(50 * DAY_MS)}`;
    const inWindow = eventListSchema.parse((await call("GET", `/api/events?${window}`)).body.data);
    expect(byId(inWindow, far.id)).toBeDefined();
    expect(byId(inWindow, near.id)).toBeUndefined();
    const social = eventListSchema.parse((await call("GET", `/api/events?category=${encodeURIComponent(EVENT_CATEGORIES[2]!)}`)).body.data);
    expect(social.every((event) => event.category === EVENT_CATEGORIES[2])).toBe(true);
    expect(byId(social, near.id)).toBeDefined();
    const one = await call("GET", "/api/events?limit=1");
    expect(one.body.data).toHaveLength(1);
    expect(one.body.meta).toEqual({ limit: 1, hasMore: true });
  });

  it("an event still running counts as from `from` on (it ends after it)", async () => {
    const clock = useTestClock();
    const running = await createEvent(officer.cookie, { startsAt: utcFromNow(HOUR_MS), endsAt: utcFromNow(5 * HOUR_MS) });
    clock.advance(2 * HOUR_MS);
    const list = eventListSchema.parse((await call("GET", `/api/events?from=${utcFromNow(0)}`, { cookie: member.cookie })).body.data);
    expect(byId(list, running.id)).toBeDefined();
  });

  it("bad query values answer 400 with the field", async () => {
    for (const query of ["from=yesterday", "from=2026-12-01T10:00:00", "category=Parties", "limit=0", "limit=501", "to=2026-02-30T10:00:00Z"]) {
      const result = await call("GET", `/api/events?${query}`);
      expectError(result, 400, "VALIDATION_ERROR");
      expect(Object.keys(result.body.error.fields)).toEqual([query.split("=")[0]]);
    }
    expectError(await call("GET", `/api/events?from=${utcFromNow(DAY_MS)}&to=${utcFromNow(0)}`), 400, "VALIDATION_ERROR");
  });
});

describe("GET /api/events/{idOrSlug}", () => {
  it("anyone, by id or slug, with rsvpCount, waitlistCount and spotsLeft", async () => {
    const event = await createEvent(officer.cookie, { capacity: 1 });
    const other = await registerMember();
    await rsvp(event.id, member.cookie);
    await rsvp(event.id, other.cookie);
    for (const key of [event.id, event.slug]) {
      const result = await call("GET", `/api/events/${key}`);
      expect(result.status).toBe(200);
      const view = eventSchema.parse(result.body.data);
      expect(view).toMatchObject({ id: event.id, rsvpCount: 1, waitlistCount: 1, spotsLeft: 0 });
      expect(view).not.toHaveProperty("myRsvp");
    }
    expect((await call("GET", `/api/events/${event.slug}`, { cookie: member.cookie })).body.data.myRsvp).toBe("going");
    expect((await call("GET", `/api/events/${event.slug}`, { cookie: other.cookie })).body.data.myRsvp).toBe("waitlist");
    for (const who of [officer, admin]) {
      expect((await call("GET", `/api/events/${event.id}`, { cookie: who.cookie })).body.data.myRsvp).toBeNull();
    }
  });

  it("an unknown event answers 404", async () => {
    expectError(await call("GET", "/api/events/no-such-event"), 404, "NOT_FOUND");
    expectError(await call("GET", `/api/events/${"x".repeat(300)}`), 404, "NOT_FOUND");
  });
});

describe("POST /api/events", () => {
  it("visitors get 401 and members 403", async () => {
    expectError(await call("POST", "/api/events", { body: eventBody() }), 401, "UNAUTHENTICATED");
    expectError(await call("POST", "/api/events", { body: eventBody(), cookie: member.cookie }), 403, "FORBIDDEN");
  });

  it("officers and admins create events (201): a slug from the title, sequence 0, scheduled", async () => {
    for (const who of [officer, admin]) {
      const body = eventBody({ title: `Résumé Night: Bring Yours! ${who.username}`, capacity: 25, points: 10, locationUrl: "https://maps.example/room" });
      const result = await call("POST", "/api/events", { body, cookie: who.cookie });
      expect(result.status, JSON.stringify(result.body)).toBe(201);
      const event = eventSchema.parse(result.body.data);
      expect(event.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(event.slug).toBe(`resume-night-bring-yours-${who.username.toLowerCase().replace(/_/g, "-")}`);
      expect(event).toMatchObject({
        title: body.title,
        description: body.description,
        startsAt: body.startsAt,
        endsAt: body.endsAt,
        capacity: 25,
        spotsLeft: 25,
        points: 10,
        rsvpOpen: true,
        remindSoon: false,
        status: "scheduled",
        sequence: 0,
        createdBy: who.id,
        locationUrl: "https://maps.example/room",
        myRsvp: null,
      });
      expect(event.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    }
  });

  it("without points, a new event is worth its category's usual value; points: 0 stays 0", async () => {
    for (const category of EVENT_CATEGORIES) {
      const { points: _points, ...body } = eventBody({ category });
      const result = await call("POST", "/api/events", { body, cookie: officer.cookie });
      expect(result.status, JSON.stringify(result.body)).toBe(201);
      expect(eventSchema.parse(result.body.data).points, category).toBe(EVENT_CATEGORY_POINTS[category]);
    }
    // Zero points stays zero, for a category usually worth some.
    const worth = EVENT_CATEGORIES.find((category) => EVENT_CATEGORY_POINTS[category] > 0)!;
    const nothing = await call("POST", "/api/events", { body: eventBody({ category: worth, points: 0 }), cookie: officer.cookie });
    expect(eventSchema.parse(nothing.body.data).points).toBe(0);
  });

  it("a location link typed without https:// is accepted and completed; other schemes are still refused", async () => {
    const cases: [string, string][] = [
      ["maps.example/keller-hall", "https://maps.example/keller-hall"],
      ["  zoom.example/j/123?pwd=abc  ", "https://zoom.example/j/123?pwd=abc"],
      ["rooms.example:8443/101", "https://rooms.example:8443/101"],
      ["http://maps.example/old", "http://maps.example/old"],
    ];
    for (const [typed, saved] of cases) {
      const result = await call("POST", "/api/events", { body: eventBody({ locationUrl: typed }), cookie: officer.cookie });
      expect(result.status, `${typed}: ${JSON.stringify(result.body)}`).toBe(201);
      expect(eventSchema.parse(result.body.data).locationUrl).toBe(saved);
    }
    const event = await createEvent(officer.cookie);
    const changed = await call("PATCH", `/api/events/${event.id}`, { body: { locationUrl: "maps.example/union" }, cookie: officer.cookie });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(eventSchema.parse(changed.body.data).locationUrl).toBe("https://maps.example/union");
    for (const refused of ["mailto:chapter@example.org", "javascript:alert(1)", "ftp://files.example/x"]) {
      const result = await call("POST", "/api/events", { body: eventBody({ locationUrl: refused }), cookie: officer.cookie });
      expectError(result, 400, "VALIDATION_ERROR");
      expect(result.body.error.fields, refused).toHaveProperty("locationUrl");
    }
  });

  it("a second event with the same title gets the next free slug", async () => {
    const title = `General Meeting ${crypto.randomUUID().slice(0, 8)}`;
    const first = await createEvent(officer.cookie, { title });
    const second = await createEvent(officer.cookie, { title });
    const third = await createEvent(admin.cookie, { title });
    expect(second.slug).toBe(`${first.slug}-2`);
    expect(third.slug).toBe(`${first.slug}-3`);
  });

  it("validation errors come per field", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: "" }, "title"],
      [{ title: "ab" }, "title"],
      [{ category: "Party" }, "category"],
      [{ location: " " }, "location"],
      [{ startsAt: "2026-12-01T18:00:00-06:00" }, "startsAt"],
      [{ endsAt: utcFromNow(6 * DAY_MS) }, "endsAt"],
      [{ endsAt: utcFromNow(30 * DAY_MS) }, "endsAt"],
      [{ capacity: 0 }, "capacity"],
      [{ capacity: 2.5 }, "capacity"],
      [{ points: -1 }, "points"],
      [{ locationUrl: "javascript:alert(1)" }, "locationUrl"],
      [{ rsvpOpen: "yes" }, "rsvpOpen"],
      [{ remindSoon: "yes" }, "remindSoon"],
      [{ description: "x".repeat(5001) }, "description"],
    ];
    for (const [override, field] of cases) {
      const result = await call("POST", "/api/events", { body: { ...eventBody(), ...override }, cookie: officer.cookie });
      expectError(result, 400, "VALIDATION_ERROR");
      expect(result.body.error.fields, JSON.stringify(override)).toHaveProperty(field);
    }
    const { title: _title, ...untitled } = eventBody();
    const missing = await call("POST", "/api/events", { body: untitled, cookie: officer.cookie });
    expect(missing.body.error.fields).toEqual({ title: "Title is required." });
    expectError(await call("POST", "/api/events", { body: { ...eventBody(), sequence: 4 }, cookie: officer.cookie }), 400, "VALIDATION_ERROR");
    expectError(
      await call("POST", "/api/events", { rawBody: "{", headers: { "Content-Type": "application/json" }, cookie: officer.cookie }),
      400,
      "MALFORMED_JSON",
    );
  });
});

describe("PATCH /api/events/{id}", () => {
  it("visitors get 401 and members 403", async () => {
    const event = await createEvent(officer.cookie);
    expectError(await call("PATCH", `/api/events/${event.id}`, { body: { title: "Mine now" } }), 401, "UNAUTHENTICATED");
    expectError(await call("PATCH", `/api/events/${event.id}`, { body: { title: "Mine now" }, cookie: member.cookie }), 403, "FORBIDDEN");
  });

  it("sequence goes up when time, place, title or status change, and the slug stays", async () => {
    const event = await createEvent(officer.cookie);
    const changes: [Record<string, unknown>, number][] = [
      [{ title: "Finals Study Night" }, 1],
      [{ description: "Now with tea." }, 0],
      [{ points: 5, capacity: 40, rsvpOpen: false, category: EVENT_CATEGORIES[2] }, 0],
      [{ location: "Keller Hall 101" }, 1],
      [{ locationUrl: "https://maps.example/keller" }, 1],
      [{ startsAt: utcFromNow(7 * DAY_MS + HOUR_MS), endsAt: utcFromNow(7 * DAY_MS + 3 * HOUR_MS) }, 1],
      [{ title: "Finals Study Night", location: "Keller Hall 101" }, 0],
      [{ status: "cancelled" }, 1],
      [{ status: "scheduled" }, 1],
    ];
    let sequence = event.sequence;
    for (const [who, [change, bump]] of changes.map((c, i) => [i % 2 ? admin : officer, c] as const)) {
      const result = await call("PATCH", `/api/events/${event.id}`, { body: change, cookie: who.cookie });
      expect(result.status, JSON.stringify(result.body)).toBe(200);
      sequence += bump;
      expect(result.body.data, JSON.stringify(change)).toMatchObject({ ...change, sequence, slug: event.slug });
    }
  });

  it("checks the times against the stored ones, and refuses unknown fields", async () => {
    const event = await createEvent(officer.cookie);
    const early = await call("PATCH", `/api/events/${event.id}`, { body: { endsAt: utcFromNow(DAY_MS) }, cookie: officer.cookie });
    expectError(early, 400, "VALIDATION_ERROR");
    expect(early.body.error.fields).toEqual({ endsAt: "An event must end after it starts." });
    const long = await call("PATCH", `/api/events/${event.id}`, { body: { endsAt: utcFromNow(40 * DAY_MS) }, cookie: officer.cookie });
    expect(long.body.error.fields).toEqual({ endsAt: "An event can last at most 14 days." });
    const late = await call("PATCH", `/api/events/${event.id}`, { body: { startsAt: utcFromNow(8 * DAY_MS) }, cookie: officer.cookie });
    expect(late.body.error.fields).toEqual({ startsAt: "An event must end after it starts." });
    for (const body of [{ slug: "mine" }, { sequence: 9 }, {}]) {
      expectError(await call("PATCH", `/api/events/${event.id}`, { body, cookie: officer.cookie }), 400, "VALIDATION_ERROR");
    }
    expect((await call("GET", `/api/events/${event.id}`)).body.data).toMatchObject({ startsAt: event.startsAt, endsAt: event.endsAt, sequence: 0 });
  });

  it("an unknown event answers 404", async () => {
    expectError(await call("PATCH", "/api/events/ev_nope", { body: { title: "Anything" }, cookie: officer.cookie }), 404, "NOT_FOUND");
  });
});

describe("DELETE /api/events/{id}", () => {
  it("visitors get 401 and members 403", async () => {
    const event = await createEvent(officer.cookie);
    expectError(await call("DELETE", `/api/events/${event.id}`), 401, "UNAUTHENTICATED");
    expectError(await call("DELETE", `/api/events/${event.id}`, { cookie: member.cookie }), 403, "FORBIDDEN");
  });

  it("officers and admins delete an event nobody has RSVPed to", async () => {
    for (const who of [officer, admin]) {
      const event = await createEvent(officer.cookie);
      const result = await call("DELETE", `/api/events/${event.id}`, { cookie: who.cookie });
      expect(result.status).toBe(200);
      expect(result.body.data).toEqual({ id: event.id });
      expectError(await call("GET", `/api/events/${event.id}`), 404, "NOT_FOUND");
      expectError(await call("DELETE", `/api/events/${event.id}`, { cookie: who.cookie }), 404, "NOT_FOUND");
    }
  });

  it("an event with RSVPs answers 409 EVENT_HAS_RSVPS (cancel instead), even once the RSVP is on the waitlist", async () => {
    const event = await createEvent(officer.cookie, { capacity: 1 });
    await rsvp(event.id, member.cookie);
    expectError(await call("DELETE", `/api/events/${event.id}`, { cookie: admin.cookie }), 409, "EVENT_HAS_RSVPS");
    expect((await call("GET", `/api/events/${event.id}`)).status).toBe(200);
  });
});

describe("the visitors' list follows every change at once in this isolate", () => {
  it("create, edit, RSVP, cancel and delete all show in the next anonymous list", async () => {
    const visible = async (id: string) => byId(eventListSchema.parse((await call("GET", "/api/events")).body.data), id);
    const event = await createEvent(officer.cookie, { capacity: 3 });
    expect(await visible(event.id)).toMatchObject({ spotsLeft: 3 });
    await call("PATCH", `/api/events/${event.id}`, { body: { title: "Renamed Night" }, cookie: officer.cookie });
    expect(await visible(event.id)).toMatchObject({ title: "Renamed Night" });
    await rsvp(event.id, member.cookie);
    expect(await visible(event.id)).toMatchObject({ spotsLeft: 2, rsvpCount: 1 });
    await call("POST", `/api/events/${event.id}/cancel`, { cookie: officer.cookie });
    expect(await visible(event.id)).toMatchObject({ status: "cancelled" });
    const spare = await createEvent(officer.cookie);
    expect(await visible(spare.id)).toBeDefined();
    await call("DELETE", `/api/events/${spare.id}`, { cookie: officer.cookie });
    expect(await visible(spare.id)).toBeUndefined();
  });
});

describe("slugs of a title used over and over", () => {
  it("after base-500 the next event still gets a slug (with a random suffix), never a 5xx", async () => {
    const title = `Weekly Meeting ${crypto.randomUUID().slice(0, 6)}`;
    // 501 events in one week would push every other test's events off the first page: they go when this test ends.
    onTestFinished(async () => {
      await env.DB.prepare("DELETE FROM events WHERE title = ?").bind(title).run();
    });
    const first = await createEvent(officer.cookie, { title });
    // Take base-2 … base-500 straight in D1, as 499 earlier weeks would have.
    await env.DB.batch(
      Array.from({ length: 499 }, (_, i) =>
        env.DB.prepare(
          "INSERT INTO events (id, slug, title, category, location, starts_at, ends_at, created_at, updated_at) SELECT ?, ?, title, category, location, starts_at, ends_at, created_at, updated_at FROM events WHERE id = ?",
        ).bind(`ev_copy${i}_${first.id}`, `${first.slug}-${i + 2}`, first.id),
      ),
    );
    const next = await createEvent(officer.cookie, { title });
    expect(next.slug).toMatch(new RegExp(`^${first.slug}-[a-z0-9x]{4}$`));
  });
});
