import { lt, or, isNotNull } from "drizzle-orm";
import type { Db } from "../env";
import { devOutbox, passkeyChallenges, passwordResets, pendingRegistrations, sessionRevocations, throttles } from "./schema";

/** Deletes rows whose purpose has passed; run daily by the cron trigger. */
export async function purgeExpired(db: Db, at: number, pendingMaxAgeMs: number, outboxMaxAgeMs: number) {
  await db.batch([
    db.delete(throttles).where(lt(throttles.resetAt, at)),
    db.delete(sessionRevocations).where(lt(sessionRevocations.expiresAt, at)),
    db.delete(passwordResets).where(or(lt(passwordResets.expiresAt, at), isNotNull(passwordResets.usedAt))),
    db.delete(pendingRegistrations).where(lt(pendingRegistrations.createdAt, at - pendingMaxAgeMs)),
    db.delete(devOutbox).where(lt(devOutbox.sentAt, at - outboxMaxAgeMs)),
    db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, at)),
  ]);
}
