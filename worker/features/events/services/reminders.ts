import { remindersDueQuery } from "../db/events";
import type { EventRow } from "../../../db/schema";
import { enqueueMails } from "../../../email/queue";
import { DAY } from "../../../lib/clock";
import type { ServiceContext } from "../../../services/context";
import { feedbackAsks } from "../../feedback/services/event-feedback";
import { type EventRecipient, reminderEntries } from "./event-notices";

/**
 * The day-before reminders (decision 081). Every run of the hourly job queues
 * a reminder for each member going to an event that starts within the next
 * REMINDER_AHEAD_MS, unless they RSVPed inside that window (their
 * confirmation just told them). The queue's dedupe key (event, start time,
 * member) makes each reminder one mail however many runs see it — a run that
 * fails half-way is simply run again — and the mail expires when the event
 * starts, so a reminder is never sent late.
 */
export const REMINDER_AHEAD_MS = DAY;

/** Queues the reminders due at `at`; how many events and rows it looked at (already queued ones are not queued again). */
export async function queueDueReminders(ctx: ServiceContext, at: number): Promise<{ events: number; queued: number }> {
  const rows = await remindersDueQuery(ctx.db, at, at + REMINDER_AHEAD_MS, REMINDER_AHEAD_MS).all();
  const byEvent = new Map<string, { event: EventRow; members: EventRecipient[] }>();
  for (const row of rows) {
    const entry = byEvent.get(row.event.id) ?? { event: row.event, members: [] };
    entry.members.push({ userId: row.userId, email: row.email, status: "going", rsvpId: row.rsvpId });
    byEvent.set(row.event.id, entry);
  }
  // A reminder also asks about the events the member came to lately and has not rated (decision 085): the ask rides on mail they get anyway.
  const asks = await feedbackAsks(ctx, [...new Set(rows.map((row) => row.userId))], at);
  let queued = 0;
  for (const { event, members } of byEvent.values()) {
    queued += (await enqueueMails(ctx.db, await reminderEntries(ctx, event, members, asks), { at })).length;
  }
  return { events: byEvent.size, queued };
}
