import { and, asc, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { users } from "../../../db/schema";
import { officerInvitations, type OfficerInvitationRow } from "./tables";

const holds = (role: string) => sql<number>`((',' || ${users.roles} || ',') LIKE ${`%,${role},%`})`;

/** Every officer and admin, by first name, last name and username. */
export function listOfficerRows(db: Db) {
  return db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      roles: users.roles,
      isAdmin: holds("admin"),
    })
    .from(users)
    .where(sql`${holds("officer")} OR ${holds("admin")}`)
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.username));
}

/** The invitations not yet accepted, newest first, with the inviting admin's username. */
export function listPendingInvitations(db: Db) {
  return db
    .select({
      id: officerInvitations.id,
      email: officerInvitations.email,
      createdAt: officerInvitations.createdAt,
      expiresAt: officerInvitations.expiresAt,
      invitedBy: users.username,
    })
    .from(officerInvitations)
    .leftJoin(users, eq(users.id, officerInvitations.invitedBy))
    .where(isNull(officerInvitations.acceptedAt))
    .orderBy(desc(officerInvitations.createdAt));
}

/** An address's invitation, replacing the one pending for it: one batch. */
export function replaceInvitationQueries(db: Db, row: OfficerInvitationRow) {
  return [
    db.delete(officerInvitations).where(and(eq(officerInvitations.email, row.email), isNull(officerInvitations.acceptedAt))),
    db.insert(officerInvitations).values(row).returning(),
  ] as const;
}

export async function deletePendingInvitation(db: Db, id: string): Promise<boolean> {
  const deleted = await db
    .delete(officerInvitations)
    .where(and(eq(officerInvitations.id, id), isNull(officerInvitations.acceptedAt)))
    .returning({ id: officerInvitations.id });
  return deleted.length > 0;
}

export const findInvitationByTokenHash = async (db: Db, tokenHash: string) =>
  (await db.select().from(officerInvitations).where(eq(officerInvitations.tokenHash, tokenHash)).limit(1))[0];

/**
 * Accepting the invitation with this secret, once: the invitation is marked (only while pending and
 * unexpired), and the roles are set only where this very statement's mark is found — so a link used
 * twice at once, or an invitation withdrawn meanwhile, grants nothing. One batch.
 */
export function acceptInvitationQueries(db: Db, tokenHash: string, userId: string, roles: string, at: number) {
  return [
    db
      .update(officerInvitations)
      .set({ acceptedAt: at, acceptedBy: userId })
      .where(and(eq(officerInvitations.tokenHash, tokenHash), isNull(officerInvitations.acceptedAt), gt(officerInvitations.expiresAt, at)))
      .returning({ id: officerInvitations.id }),
    db
      .update(users)
      .set({ roles, timeUpdated: at })
      .where(
        and(
          eq(users.id, userId),
          sql`EXISTS (SELECT 1 FROM ${officerInvitations} WHERE ${officerInvitations.tokenHash} = ${tokenHash}
            AND ${officerInvitations.acceptedBy} = ${userId} AND ${officerInvitations.acceptedAt} = ${at})`,
        ),
      )
      .returning({ roles: users.roles }),
  ] as const;
}

/**
 * A verified sign-up accepts the invitations pending for its address: the new account's roles
 * become `roles` if one is pending and unexpired, and those invitations are marked accepted by it.
 * Two statements for the sign-up's own batch, after the account's insert (the roles first: the
 * marks would hide the invitation from their check).
 */
export function acceptOnSignupQueries(db: Db, email: string, userId: string, roles: string, at: number) {
  const pending = and(eq(officerInvitations.email, email), isNull(officerInvitations.acceptedAt), gt(officerInvitations.expiresAt, at));
  return [
    db
      .update(users)
      .set({ roles })
      .where(and(eq(users.id, userId), sql`EXISTS (SELECT 1 FROM ${officerInvitations} WHERE ${pending})`)),
    db.update(officerInvitations).set({ acceptedAt: at, acceptedBy: userId }).where(pending),
  ] as const;
}

/** Sets an account's roles (giving or removing `officer`); undefined when there is no such account. */
export async function setRoles(db: Db, userId: string, roles: string, at: number) {
  return (await db.update(users).set({ roles, timeUpdated: at }).where(eq(users.id, userId)).returning({ roles: users.roles }))[0];
}
