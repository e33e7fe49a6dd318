import { desc, eq } from "drizzle-orm";
import type { Db } from "./client";
import { devOutbox } from "./schema";

type OutboxRow = { to: string; subject: string; text: string; html: string; headers: string | null; attachments: string | null; sentAt: number };

export async function insertOutboxMail(db: Db, { to, ...mail }: OutboxRow): Promise<void> {
  await db.insert(devOutbox).values({ toAddress: to, ...mail });
}

export async function listOutbox(db: Db, to: string | undefined, limit: number) {
  const query = db.select().from(devOutbox);
  const filtered = to ? query.where(eq(devOutbox.toAddress, to)) : query;
  return filtered.orderBy(desc(devOutbox.id)).limit(limit).all();
}
