import { and, eq, sql } from "drizzle-orm";
import type { Db } from "./client";
import { adminGrants, users } from "./schema";

/** A grant of admin by ADMIN_EMAILS: the address's hash, a fresh id for this attempt, the account. */
export type AdminGrant = { emailHash: string; grantId: string; userId: string; at: number };

/** Records the grant unless the address had one already (then nothing changes). */
export function recordAdminGrantQuery(db: Db, grant: AdminGrant) {
  return db
    .insert(adminGrants)
    .values({ emailHash: grant.emailHash, grantId: grant.grantId, userId: grant.userId, grantedAt: grant.at })
    .onConflictDoNothing()
    .returning({ grantId: adminGrants.grantId });
}

/**
 * Gives the account `roles` (admin added) only if this very attempt recorded the grant: run after
 * recordAdminGrantQuery in one batch, so an address granted before adds nothing, whatever the race.
 */
export function applyAdminGrantQuery(db: Db, grant: AdminGrant, roles: string) {
  return db
    .update(users)
    .set({ roles })
    .where(
      and(
        eq(users.id, grant.userId),
        sql`EXISTS (SELECT 1 FROM ${adminGrants} WHERE ${adminGrants.emailHash} = ${grant.emailHash} AND ${adminGrants.grantId} = ${grant.grantId})`,
      ),
    );
}

/** Whether any account holds the admin role (roles are stored comma-separated). */
export async function adminExists(db: Db): Promise<boolean> {
  const row = await db.get<{ found: number }>(sql`SELECT EXISTS (SELECT 1 FROM ${users} WHERE (',' || ${users.roles} || ',') LIKE '%,admin,%') AS found`);
  return Boolean(row?.found);
}
