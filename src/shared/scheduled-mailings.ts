import * as z from "zod/mini";
import "./zod-messages";
import { instantSchema, UtcInstantSchema } from "./time/instant-schema";
import { MAILING_AUDIENCES, mailingMessageFields, withEvent } from "./mailings";
import { lazySchema } from "./lazy-schema";

/**
 * The composer's two other ways to send (issue 35, item 12; decision 126): a
 * test to the officer alone, and a message scheduled for later, which the
 * hourly job sends when it is due. The message's fields are the composer's
 * (mailings.ts); the time is chosen at the chapter and sent as a UTC instant.
 */

/** How many tests one officer may send in an hour. */
export const MAILING_TESTS_PER_HOUR = 5;

/** The earliest a message may be scheduled: later than this from now (the hourly job sends it within the hour after). */
export const SCHEDULE_MIN_AHEAD_MS = 5 * 60 * 1000;
/** The latest: a term ahead. */
export const SCHEDULE_MAX_AHEAD_DAYS = 120;
/** How many messages may wait to be sent at once, for the whole chapter. */
export const SCHEDULED_MAILINGS_MAX = 20;

/** POST /api/mailings/test: the answer — where it went and whether the transport took it now. */
export const mailingTestResultSchema = lazySchema(() => z.object({ to: z.string(), sent: z.boolean() }));
export type MailingTestResult = z.infer<typeof mailingTestResultSchema>;

/** POST /api/mailings/scheduled */
export const scheduleMailingRequestSchema = lazySchema(() =>
  z.strictObject({ ...mailingMessageFields(), sendAt: UtcInstantSchema("The time") }).check(z.superRefine(withEvent)),
);
export type ScheduleMailingRequest = z.input<typeof scheduleMailingRequestSchema>;

/** A message waiting for its time, or one that could not go (`failure` says why). */
export const scheduledMailingSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    audience: z.enum(MAILING_AUDIENCES),
    eventId: z.nullable(z.string()),
    eventTitle: z.nullable(z.string()),
    subject: z.string(),
    sendAt: instantSchema,
    scheduledBy: z.string(),
    state: z.enum(["scheduled", "sending", "failed"]),
    failure: z.nullable(z.string()),
  }),
);
export type ScheduledMailing = z.infer<typeof scheduledMailingSchema>;
export const scheduledMailingListSchema = lazySchema(() => z.array(scheduledMailingSchema));

/** DELETE /api/mailings/scheduled/{id} */
export const scheduledMailingIdParamSchema = lazySchema(() => z.object({ id: z.string().check(z.maxLength(64, { error: "No such message." })) }));
