import { RECENT_SIGN_IN_MINUTES } from "../../src/shared/auth";
import { parseRoles } from "../../src/shared/roles";
import type { Bindings } from "../env";
import type { Db } from "../db/client";
import { revokeSessionHash } from "../db/session-revocations";
import { findUserForSession } from "../db/users";
import type { UserRow } from "../db/schema";
import { createDb } from "../db/client";
import { countUseQuery } from "../db/throttles";
import { DAY, MINUTE, nextUtcMidnight, now, utcDay } from "../lib/clock";
import { throttleKeys } from "../lib/throttle-keys";
import { IsolateCache } from "../lib/isolate-cache";
import { randomToken, sha256Hex } from "../lib/crypto";

/**
 * Sessions: a random 256-bit id in an HttpOnly cookie; KV holds
 * sha256(id) → {user, version, expiry} with a TTL. One KV write per sign-in,
 * none per request. Revocation never waits for KV's propagation: each request
 * also reads the user's session version and the revocation list from D1 (one
 * query). See docs/decisions/002-sessions.md.
 */
export const SESSION_TTL_MS = 30 * DAY;

/**
 * The session's public handle, given as `sessionId` in the login and
 * verify-code answers: a prefix of the stored hash. It names the session
 * without being its secret, which only the HttpOnly cookie carries, so no
 * script on the page can read a session secret.
 */
export const sessionHandle = (sessionHash: string) => sessionHash.slice(0, 16);

/** How long a sign-in counts as recent, for sensitive changes (adding or removing a passkey, a new e-mail address). */
export const RECENT_SIGN_IN_MS = RECENT_SIGN_IN_MINUTES * MINUTE;

/** Whether this session's sign-in is at most ten minutes old (written once, at sign-in). */
export function isRecentSignIn(auth: Pick<AuthenticatedUser, "signedInAt">): boolean {
  return now() - auth.signedInAt <= RECENT_SIGN_IN_MS;
}

/** signedInAt: when the member signed in (the "recent sign-in" rule); absent in sessions made before it was kept. */
type StoredSession = { userId: string; version: number; expiresAt: number; signedInAt?: number };

export type AuthenticatedUser = {
  user: UserRow;
  roles: string[];
  sessionHash: string;
  expiresAt: number;
  /** When this session was issued by a sign-in (0 when unknown: never recent). */
  signedInAt: number;
};

const kvKey = (sessionHash: string) => `session:${sessionHash}`;

/**
 * Session records this isolate read in the last minute. A record never
 * changes after sign-in (revocation is decided in D1 on every request), so a
 * warm isolate may skip the KV read for one — never for longer than KV's own
 * propagation delay, so nothing is served that KV itself could not still
 * serve. Misses are not kept.
 */
const recentlyRead = new IsolateCache<StoredSession>({ maxEntries: 500, freshForMs: 60_000 });

export async function createSession(env: Bindings, user: Pick<UserRow, "id" | "sessionVersion">) {
  const sessionId = randomToken(32);
  const signedInAt = now();
  const expiresAt = signedInAt + SESSION_TTL_MS;
  const stored: StoredSession = { userId: user.id, version: user.sessionVersion, expiresAt, signedInAt };
  const sessionHash = await sha256Hex(sessionId);
  await Promise.all([
    env.SESSIONS.put(kvKey(sessionHash), JSON.stringify(stored), { expirationTtl: SESSION_TTL_MS / 1000 }),
    // Counted for the free-plan meter (1,000 KV writes a day): KV cannot say how many it took.
    // Beside the KV write, not after it: a sign-in waits for one round trip, not two.
    countUseQuery(createDb(env.DB), throttleKeys.kvWrites(utcDay(signedInAt)), nextUtcMidnight(signedInAt) - signedInAt, signedInAt).run(),
  ]);
  return { sessionId, expiresAt, signedInAt, handle: sessionHandle(sessionHash) };
}

/** The signed-in user behind a session id, or null when it is unknown, expired or ended. */
export async function readSession(env: Bindings, db: Db, sessionId: string): Promise<AuthenticatedUser | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(sessionId)) return null;
  const sessionHash = await sha256Hex(sessionId);
  const at = now();
  const recent = recentlyRead.get(sessionHash, at);
  let stored = recent?.fresh ? recent.value : undefined;
  if (!stored) {
    stored = (await env.SESSIONS.get<StoredSession>(kvKey(sessionHash), "json")) ?? undefined;
    if (stored) recentlyRead.set(sessionHash, stored, at);
  }
  if (!stored || stored.expiresAt <= at) return null;
  const row = await findUserForSession(db, stored.userId, sessionHash);
  if (!row || row.revoked || row.sessionVersion !== stored.version) return null;
  const { revoked: _revoked, ...user } = row;
  return {
    user,
    roles: parseRoles(user.roles),
    sessionHash,
    expiresAt: stored.expiresAt,
    signedInAt: stored.signedInAt ?? 0,
  };
}

/** Ends one session: at once in D1 (authoritative), and in KV (propagates within a minute). */
export async function endSession(env: Bindings, db: Db, session: AuthenticatedUser): Promise<void> {
  await revokeSessionHash(db, session.sessionHash, session.expiresAt);
  await forgetStoredSession(env, session.sessionHash);
}

/** Drops the KV record (tidiness; D1 already refuses the session). */
export async function forgetStoredSession(env: Bindings, sessionHash: string): Promise<void> {
  recentlyRead.delete(sessionHash);
  await env.SESSIONS.delete(kvKey(sessionHash));
}
