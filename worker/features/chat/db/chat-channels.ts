import { asc, eq } from "drizzle-orm";
import { chatChannels } from "./tables";
import type { Db } from "../../../db/client";

export type ChatChannelRow = typeof chatChannels.$inferSelect;

export const listChatChannelRows = (db: Db) => db.select().from(chatChannels).orderBy(asc(chatChannels.createdAt));

export async function insertChatChannelRow(db: Db, row: typeof chatChannels.$inferInsert): Promise<ChatChannelRow> {
  const [inserted] = await db.insert(chatChannels).values(row).returning();
  return inserted!;
}

export async function deleteChatChannelRow(db: Db, id: string): Promise<boolean> {
  return (await db.delete(chatChannels).where(eq(chatChannels.id, id)).returning({ id: chatChannels.id })).length > 0;
}

export const findChatChannelRow = async (db: Db, id: string) => (await db.select().from(chatChannels).where(eq(chatChannels.id, id)).limit(1))[0];

/** How a post went: the time it was taken, or the failure in words. */
export async function recordChatOutcome(db: Db, id: string, at: number, error: string | null): Promise<void> {
  await db
    .update(chatChannels)
    .set(error === null ? { lastPostedAt: at, lastError: null, lastErrorAt: null } : { lastError: error, lastErrorAt: at })
    .where(eq(chatChannels.id, id));
}
