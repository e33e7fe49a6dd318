import type * as z from "zod/mini";
import { isEventAudience } from "../../../../src/shared/mailings";
import { isOfficer, parseRoles } from "../../../../src/shared/roles";
import {
  SCHEDULE_MAX_AHEAD_DAYS,
  SCHEDULE_MIN_AHEAD_MS,
  SCHEDULED_MAILINGS_MAX,
  type ScheduledMailing,
  type scheduleMailingRequestSchema,
} from "../../../../src/shared/scheduled-mailings";
import { formatInstant } from "../../../../src/shared/time/formats";
import { site } from "../../../../src/site.config";
import type { ScheduledMailingRow } from "../db/tables";
import { findUserById } from "../../../db/users";
import { ApiError } from "../../../http/api-error";
import { DAY, now } from "../../../lib/clock";
import type { ServiceContext } from "../../../services/context";
import type { AuthenticatedUser } from "../../../services/sessions";
import {
  claimScheduledMailingQuery,
  countWaitingMailings,
  deleteScheduledMailingQuery,
  dueScheduledMailingsQuery,
  insertScheduledMailingQuery,
  listScheduledMailingsQuery,
  markScheduledMailingQuery,
} from "../db/scheduled-mailings";
import { audienceOf, eventOf, recordMailing, takeMailingSlot } from "./mailings";
import { newId } from "../../../lib/ids";
import { formatUtcInstant } from "../../../../src/shared/time/utc-instant";

/**
 * "Send later" (issue 35, item 12; decision 126): a message is kept with its
 * time, and the hourly job sends it as the officer would have at that moment
 * — the recipients counted then, the day's mail share planned then. What can
 * no longer go (the event deleted, nobody left to get it, the officer no
 * longer one) is kept as failed, with why, for the officers to see.
 */

/** How many due messages one run of the job sends (each is one batch; the drain after it sends their first mails). */
export const SCHEDULED_PER_RUN = 10;

const when = (ms: number) => formatInstant("dayTime", ms, site.timeZone);

function viewOf(row: ScheduledMailingRow): ScheduledMailing {
  return {
    id: row.id,
    audience: row.audience,
    eventId: row.eventId,
    eventTitle: row.eventTitle,
    subject: row.subject,
    sendAt: formatUtcInstant(row.sendAt),
    scheduledBy: row.scheduledByName,
    state: row.state === "sent" ? "sending" : row.state,
    failure: row.failure,
  };
}

const tooSoon = "Choose a time at least 5 minutes from now (or send it now).";

/** POST /api/mailings/scheduled: kept for its time; counts as one of the officer's messages of the day. */
export async function scheduleMailing(
  ctx: ServiceContext,
  actor: AuthenticatedUser,
  input: z.output<typeof scheduleMailingRequestSchema>,
): Promise<{ scheduled: ScheduledMailing; message: string }> {
  ctx.assertMailConfigured();
  const at = now();
  if (input.sendAt < at + SCHEDULE_MIN_AHEAD_MS) throw new ApiError("VALIDATION_ERROR", tooSoon, {}, { sendAt: tooSoon });
  if (input.sendAt > at + SCHEDULE_MAX_AHEAD_DAYS * DAY) {
    const far = `Choose a time within ${SCHEDULE_MAX_AHEAD_DAYS} days.`;
    throw new ApiError("VALIDATION_ERROR", far, {}, { sendAt: far });
  }
  const event = await eventOf(ctx, input);
  if ((await countWaitingMailings(ctx.db)) >= SCHEDULED_MAILINGS_MAX) {
    throw new ApiError("SCHEDULE_FULL", `${SCHEDULED_MAILINGS_MAX} messages already wait to be sent: cancel one, or send this one now.`);
  }
  await takeMailingSlot(ctx, actor.user.id);
  const row: ScheduledMailingRow = {
    id: newId(),
    audience: input.audience,
    eventId: event?.id ?? null,
    eventTitle: event?.title ?? null,
    subject: input.subject,
    body: input.body,
    sendAt: input.sendAt,
    scheduledBy: actor.user.id,
    scheduledByName: actor.user.username,
    createdAt: at,
    state: "scheduled",
    mailingId: null,
    failure: null,
  };
  await insertScheduledMailingQuery(ctx.db, row);
  return { scheduled: viewOf(row), message: `Scheduled for ${when(row.sendAt)}: it goes out within the hour after.` };
}

/** GET /api/mailings/scheduled */
export async function listScheduledMailings(ctx: ServiceContext): Promise<ScheduledMailing[]> {
  return (await listScheduledMailingsQuery(ctx.db)).map(viewOf);
}

/** DELETE /api/mailings/scheduled/{id}: any officer may cancel one (they share the chapter's mail). */
export async function cancelScheduledMailing(ctx: ServiceContext, id: string): Promise<void> {
  const [removed] = await deleteScheduledMailingQuery(ctx.db, id);
  if (!removed) throw new ApiError("NOT_FOUND", "This message is not waiting any more: it was sent or cancelled.");
}

/** Why a due message cannot go, or null when it can: its event is gone, or its officer no longer is one. */
async function refusalOf(ctx: ServiceContext, row: ScheduledMailingRow): Promise<string | null> {
  if (isEventAudience(row.audience) && row.eventId === null) return "the event was deleted.";
  const officer = row.scheduledBy ? await findUserById(ctx.db, row.scheduledBy) : undefined;
  if (!officer || !isOfficer(parseRoles(officer.roles))) return `${row.scheduledByName} is no longer an officer. Write it again to send it.`;
  return null;
}

/**
 * The hourly job's part (worker/index.ts): the due messages, each taken
 * first (so two runs never send one twice), then recorded and queued as the
 * officer's own send would; the drain that follows sends their first mails.
 * A refusal of the API's kind is kept as the failure; anything else puts the
 * message back for the next run and fails the run.
 */
export async function sendDueScheduledMailings(ctx: ServiceContext, at: number): Promise<number> {
  let sent = 0;
  for (const row of await dueScheduledMailingsQuery(ctx.db, at, SCHEDULED_PER_RUN)) {
    const [taken] = await claimScheduledMailingQuery(ctx.db, row.id);
    if (!taken) continue;
    try {
      ctx.assertMailConfigured();
      const refusal = await refusalOf(ctx, row);
      if (refusal) throw new ApiError("FORBIDDEN", refusal);
      const input = { audience: row.audience, eventId: row.eventId ?? undefined, subject: row.subject, body: row.body };
      const audience = await audienceOf(ctx, input);
      const { mailing } = await recordMailing(ctx, { id: row.scheduledBy ?? "", name: row.scheduledByName }, input, audience, 0);
      await markScheduledMailingQuery(ctx.db, row.id, { state: "sent", mailingId: mailing.id });
      sent += 1;
    } catch (error) {
      if (error instanceof ApiError) {
        await markScheduledMailingQuery(ctx.db, row.id, { state: "failed", failure: `Not sent: ${lowerFirst(error.message)}` });
        continue;
      }
      await markScheduledMailingQuery(ctx.db, row.id, { state: "scheduled" });
      throw error;
    }
  }
  return sent;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
