import { pbkdf2Sync, randomBytes } from "node:crypto";
import { slugify } from "../../src/shared/slug";
import type { SeedEvent } from "./event-schema";
import { EVENTS } from "./events";
import { chapterCategory, type SampleEventCategory } from "../../src/content/taxonomy";
import { termsAround } from "./seed-terms";
import { shiftEvents } from "./shift-events";
import { contentSeedSql } from "./content-seed";
import { sqlText } from "./sql-literal";
import { newId } from "../../worker/lib/ids";

/**
 * The local database's sample data (`npm run dev`, `npm run preview`): the
 * sample events (./events.ts), moved around today, sample accounts with
 * known passwords, some RSVPs (one event full, with a waitlist), the past,
 * current and next terms, check-ins at the events that are over and their
 * points in the ledger (so the leaderboards have something to show), and the
 * sample chapter's content for officers to edit (./content-seed.ts). Only
 * ever written to an empty local database (scripts/lib.ts); a deployed
 * database starts empty. The passwords are printed in the terminal and in
 * the README: never use them anywhere else. Rows get their ids as the
 * Worker gives new rows theirs, `newId()` (decision 158): nothing needs
 * them stable, the tests find sample rows by username, slug or name.
 */

export type SampleAccount = { username: string; password: string; roles: string; firstName: string; lastName: string };

export const SAMPLE_ACCOUNTS: readonly SampleAccount[] = [
  { username: "admin", password: "admin-dev-password", roles: "admin,member", firstName: "Ada", lastName: "Admin" },
  { username: "officer", password: "officer-dev-password", roles: "member,officer", firstName: "Omar", lastName: "Officer" },
  { username: "mei", password: "member-dev-password", roles: "member", firstName: "Mei", lastName: "Chen" },
  { username: "jun", password: "member-dev-password", roles: "member", firstName: "Jun", lastName: "Park" },
  { username: "priya", password: "member-dev-password", roles: "member", firstName: "Priya", lastName: "Raman" },
  { username: "alex", password: "member-dev-password", roles: "member", firstName: "Alex", lastName: "Nguyen" },
  // A recruiter's account: the sponsor role alone, with an access window to the résumé book (resume-seed.ts).
  { username: "sponsor", password: "sponsor-dev-password", roles: "sponsor", firstName: "Sam", lastName: "Recruiter" },
];

export const sampleEmail = (username: string) => `${username}@example.edu`;

/** Points an event is worth (awarded at check-in), by category. */
const POINTS: Record<SampleEventCategory, number> = {
  "General meeting": 10,
  Professional: 10,
  Service: 15,
  Social: 5,
  Sports: 5,
  Mentorship: 5,
};

/** Places, for the events that have a limit (by the content file's id). */
const CAPACITY: Record<string, number> = {
  "resume-night-2026": 25,
  "river-clean-up-2026": 40,
  "badminton-tournament-2026": 32,
  // Full with the sample RSVPs, so the waitlist shows.
  "mock-interviews-2027": 3,
  "stem-day-2027": 20,
  "regional-conference-2027": 12,
};

/** Who RSVPs to the i-th event, in the order they do. */
function rsvpsFor(event: SeedEvent, index: number): string[] {
  if (event.id === "mock-interviews-2027") return ["mei", "jun", "priya", "alex", "officer"];
  return ["mei", ...(index % 2 === 0 ? ["jun"] : []), ...(index % 3 === 0 ? ["priya"] : [])];
}

/**
 * Who checked in at the i-th event, once it is over: most of those who
 * RSVPed (Jun misses every third), the officer who ran it, and Alex, who
 * walks in to every other one without an RSVP.
 */
function attendeesOf(event: SeedEvent, index: number): string[] {
  const rsvped = rsvpsFor(event, index).filter((username) => !(username === "jun" && index % 3 === 1));
  return [...new Set([...rsvped, "officer", ...(index % 2 === 0 ? ["alex"] : [])])];
}

/** Points given by hand, so that the current term always has some (days before today, delta, reason). */
const ADJUSTMENTS: readonly { username: string; daysAgo: number; delta: number; reason: string }[] = [
  { username: "mei", daysAgo: 0, delta: 5, reason: "Ran the welcome table at the general meeting" },
  { username: "priya", daysAgo: 1, delta: 3, reason: "Wrote this month's newsletter" },
  { username: "jun", daysAgo: 2, delta: 3, reason: "Took photos at the social" },
];

/** PBKDF2-SHA256 in the format of worker/lib/passwords.ts (`pbkdf2-sha256$100000$salt$hash`). */
export const SEED_PBKDF2_ITERATIONS = 100_000;
export function hashPassword(password: string, salt: Buffer = randomBytes(16)): string {
  const hash = pbkdf2Sync(password, salt, SEED_PBKDF2_ITERATIONS, 32, "sha256");
  return `pbkdf2-sha256$${SEED_PBKDF2_ITERATIONS}$${salt.toString("base64url")}$${hash.toString("base64url")}`;
}

/** A SQL string literal (the values are this file's own, but quotes occur: "SET's"). */

/** The statements that fill an empty local database, relative to `today`. */
export function localSeedSql(today: Date): string[] {
  const at = today.getTime();
  const users = SAMPLE_ACCOUNTS.map(
    (account) =>
      `INSERT OR IGNORE INTO users (id, username, email, password_hash, first_name, last_name, roles, time_added, time_updated) VALUES (${[
        sqlText(newId()),
        sqlText(account.username),
        sqlText(sampleEmail(account.username)),
        sqlText(hashPassword(account.password)),
        sqlText(account.firstName),
        sqlText(account.lastName),
        sqlText(account.roles),
        at,
        at,
      ].join(", ")});`,
  );
  const events = shiftEvents(EVENTS, today).map((event) => ({
    ...event,
    eventId: newId(),
  }));
  const eventRows = events.map(
    (event) =>
      `INSERT INTO events (id, slug, title, description, category, location, starts_at, ends_at, capacity, rsvp_open, points, status, sequence, created_by, created_at, updated_at) VALUES (${[
        sqlText(event.eventId),
        sqlText(slugify(event.title)),
        sqlText(event.title),
        sqlText(event.description),
        sqlText(chapterCategory(event.category)),
        sqlText(event.location),
        event.startsAt,
        event.endsAt,
        CAPACITY[event.id] ?? "NULL",
        1,
        POINTS[event.category],
        sqlText("scheduled"),
        0,
        `(SELECT id FROM users WHERE username = 'officer')`,
        at,
        at,
      ].join(", ")});`,
  );
  // One statement per RSVP, in order: the triggers update the counts in between, so the
  // CASE gives `waitlist` once an event is full, as the API would.
  let joined = at - events.length * 10 * 60_000;
  const rsvps = events.flatMap((event, index) =>
    rsvpsFor(event, index).map((username) => {
      joined += 60_000;
      return `INSERT INTO event_rsvps (event_id, user_id, status, joined_at, updated_at) SELECT e.id, u.id, CASE WHEN e.capacity IS NULL OR e.going_count < e.capacity THEN 'going' ELSE 'waitlist' END, ${joined}, ${joined} FROM events e, users u WHERE e.id = ${sqlText(event.eventId)} AND u.username = ${sqlText(username)} ON CONFLICT (event_id, user_id) DO NOTHING;`;
    }),
  );
  const terms = termsAround(today).map(
    (term) =>
      `INSERT INTO terms (id, name, starts_at, ends_at, created_at, updated_at) VALUES (${sqlText(newId())}, ${sqlText(term.name)}, ${term.startsAt}, ${term.endsAt}, ${at}, ${at});`,
  );
  // Check-ins at the events that are over: an RSVP is marked attended, anyone else walks in
  // (with the status an RSVP would have got), as POST …/checkin does.
  const checkins = events.flatMap((event, index) =>
    event.endsAt > at
      ? []
      : attendeesOf(event, index).map(
          (username, k) =>
            `INSERT INTO event_rsvps (event_id, user_id, status, joined_at, updated_at, attended_at, checkin_method, walk_in) SELECT e.id, u.id, CASE WHEN e.capacity IS NULL OR e.going_count < e.capacity THEN 'going' ELSE 'waitlist' END, e.starts_at + ${k * 60_000}, e.starts_at + ${k * 60_000}, e.starts_at + ${k * 60_000}, 'code', 1 FROM events e, users u WHERE e.id = ${sqlText(event.eventId)} AND u.username = ${sqlText(username)} ON CONFLICT (event_id, user_id) DO UPDATE SET attended_at = excluded.attended_at, checkin_method = excluded.checkin_method WHERE event_rsvps.attended_at IS NULL;`,
        ),
  );
  // Their points, after the terms (each row counts towards the term of its event's start).
  const awards = [
    `INSERT INTO points_ledger (user_id, delta, kind, event_id, reason, actor_id, occurred_at, created_at, idempotency_key) SELECT r.user_id, e.points, 'attendance', e.id, 'Checked in', r.user_id, e.starts_at, r.attended_at, 'attendance:' || e.id || ':' || r.user_id FROM event_rsvps r JOIN events e ON e.id = r.event_id WHERE r.attended_at IS NOT NULL ORDER BY r.attended_at;`,
    ...ADJUSTMENTS.map(
      ({ username, daysAgo, delta, reason }) =>
        `INSERT INTO points_ledger (user_id, delta, kind, event_id, reason, actor_id, occurred_at, created_at, idempotency_key) SELECT u.id, ${delta}, 'adjustment', NULL, ${sqlText(reason)}, (SELECT id FROM users WHERE username = 'officer'), ${at - daysAgo * 86_400_000}, ${at - daysAgo * 86_400_000}, ${sqlText(`adjustment:${newId()}`)} FROM users u WHERE u.username = ${sqlText(username)};`,
    ),
  ];
  return [...users, ...eventRows, ...rsvps, ...terms, ...checkins, ...awards, ...contentSeedSql(at)];
}
