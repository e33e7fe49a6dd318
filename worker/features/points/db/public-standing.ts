import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { rawAll } from "../../../db/client";

/**
 * What a member's public page shows of their attendance (decision 045): the
 * member (to check the username and read the setting) and the events of the
 * term containing `at` they checked in at. The member's RSVPs are read by
 * the `event_rsvps_user` index (a member has dozens, not thousands), each
 * event by its primary key.
 */

export function publicMemberQuery(db: Db, id: string) {
  return rawAll<{ username: string; roles: string; shown: number }>(
    db,
    sql`
    SELECT u.username AS username, u.roles AS roles, u.show_on_leaderboard AS shown FROM users u WHERE u.id = ${id}`,
  );
}

export function attendedInTermQuery(db: Db, userId: string, at: number, limit: number) {
  return rawAll<{ id: string; slug: string; title: string; startsAt: number }>(
    db,
    sql`
    SELECT e.id AS id, e.slug AS slug, e.title AS title, e.starts_at AS startsAt
    FROM event_rsvps r JOIN events e ON e.id = r.event_id
    JOIN terms t ON t.starts_at <= ${at} AND t.ends_at > ${at}
    WHERE r.user_id = ${userId} AND r.attended_at IS NOT NULL AND e.starts_at >= t.starts_at AND e.starts_at < t.ends_at
    ORDER BY e.starts_at DESC LIMIT ${limit}`,
  );
}
