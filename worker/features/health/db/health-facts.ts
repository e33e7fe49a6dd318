import { and, asc, gt, lte, sql } from "drizzle-orm";
import { terms } from "../../../db/schema";
import type { ContentCollection } from "../../../../src/shared/content/vocabulary";
import type { Db } from "../../../db/client";

/** Accounts with the admin role (roles are stored comma-separated and sorted). */
export async function countAdmins(db: Db): Promise<number> {
  const row = await db.get<{ n: number }>(sql`SELECT COUNT(*) AS n FROM users WHERE (',' || roles || ',') LIKE '%,admin,%'`);
  return row?.n ?? 0;
}

/** The last migration D1 recorded as applied (wrangler's d1_migrations table), or null before any. */
export async function lastAppliedMigration(db: Db): Promise<string | null> {
  try {
    const row = await db.get<{ name: string }>(sql`SELECT name FROM d1_migrations ORDER BY id DESC LIMIT 1`);
    return row?.name ?? null;
  } catch {
    // No d1_migrations table: nothing was applied by wrangler.
    return null;
  }
}

/** The term containing `at` and the next one to start, by name. */
export async function termsAround(db: Db, at: number): Promise<{ current: string | null; next: string | null }> {
  const [current, next] = await db.batch([
    db
      .select({ name: terms.name })
      .from(terms)
      .where(and(lte(terms.startsAt, at), gt(terms.endsAt, at)))
      .limit(1),
    db.select({ name: terms.name }).from(terms).where(gt(terms.startsAt, at)).orderBy(asc(terms.startsAt)).limit(1),
  ]);
  return { current: current[0]?.name ?? null, next: next[0]?.name ?? null };
}

/** Published content items per collection (none deleted); null before the content table exists. */
export async function publishedContentCounts(db: Db): Promise<Partial<Record<ContentCollection, number>> | null> {
  try {
    const rows = await db.all<{ collection: ContentCollection; n: number }>(
      sql`SELECT collection, COUNT(*) AS n FROM content_items WHERE status = 'published' AND deleted_at IS NULL GROUP BY collection`,
    );
    return Object.fromEntries(rows.map((row) => [row.collection, row.n]));
  } catch {
    return null;
  }
}
