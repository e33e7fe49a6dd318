import * as z from "zod/mini";
import "./zod-messages";
import { SINGLE_LINE } from "./fields";
import { plural } from "./plural";
import { lazySchema } from "./lazy-schema";
import { instantSchema } from "./time/instant-schema";

/**
 * Officers write to people (issue 21, decision 085): to everyone going to,
 * waiting for or checked in at one event, or an announcement to all members.
 * The body is Markdown, rendered by the site's one renderer (markdown.ts) in
 * the preview and in the mail. What the day's mail share cannot carry is
 * spread over the next days, and the officer sees that plan before sending.
 */
export const MAILING_AUDIENCES = ["going", "waitlist", "checked-in", "members"] as const;
export type MailingAudience = (typeof MAILING_AUDIENCES)[number];

/** The audiences about one event (the others write to the whole chapter). */
export const EVENT_AUDIENCES: readonly MailingAudience[] = ["going", "waitlist", "checked-in"];
export const isEventAudience = (audience: MailingAudience) => EVENT_AUDIENCES.includes(audience);

export const MAILING_AUDIENCE_LABELS: Record<MailingAudience, string> = {
  going: "Everyone going to an event",
  waitlist: "Everyone on an event's waitlist",
  "checked-in": "Everyone checked in at an event",
  members: "All members (an announcement)",
};

export const MAILING_SUBJECT_MAX = 120;
export const MAILING_BODY_MAX = 10_000;
/** How many messages one officer may send in a day: a slip of the hand cannot spend a week of mail. */
export const MAILINGS_PER_DAY = 5;

const audienceSchema = lazySchema(() => z.enum(MAILING_AUDIENCES, { error: "Choose who gets the message." }));
const eventIdSchema = lazySchema(() => z.optional(z.string().check(z.trim(), z.maxLength(64, { error: "Choose an event." }))));

/** Who a message goes to: an event audience needs its event. */
export const withEvent = <T extends { audience: MailingAudience; eventId?: string | undefined }>(value: T, issues: z.core.$RefinementCtx) => {
  if (isEventAudience(value.audience) && !value.eventId) issues.addIssue({ code: "custom", path: ["eventId"], message: "Choose an event." });
};

/** GET /api/mailings/plan?audience=&eventId=: how many it would reach, and when. */
export const mailingPlanQuerySchema = lazySchema(() => z.strictObject({ audience: audienceSchema, eventId: eventIdSchema }).check(z.superRefine(withEvent)));

/** A message's fields, as the composer sends them (now, as a test, or for later: scheduled-mailings.ts); built when a schema made of them is. */
export const mailingMessageFields = () => ({
  audience: audienceSchema,
  eventId: eventIdSchema,
  subject: z
    .string({ error: "Write a subject." })
    .check(
      z.trim(),
      z.minLength(1, { error: "Write a subject." }),
      z.maxLength(MAILING_SUBJECT_MAX, { error: `The subject must be at most ${MAILING_SUBJECT_MAX} characters.` }),
      z.regex(SINGLE_LINE, { error: "The subject must be one line." }),
    ),
  body: z
    .string({ error: "Write the message." })
    .check(
      z.trim(),
      z.minLength(1, { error: "Write the message." }),
      z.maxLength(MAILING_BODY_MAX, { error: `The message must be at most ${MAILING_BODY_MAX.toLocaleString("en-US")} characters.` }),
    ),
});

/** POST /api/mailings (and POST /api/mailings/test, the same message to the officer alone) */
export const createMailingRequestSchema = lazySchema(() => z.strictObject(mailingMessageFields()).check(z.superRefine(withEvent)));
export type CreateMailingRequest = z.input<typeof createMailingRequestSchema>;

/**
 * When the mails go out: `today` at once (and within today's share), the
 * rest `perDay` a day over the next `days` days, the last on `lastDay`
 * (a UTC day, YYYY-MM-DD).
 */
export const mailingPlanSchema = lazySchema(() =>
  z.object({
    recipients: z.int(),
    today: z.int(),
    later: z.int(),
    perDay: z.nullable(z.int()),
    days: z.int(),
    lastDay: z.string(),
  }),
);
export type MailingPlan = z.infer<typeof mailingPlanSchema>;

/** A sent message as officers see it, with how far its mails have gone. */
export const mailingSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    audience: z.enum(MAILING_AUDIENCES),
    eventId: z.nullable(z.string()),
    eventTitle: z.nullable(z.string()),
    subject: z.string(),
    sentBy: z.string(),
    createdAt: instantSchema,
    recipients: z.int(),
    sent: z.int(),
    waiting: z.int(),
    failed: z.int(),
    /** Not sent: by their turn the member had turned these mails off, or left (decision 088). */
    skipped: z.int(),
    lastDay: z.string(),
  }),
);
export type Mailing = z.infer<typeof mailingSchema>;

export const mailingListSchema = lazySchema(() => z.array(mailingSchema));
export const createMailingResultSchema = lazySchema(() => z.object({ mailing: mailingSchema, plan: mailingPlanSchema }));

/**
 * The plan in one sentence, for the officer before and after sending: never
 * a silent drop ("Sent to 80 today, the remaining 420 over the next 5 days").
 */
export function describePlan(plan: MailingPlan, sent = false): string {
  if (plan.recipients === 0) return "Nobody would get it.";
  const go = sent ? "Going out" : "Goes out";
  if (plan.later === 0) return `${go} to ${plural(plan.recipients, "person", "people")} today.`;
  const first = plan.today === 0 ? "None go out today (today's event mail has used the part messages may take)" : `${go} to ${plan.today} today`;
  return `${first}; the remaining ${plan.later} over the next ${plural(plan.days, "day")} (up to ${plan.perDay} a day, the last on ${plan.lastDay}), after the day's changes and reminders.`;
}
