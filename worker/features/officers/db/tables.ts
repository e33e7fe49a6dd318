import { sqliteTable, text, integer } from "drizzle-orm/sqlite-core";

// The officers feature's own tables, mirroring migrations/*.sql like worker/db/schema.ts (which keeps the
// tables two or more features use); tests/worker/schema.test.ts checks both against the migrations.

/** An admin's invitation of an address to the officer role; the link's secret stored hashed, used once. */
export const officerInvitations = sqliteTable("officer_invitations", {
  id: text("id").primaryKey(),
  email: text("email").notNull(),
  tokenHash: text("token_hash").notNull(),
  invitedBy: text("invited_by"),
  createdAt: integer("created_at").notNull(),
  expiresAt: integer("expires_at").notNull(),
  acceptedAt: integer("accepted_at"),
  acceptedBy: text("accepted_by"),
});

export type OfficerInvitationRow = typeof officerInvitations.$inferSelect;
