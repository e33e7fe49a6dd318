import { env } from "cloudflare:workers";
import { expect } from "vitest";
import type { CheckinDisplay } from "../../../src/shared/attendance";
import type { CreateTermRequest, Term } from "../../../src/shared/terms";
import { call } from "./api";

/**
 * Check-in, points and terms for the tests. The codes are computed here with
 * a TOTP written for the tests alone (WebCrypto, RFC 6238 read afresh), not
 * with the code under test.
 */

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** RFC 4648 base32 → bytes (no padding expected). */
export function fromBase32(text: string): Uint8Array {
  let bits = "";
  for (const char of text) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    bits += index.toString(2).padStart(5, "0");
  }
  const bytes = new Uint8Array(Math.floor(bits.length / 8));
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = Number.parseInt(bits.slice(i * 8, i * 8 + 8), 2);
  return bytes;
}

/** RFC 6238 with HMAC-SHA-256: the code of time step `step` under `key`, with `digits` digits. */
export async function referenceTotp(key: Uint8Array, step: number, digits = 6): Promise<string> {
  const message = new ArrayBuffer(8);
  const view = new DataView(message);
  view.setUint32(0, Math.floor(step / 2 ** 32));
  view.setUint32(4, step >>> 0);
  const imported = await crypto.subtle.importKey("raw", key, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = new DataView(await crypto.subtle.sign("HMAC", imported, message));
  const offset = mac.getUint8(mac.byteLength - 1) & 0xf;
  const value = mac.getUint32(offset) & 0x7fffffff;
  return (value % 10 ** digits).toString().padStart(digits, "0");
}

/** The code the display shows at `atMs` (default: the test clock's now), `stepsAway` steps later or earlier. */
export async function codeAt(display: Pick<CheckinDisplay, "secret">, atMs = Date.now(), stepsAway = 0): Promise<string> {
  return referenceTotp(fromBase32(display.secret), Math.floor(atMs / 30_000) + stepsAway);
}

/** GET /api/events/{id}/checkin-display as an officer. */
export async function displayOf(eventId: string, officerCookie: string): Promise<CheckinDisplay> {
  const result = await call("GET", `/api/events/${eventId}/checkin-display`, { cookie: officerCookie });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body.data as CheckinDisplay;
}

export function checkIn(eventId: string, cookie: string | undefined, body: { code?: string; claim?: string }, headers?: Record<string, string>) {
  return call("POST", `/api/events/${eventId}/checkin`, { cookie, body, headers });
}

export function manualCheckIn(eventId: string, officerCookie: string, user: string) {
  return call("POST", `/api/events/${eventId}/attendance`, { cookie: officerCookie, body: { user } });
}

export function removeAttendance(eventId: string, officerCookie: string, userId: string) {
  return call("DELETE", `/api/events/${eventId}/attendance/${userId}`, { cookie: officerCookie });
}

export function adjust(officerCookie: string, body: { userId: string; delta: number; reason: string }) {
  return call("POST", "/api/points/adjustments", { cookie: officerCookie, body });
}

/** POST /api/terms as an officer; expects 201. */
export async function createTerm(officerCookie: string, body: CreateTermRequest): Promise<Term> {
  const result = await call("POST", "/api/terms", { cookie: officerCookie, body });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body.data as Term;
}

const DAY = 24 * 3_600_000;
/** 60-day slots in the distant past; each module instance starts at a random slot (decision 065). */
const SLOT_MS = 60 * DAY;
let termSlot = Math.floor(Math.random() * 4_000);
/**
 * A term of its own in the distant past (terms may not overlap, and the
 * Worker tests share one database): 30 days at the start of a 60-day slot
 * of its own, with room on each side for neighbours a test adds. The slots
 * lie 30 to 700 years back; the run's one module instance takes them in
 * turn from a random start.
 */
export function pastTermRange(): { startsAt: number; endsAt: number } {
  termSlot = (termSlot + 1) % 4_000;
  const startsAt = Math.floor((Date.now() - 30 * 365 * DAY - (termSlot + 1) * SLOT_MS) / 1000) * 1000;
  return { startsAt, endsAt: startsAt + 30 * DAY };
}

export const iso = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString();

/**
 * The ledger's invariants, read straight from D1: each member's total is the
 * sum of their rows; each member's points in each term are the sum of their
 * rows in it; each check-in has exactly one award that is not reversed.
 */
export async function expectLedgerConsistent() {
  const drift = await env.DB.prepare(
    `SELECT u.id, u.points, COALESCE((SELECT SUM(l.delta) FROM points_ledger l WHERE l.user_id = u.id), 0) AS sum
     FROM users u WHERE u.points <> COALESCE((SELECT SUM(l.delta) FROM points_ledger l WHERE l.user_id = u.id), 0)`,
  ).all();
  expect(drift.results, "users.points = SUM(ledger)").toEqual([]);
  const termDrift = await env.DB.prepare(
    `SELECT u.id AS userId, t.id AS termId,
       COALESCE((SELECT tp.points FROM term_points tp WHERE tp.user_id = u.id AND tp.term_id = t.id), 0) AS kept,
       COALESCE((SELECT SUM(l.delta) FROM points_ledger l WHERE l.user_id = u.id AND l.occurred_at >= t.starts_at AND l.occurred_at < t.ends_at), 0) AS sum
     FROM users u CROSS JOIN terms t WHERE kept <> sum`,
  ).all();
  expect(termDrift.results, "term_points = SUM(ledger in the term)").toEqual([]);
  const shown = await env.DB.prepare("SELECT tp.id FROM term_points tp JOIN users u ON u.id = tp.user_id WHERE tp.shown <> u.show_on_leaderboard").all();
  expect(shown.results, "term_points.shown = the member's setting").toEqual([]);
  const attendance = await env.DB.prepare(
    `SELECT r.event_id, r.user_id, r.attended_at,
       (SELECT COUNT(*) FROM points_ledger a WHERE a.kind = 'attendance' AND a.event_id = r.event_id AND a.user_id = r.user_id) AS awards,
       (SELECT COUNT(*) FROM points_ledger v WHERE v.kind = 'reversal' AND v.event_id = r.event_id AND v.user_id = r.user_id) AS reversals
     FROM event_rsvps r
     WHERE (r.attended_at IS NOT NULL) <> (awards - reversals = 1) OR awards - reversals NOT IN (0, 1)`,
  ).all();
  expect(attendance.results, "checked in ⇔ one award not reversed").toEqual([]);
}

/** The member's ledger rows, oldest first. */
export async function ledgerOf(userId: string) {
  const { results } = await env.DB.prepare(
    "SELECT delta, kind, event_id AS eventId, reason, actor_id AS actorId, idempotency_key AS key FROM points_ledger WHERE user_id = ? ORDER BY id",
  )
    .bind(userId)
    .all<{ delta: number; kind: string; eventId: string | null; reason: string; actorId: string | null; key: string }>();
  return results;
}
