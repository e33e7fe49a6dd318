import { lt } from "drizzle-orm";
import type { Db } from "./client";
import { pruneMailQueueQueries } from "./mail-queue";
import { checkinClaimRedemptions, contactMessages, contentItems, devOutbox, passkeyChallenges, sessionRevocations, throttles, verifications } from "./schema";

/** Deletes rows whose purpose has passed; run daily by the cron trigger. */
export async function purgeExpired(
  db: Db,
  at: number,
  ages: { outboxMs: number; contactMs: number; deletedContentMs: number; sentMailMs: number; failedMailMs: number },
) {
  await db.batch([
    db.delete(throttles).where(lt(throttles.resetAt, at)),
    db.delete(sessionRevocations).where(lt(sessionRevocations.expiresAt, at)),
    db.delete(verifications).where(lt(verifications.endsAt, at)),
    db.delete(devOutbox).where(lt(devOutbox.sentAt, at - ages.outboxMs)),
    db.delete(contactMessages).where(lt(contactMessages.createdAt, at - ages.contactMs)),
    db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, at)),
    db.delete(checkinClaimRedemptions).where(lt(checkinClaimRedemptions.expiresAt, at)),
    // Deleted content stays restorable for its days, then goes for good.
    db.delete(contentItems).where(lt(contentItems.deletedAt, at - ages.deletedContentMs)),
    // The mail queue keeps sent mail a while (what went out, for a question), failed mail longer.
    ...pruneMailQueueQueries(db, at - ages.sentMailMs, at - ages.failedMailMs),
  ]);
}
