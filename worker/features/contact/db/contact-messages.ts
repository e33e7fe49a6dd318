import { count, desc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { contactMessages } from "../../../db/schema";

export type ContactRow = typeof contactMessages.$inferSelect;

export async function insertContactMessage(db: Db, row: ContactRow): Promise<void> {
  await db.insert(contactMessages).values(row);
}

export async function listContactMessages(
  db: Db,
  { status, page, pageSize }: { status: "open" | "handled" | "all"; page: number; pageSize: number },
): Promise<{ rows: ContactRow[]; total: number }> {
  const where = status === "all" ? undefined : eq(contactMessages.handled, status === "handled");
  const [rows, totals] = await db.batch([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(contactMessages).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export async function setContactHandled(db: Db, id: string, handled: boolean): Promise<ContactRow | undefined> {
  return db.update(contactMessages).set({ handled }).where(eq(contactMessages.id, id)).returning().get();
}

export async function deleteContactMessage(db: Db, id: string): Promise<boolean> {
  const row = await db.delete(contactMessages).where(eq(contactMessages.id, id)).returning({ id: contactMessages.id }).get();
  return row !== undefined;
}
