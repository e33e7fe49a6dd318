import type * as z from "zod/mini";
import { eventPath } from "../../../../src/shared/events";
import { FEEDBACK_COMMENTS_FROM, FEEDBACK_OPEN_DAYS, type FeedbackSummary, type feedbackRequestSchema, type MyFeedback } from "../../../../src/shared/feedback";
import { formatInstant } from "../../../../src/shared/time/formats";
import { dayAt } from "../../../../src/shared/time/days";
import { site } from "../../../../src/site.config";
import { ApiError } from "../../../http/api-error";
import { DAY, now } from "../../../lib/clock";
import type { ServiceContext } from "../../../services/context";
import { attendanceAndFeedbackQuery, eventTimesQuery, commentsQuery, ratingCountsQuery, saveFeedbackQuery, unratedEventsQuery } from "../db/event-feedback";
import { formatUtcInstant } from "../../../../src/shared/time/utc-instant";

/**
 * Feedback after an event (issue 21, decision 085): members who checked in
 * rate it from its end until FEEDBACK_OPEN_DAYS later, and may change their
 * answer meanwhile; officers see the results without names. Members are
 * asked on the event's page, and in the next reminder they get anyway —
 * never by a mail of its own, which the day's share could not spare.
 */
const OPEN_MS = FEEDBACK_OPEN_DAYS * DAY;

type EventTimes = { id: string; endsAt: number };

const closesAt = (event: EventTimes) => event.endsAt + OPEN_MS;

async function eventOrNotFound(ctx: ServiceContext, eventId: string): Promise<EventTimes> {
  const [event] = await eventTimesQuery(ctx.db, eventId);
  if (!event) throw new ApiError("NOT_FOUND", "No such event.");
  return event;
}

/** GET /api/events/{id}/feedback/mine */
export async function myFeedback(ctx: ServiceContext, eventId: string, userId: string): Promise<MyFeedback> {
  const event = await eventOrNotFound(ctx, eventId);
  const [mine] = await attendanceAndFeedbackQuery(ctx.db, event.id, userId);
  const at = now();
  const open = Boolean(mine?.attendedAt) && event.endsAt <= at && at < closesAt(event);
  return { open, rating: mine?.rating ?? null, comment: mine?.comment ?? "", closesAt: formatUtcInstant(closesAt(event)) };
}

/** PUT /api/events/{id}/feedback: the member's answer (a second replaces the first). */
export async function saveFeedback(ctx: ServiceContext, eventId: string, userId: string, input: z.output<typeof feedbackRequestSchema>): Promise<MyFeedback> {
  const event = await eventOrNotFound(ctx, eventId);
  const [mine] = await attendanceAndFeedbackQuery(ctx.db, event.id, userId);
  if (!mine?.attendedAt) throw new ApiError("FORBIDDEN", "Only members who checked in at the event can rate it.");
  const at = now();
  if (at < event.endsAt) throw new ApiError("FEEDBACK_CLOSED", "You can rate the event once it has ended.");
  if (at >= closesAt(event)) {
    const day = formatInstant("day", closesAt(event), site.timeZone);
    throw new ApiError("FEEDBACK_CLOSED", `Feedback for this event closed on ${day}.`);
  }
  await saveFeedbackQuery(ctx.db, { eventId: event.id, userId, rating: input.rating, comment: input.comment, at }).run();
  return { open: true, rating: input.rating, comment: input.comment, closesAt: formatUtcInstant(closesAt(event)) };
}

/** GET /api/events/{id}/feedback (officers): count, average, each rating's count and the comments, in one round trip. */
export async function feedbackSummary(ctx: ServiceContext, eventId: string): Promise<FeedbackSummary> {
  const event = await eventOrNotFound(ctx, eventId);
  const [ratings, comments] = await ctx.db.batch([ratingCountsQuery(ctx.db, event.id), commentsQuery(ctx.db, event.id)]);
  const counts = [0, 0, 0, 0, 0];
  for (const { rating, count } of ratings) counts[rating - 1] = count;
  const count = counts.reduce((sum, n) => sum + n, 0);
  const total = counts.reduce((sum, n, index) => sum + n * (index + 1), 0);
  const average = count === 0 ? null : Math.round((total / count) * 10) / 10;
  // Fewer than three answers: each comment would be easy to put a name to, so none is shown (decision 124).
  if (count < FEEDBACK_COMMENTS_FROM) return { count, average, counts, comments: [], commentsHeldBack: comments.length };
  // The day only, and within a day in the order of the words: the order of writing could name the writer too.
  const byDay = comments
    .map((row) => ({ rating: row.rating, comment: row.comment, day: dayAt(row.at, site.timeZone) }))
    .sort((a, b) => b.day.localeCompare(a.day) || a.comment.localeCompare(b.comment));
  return { count, average, counts, comments: byDay, commentsHeldBack: 0 };
}

/**
 * For the reminders of one run: per member, a line asking about the events
 * they came to that ended since the last FEEDBACK_OPEN_DAYS and they have not
 * rated (the newest first, at most two).
 */
export async function feedbackAsks(ctx: ServiceContext, userIds: readonly string[], at: number): Promise<Map<string, string>> {
  const asks = new Map<string, string>();
  if (userIds.length === 0) return asks;
  const rows = await unratedEventsQuery(ctx.db, userIds, at - OPEN_MS, at);
  const byMember = new Map<string, { title: string; slug: string }[]>();
  for (const row of rows) byMember.set(row.userId, [...(byMember.get(row.userId) ?? []), row]);
  for (const [userId, unrated] of byMember) {
    const lines = unrated.slice(0, 2).map((event) => `How was ${event.title}? Rate it in a click on its page: ${ctx.siteLink(eventPath(event.slug))}`);
    asks.set(userId, lines.join("\n"));
  }
  return asks;
}
