import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { EVENT_CATEGORIES } from "../../src/shared/event-categories";
import { call, expectError } from "./support/api";
import { measureCost } from "./support/cost";
import { HOUR_MS, registerOfficer } from "./support/events";
import { type Member, registerMember } from "./support/members";
import { createTerm, iso, pastTermRange } from "./support/points";
import { formatUtcInstant } from "../../src/shared/time/utc-instant";

/**
 * GET /api/insights (issue 21, decision 086): what works, per event and per
 * term, for officers. Each test writes its events straight into a term of
 * its own in the distant past (support/points.ts pastTermRange), so no other
 * file's events fall in its window; and measures what a seeded term of 300
 * members and three dozen events costs D1. Their check-ins are written
 * without the points the check-in path awards, so each test's events (and
 * with them their RSVPs and ratings) go when it ends: the ledger's
 * invariants, which other files check over the shared database, hold again
 * (a shuffled run that put points.test.ts after this file failed them).
 */

let officer: Member;
beforeAll(async () => {
  officer = await registerOfficer();
});

const DAY = 24 * HOUR_MS;
let serial = 0;
const written: string[] = [];
afterEach(async () => {
  const ids = written.splice(0);
  if (ids.length > 0)
    await env.DB.prepare(`DELETE FROM events WHERE id IN (${ids.map(() => "?").join(", ")})`)
      .bind(...ids)
      .run();
});

/** An event written directly (the API refuses dates this far back), with its RSVP rows. */
function eventSql(id: string, startsAt: number, category: string) {
  serial += 1;
  written.push(id);
  const slug = `insight-${id}`;
  return `INSERT INTO events (id, slug, title, category, location, starts_at, ends_at, created_at, updated_at)
    VALUES ('${id}', '${slug}', 'Insight ${serial} ${id}', '${category}', 'Keller Hall', ${startsAt}, ${startsAt + 2 * HOUR_MS}, ${startsAt}, ${startsAt})`;
}

type Row = { user: string; status?: "going" | "waitlist"; attended?: boolean; walkIn?: boolean };
function rsvpsSql(eventId: string, startsAt: number, rows: Row[]) {
  const values = rows.map(
    ({ user, status = "going", attended = false, walkIn = false }) =>
      `('${eventId}', '${user}', '${status}', ${startsAt - DAY}, ${startsAt}, ${attended ? startsAt + HOUR_MS : "NULL"}, ${walkIn ? 1 : 0})`,
  );
  return `INSERT INTO event_rsvps (event_id, user_id, status, joined_at, updated_at, attended_at, walk_in) VALUES ${values.join(", ")}`;
}

async function newTerm(name: string) {
  const range = pastTermRange();
  const term = await createTerm(officer.cookie, {
    name: `${name} ${crypto.randomUUID().slice(0, 6)}`,
    startsAt: iso(range.startsAt),
    endsAt: iso(range.endsAt),
  });
  return { ...term, ...range };
}

describe("GET /api/insights", () => {
  it("is for officers and admins: 401 anonymous, 403 members; bad input at its field", async () => {
    const member = await registerMember();
    expectError(await call("GET", "/api/insights"), 401, "UNAUTHENTICATED");
    expectError(await call("GET", "/api/insights", { cookie: member.cookie }), 403, "FORBIDDEN");
    expectError(await call("GET", "/api/insights?format=csv", { cookie: member.cookie }), 403, "FORBIDDEN");
    const badFormat = await call("GET", "/api/insights?format=xml", { cookie: officer.cookie });
    expectError(badFormat, 400, "VALIDATION_ERROR");
    expect(badFormat.body.error.fields.format).toBe("format must be json or csv.");
    const unknown = await call("GET", "/api/insights?termId=tm_nosuchterm", { cookie: officer.cookie });
    expectError(unknown, 404, "NOT_FOUND");
    expect(unknown.body.error.fields.termId).toBe("No such term.");
  });

  it("counts RSVPs, attendance, no-shows, walk-ins, first-timers and ratings per event; members active and who came back per term", async () => {
    const term = await newTerm("Counted");
    const [m1, m2, m3, m4] = await Promise.all([registerMember(), registerMember(), registerMember(), registerMember()]);
    const first = { id: `ev_${crypto.randomUUID().slice(0, 12)}`, at: term.startsAt + 2 * DAY };
    const second = { id: `ev_${crypto.randomUUID().slice(0, 12)}`, at: term.startsAt + 9 * DAY };
    await env.DB.batch(
      [
        eventSql(first.id, first.at, "Workshop"),
        eventSql(second.id, second.at, "Social"),
        rsvpsSql(first.id, first.at, [{ user: m1.id, attended: true }]),
        rsvpsSql(second.id, second.at, [
          { user: m1.id, attended: true },
          { user: m2.id },
          { user: m3.id, attended: true, walkIn: true },
          { user: m4.id, status: "waitlist" },
        ]),
        `INSERT INTO event_feedback (event_id, user_id, rating, comment, created_at, updated_at) VALUES ('${second.id}', '${m1.id}', 4, '', 1, 1), ('${second.id}', '${m3.id}', 5, 'Fun', 1, 1)`,
      ].map((statement) => env.DB.prepare(statement)),
    );
    const answer = await call("GET", `/api/insights?termId=${term.id}`, { cookie: officer.cookie });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const data = answer.body.data;
    expect(data.window).toMatchObject({ termId: term.id, name: term.name, startsAt: formatUtcInstant(term.startsAt), endsAt: formatUtcInstant(term.endsAt) });
    expect(data.events).toEqual([
      expect.objectContaining({ id: first.id, rsvps: 1, attended: 1, noShows: 0, walkIns: 0, firstTimers: 1, ratings: 0, rating: null, ended: true }),
      expect.objectContaining({ id: second.id, rsvps: 3, attended: 2, noShows: 1, walkIns: 1, firstTimers: 1, ratings: 2, rating: 4.5, ended: true }),
    ]);
    expect(data.term).toEqual({
      membersActive: 2,
      cameBack: 1,
      retention: 0.5,
      firstTimers: 2,
      categories: [
        { category: "Social", events: 1, attended: 2 },
        { category: "Workshop", events: 1, attended: 1 },
      ],
    });

    const file = await call("GET", `/api/insights?termId=${term.id}&format=csv`, { cookie: officer.cookie });
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const lines = String(file.body).trim().split("\r\n");
    expect(lines[0]).toBe('"Event","Category","Date","RSVPs","Attended","No-shows","Walk-ins","First-timers","Ratings","Average rating"');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/"Social",".+","3","2","1","1","1","2","4.5"$/);
  });

  it("stays cheap on a seeded term: 300 members, 36 events, about 2,000 RSVPs and 600 ratings", { timeout: 60_000 }, async () => {
    const term = await newTerm("Seeded");
    const members = Array.from({ length: 300 }, (_, i) => `seed-${term.id}-${i}`);
    const statements = [
      `INSERT INTO users (id, username, email, password_hash, roles, time_added, time_updated) VALUES ${members
        .map((id, i) => `('${id}', 'u${i}_${term.id.slice(-9)}', '${id}@example.edu', 'x', 'member', 1, 1)`)
        .join(", ")}`,
    ];
    for (let e = 0; e < 36; e += 1) {
      const id = `ev_seed_${term.id.slice(-9)}_${e}`;
      const at = term.startsAt + Math.floor((e * 28 * DAY) / 36) + 18 * HOUR_MS;
      statements.push(eventSql(id, at, EVENT_CATEGORIES[e % EVENT_CATEGORIES.length]!));
      // 55 members each: a regular core and a rotating crowd; about 70 % come, a few walk in.
      const who = Array.from({ length: 55 }, (_, k) => members[(k < 20 ? k : 20 + ((e * 35 + k) % 280)) % 300]!);
      statements.push(
        rsvpsSql(
          id,
          at,
          who.map((user, k) => ({ user, attended: k % 10 < 7, walkIn: k >= 50 })),
        ),
      );
      statements.push(
        `INSERT INTO event_feedback (event_id, user_id, rating, comment, created_at, updated_at) VALUES ${who
          .slice(0, 17)
          .map((user, k) => `('${id}', '${user}', ${1 + (k % 5)}, '', 1, 1)`)
          .join(", ")}`,
      );
    }
    await env.DB.batch(statements.map((statement) => env.DB.prepare(statement)));

    const started = performance.now();
    const cost = await measureCost(`/api/insights?termId=${term.id}`, { headers: { Cookie: officer.cookie } });
    const ms = Math.round(performance.now() - started);
    expect(cost.status).toBe(200);
    const body = (await cost.response.json()) as { data: { events: unknown[]; term: { membersActive: number } } };
    expect(body.data.events).toHaveLength(36);
    console.log(`insights of a seeded term: ${cost.d1} D1 round trips, ${cost.rowsRead} rows read, ${ms} ms in all (local D1)`);
    // Two round trips after the session's (terms, then one batch); rows read grow with the term's RSVPs, not the tables.
    expect(cost.d1).toBeLessThanOrEqual(3);
    expect(cost.rowsRead).toBeLessThan(40_000);
  });
});
