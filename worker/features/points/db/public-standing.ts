import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { named } from "../../../db/client";

/**
 * What a member's public page shows of their attendance (decision 045): the
 * member (to check the username and read the setting) and the events of the
 * term containing `at` they checked in at. The member's RSVPs are read by
 * the `event_rsvps_user` index (a member has dozens, not thousands), each
 * event by its primary key.
 */

export function publicMemberQuery(db: Db, id: string) {
  return db
    .select(named<{ username: string; roles: string; shown: number }>({ username: sql`u.username`, roles: sql`u.roles`, shown: sql`u.show_on_leaderboard` }))
    .from(sql`users u`)
    .where(sql`u.id = ${id}`);
}

export function attendedInTermQuery(db: Db, userId: string, at: number, limit: number) {
  return db
    .select(
      named<{ id: string; slug: string; title: string; startsAt: number }>({
        id: sql`e.id`,
        slug: sql`e.slug`,
        title: sql`e.title`,
        startsAt: sql`e.starts_at`,
      }),
    )
    .from(sql`event_rsvps r JOIN events e ON e.id = r.event_id JOIN terms t ON t.starts_at <= ${at} AND t.ends_at > ${at}`)
    .where(sql`r.user_id = ${userId} AND r.attended_at IS NOT NULL AND e.starts_at >= t.starts_at AND e.starts_at < t.ends_at`)
    .orderBy(sql`e.starts_at DESC`)
    .limit(limit);
}
