import { asc, eq, getTableColumns, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { users } from "../../../db/schema";
import { sponsorAccess, type SponsorAccessRow } from "./tables";

const holdsSponsor = sql<number>`((',' || ${users.roles} || ',') LIKE '%,sponsor,%')`;

/** The grant, created or replaced, and the account's roles with `sponsor`: one batch. */
export function grantSponsorAccessQueries(db: Db, row: SponsorAccessRow, roles: string, at: number) {
  return [
    db
      .insert(sponsorAccess)
      .values(row)
      .onConflictDoUpdate({
        target: sponsorAccess.userId,
        set: { organisation: row.organisation, startsAt: row.startsAt, endsAt: row.endsAt, grantedBy: row.grantedBy, grantedAt: row.grantedAt },
      })
      .returning(),
    db.update(users).set({ roles, timeUpdated: at }).where(eq(users.id, row.userId)).returning({ roles: users.roles }),
  ] as const;
}

/** Removes the grant, and sets the account's roles without `sponsor`: one batch. */
export function revokeSponsorAccessQueries(db: Db, userId: string, roles: string, at: number) {
  return [
    db.delete(sponsorAccess).where(eq(sponsorAccess.userId, userId)).returning({ userId: sponsorAccess.userId }),
    db.update(users).set({ roles, timeUpdated: at }).where(eq(users.id, userId)).returning({ roles: users.roles }),
  ] as const;
}

export function findSponsorAccessQuery(db: Db, userId: string) {
  return db.select().from(sponsorAccess).where(eq(sponsorAccess.userId, userId));
}

/** Every grant with its account (admins' list), by organisation then username. */
export function listSponsorAccess(db: Db) {
  return grantsWithAccount(db).orderBy(asc(sponsorAccess.organisation), asc(users.username)).all();
}

export function sponsorAccessWithUserQuery(db: Db, userId: string) {
  return grantsWithAccount(db).where(eq(sponsorAccess.userId, userId));
}

/** Grants joined with the account each belongs to: what admins see of a grant. */
function grantsWithAccount(db: Db) {
  return db
    .select({
      ...getTableColumns(sponsorAccess),
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      hasSponsorRole: holdsSponsor,
    })
    .from(sponsorAccess)
    .innerJoin(users, eq(users.id, sponsorAccess.userId))
    .$dynamic();
}

export type SponsorAccessWithUser = SponsorAccessRow & { username: string; firstName: string; lastName: string; hasSponsorRole: number };
