import { and, asc, count, eq, getTableColumns, or, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Db } from "./client";
import { sessionRevocations, users, verifications, type NewUserRow, type UserRow } from "./schema";

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.select().from(users).where(eq(users.id, id)).get();
}

/** By username or, when it looks like one, e-mail address (both case-insensitive). */
export async function findUserByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  const column = login.includes("@") ? users.email : users.username;
  return db.select().from(users).where(eq(column, login.trim())).get();
}

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  return db.select().from(users).where(eq(users.username, username)).get();
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.select().from(users).where(eq(users.email, email)).get();
}

export function userByIdQuery(db: Db, id: string) {
  return db.select().from(users).where(eq(users.id, id));
}

export function insertUserQuery(db: Db, row: NewUserRow) {
  return db.insert(users).values(row).returning();
}

const holdsAdmin = sql`(',' || ${users.roles} || ',') LIKE '%,admin,%'`;

/**
 * True unless the row is the last admin. Part of the very statement that
 * demotes or deletes, so two admins demoting each other at once cannot both
 * pass (D1 runs one statement at a time; each sees the other's result).
 */
export function notLastAdmin(id: string) {
  return sql`(NOT ${holdsAdmin} OR EXISTS (SELECT 1 FROM ${users} AS other
    WHERE other.id != ${id} AND (',' || other.roles || ',') LIKE '%,admin,%'))`;
}

/** `keepAnAdmin`: the change removes the admin role, so it applies only if another admin remains. */
export function updateUserQuery(db: Db, id: string, changes: Partial<NewUserRow>, keepAnAdmin = false) {
  return db
    .update(users)
    .set(changes)
    .where(keepAnAdmin ? and(eq(users.id, id), notLastAdmin(id)) : eq(users.id, id))
    .returning();
}

export async function updateUser(db: Db, id: string, changes: Partial<NewUserRow>, keepAnAdmin = false): Promise<UserRow | undefined> {
  return updateUserQuery(db, id, changes, keepAnAdmin).get();
}

/** Deletes the account unless it is the last admin (one statement, see notLastAdmin). */
export function deleteUserQuery(db: Db, id: string) {
  return db
    .delete(users)
    .where(and(eq(users.id, id), notLastAdmin(id)))
    .returning({ id: users.id });
}

/** Ends every session of the user at once: sessions carry the version they were issued with. */
export function bumpSessionVersionQuery(db: Db, id: string, at: number) {
  return db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1`, timeUpdated: at })
    .where(eq(users.id, id))
    .returning({ sessionVersion: users.sessionVersion });
}

/**
 * Users whose username, e-mail, first or last name, or full name either way
 * round contains `q` (the admins' member list, the officers' points page).
 */
export function userSearchWhere(q: string): SQL | undefined {
  // Spaces inside the query are folded so "jenny  kim" matches "Jenny Kim".
  const words = q.trim().replace(/\s+/g, " ").toLowerCase();
  // A substring test with instr(), not LIKE: no wildcard to escape in what
  // people type, and no limit on its length (D1 refuses LIKE patterns over
  // 50 bytes). lower() folds ASCII letters, as LIKE would.
  const matches = (column: SQLiteColumn | SQL) => sql`instr(lower(${column}), ${words}) > 0`;
  return or(
    matches(users.username),
    matches(users.email),
    matches(users.firstName),
    matches(users.lastName),
    // "Jenny Kim" and "Kim Jenny": the full name either way round.
    matches(sql`${users.firstName} || ' ' || ${users.lastName}`),
    matches(sql`${users.lastName} || ' ' || ${users.firstName}`),
  );
}

/** Accounts that hold a member's role (member, officer or admin; roles are stored sorted and comma-separated): not sponsor-only. */
const holdsMemberRole = sql`(instr(',' || ${users.roles} || ',', ',member,') > 0 OR instr(',' || ${users.roles} || ',', ',officer,') > 0 OR instr(',' || ${users.roles} || ',', ',admin,') > 0)`;

/** The officers' points page: up to `limit` members matching `q`, by username. */
export function findMembers(db: Db, q: string, limit: number) {
  return db
    .select({ id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName, email: users.email, points: users.points })
    .from(users)
    .where(and(userSearchWhere(q), holdsMemberRole))
    .orderBy(asc(users.username))
    .limit(limit);
}

export async function listUsers(
  db: Db,
  { q, page, pageSize }: { q?: string | undefined; page: number; pageSize: number },
): Promise<{ rows: UserRow[]; total: number }> {
  const where = q?.trim() ? userSearchWhere(q) : undefined;
  const [rows, totals] = await db.batch([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.username))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/**
 * The per-request session check in one query: the user, and whether this
 * session was signed out (see docs/decisions/002-sessions.md).
 */
export async function findUserForSession(db: Db, userId: string, sessionHash: string): Promise<(UserRow & { revoked: number }) | undefined> {
  return db
    .select({
      ...getTableColumns(users),
      revoked: sql<number>`EXISTS (SELECT 1 FROM ${sessionRevocations} WHERE ${sessionRevocations.sessionHash} = ${sessionHash})`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .get();
}

export function setPasswordQuery(db: Db, id: string, passwordHash: string, at: number) {
  return db.update(users).set({ passwordHash, timeUpdated: at }).where(eq(users.id, id));
}

/**
 * Sets the password of the account a reset link belongs to — only while the
 * link still holds this secret — and ends its sessions. Returns the user id.
 */
export function setPasswordWithResetQuery(db: Db, verificationId: string, secretHash: string, passwordHash: string, at: number) {
  const owner = resetLinkOwner(db, verificationId, secretHash);
  return db
    .update(users)
    .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1`, timeUpdated: at })
    .where(eq(users.id, owner))
    .returning({ id: users.id, sessionVersion: users.sessionVersion });
}

/** The account of a reset link, only while the link holds `secretHash` (a subquery; NULL otherwise). */
export function resetLinkOwner(db: Db, verificationId: string, secretHash: string) {
  const owner = db
    .select({ id: verifications.userId })
    .from(verifications)
    .where(and(eq(verifications.id, verificationId), eq(verifications.secretHash, secretHash), eq(verifications.purpose, "reset")));
  return sql`(${owner})`;
}

/**
 * Moves the account to the address its e-mail change confirmed — only while
 * the change still holds this code (single use under a race, like a reset
 * link). A unique violation on `users.email` means another account has the
 * address. Returns the account's id, new address and roles.
 */
export function setEmailWithChangeQuery(db: Db, userId: string, verificationId: string, secretHash: string, at: number) {
  const confirmed = sql`(SELECT ${verifications.email} FROM ${verifications}
    WHERE ${verifications.id} = ${verificationId} AND ${verifications.secretHash} = ${secretHash}
      AND ${verifications.purpose} = 'email-change' AND ${verifications.userId} = ${userId})`;
  return db
    .update(users)
    .set({ email: confirmed, timeUpdated: at })
    .where(and(eq(users.id, userId), sql`${confirmed} IS NOT NULL`))
    .returning({ id: users.id, email: users.email, roles: users.roles });
}
