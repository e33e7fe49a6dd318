import * as z from "zod/mini";
import "./zod-messages";
import { lazySchema } from "./lazy-schema";
import { instantSchema } from "./time/instant-schema";

/**
 * Feedback after an event (issue 21, decision 085): members who checked in
 * rate it 1–5 with an optional comment, from its end until FEEDBACK_OPEN_DAYS
 * later, and may change their answer meanwhile. Officers see the results per
 * event; nobody sees who gave which.
 */
export const FEEDBACK_OPEN_DAYS = 14;
export const FEEDBACK_COMMENT_MAX = 1000;
export const RATINGS = [1, 2, 3, 4, 5] as const;

/** What each rating means, for the choices' labels. */
export const RATING_WORDS: Record<(typeof RATINGS)[number], string> = { 1: "Poor", 2: "Fair", 3: "Good", 4: "Very good", 5: "Excellent" };

/** PUT /api/events/{id}/feedback */
export const feedbackRequestSchema = lazySchema(() =>
  z.strictObject({
    rating: z.coerce
      .number({ error: "Choose a rating from 1 to 5." })
      .check(
        z.int({ error: "Choose a rating from 1 to 5." }),
        z.gte(1, { error: "Choose a rating from 1 to 5." }),
        z.lte(5, { error: "Choose a rating from 1 to 5." }),
      ),
    comment: z._default(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(FEEDBACK_COMMENT_MAX, { error: `The comment must be at most ${FEEDBACK_COMMENT_MAX.toLocaleString("en-US")} characters.` }),
        ),
      "",
    ),
  }),
);
export type FeedbackRequest = z.input<typeof feedbackRequestSchema>;

/**
 * GET /api/events/{id}/feedback/mine: whether the member may rate the event
 * (`open`: checked in, ended, not yet closed), their answer if any, and when
 * answers close.
 */
export const myFeedbackSchema = lazySchema(() =>
  z.object({
    open: z.boolean(),
    rating: z.nullable(z.int()),
    comment: z.string(),
    closesAt: instantSchema,
  }),
);
export type MyFeedback = z.infer<typeof myFeedbackSchema>;

/** Officers read an event's comments once at least this many members answered (decision 124). */
export const FEEDBACK_COMMENTS_FROM = 3;

/** GET /api/events/{id}/feedback (officers): the results, without names. */
export const feedbackSummarySchema = lazySchema(() =>
  z.object({
    count: z.int(),
    average: z.nullable(z.number()),
    /** How many gave 1, 2, 3, 4 and 5. */
    counts: z.array(z.int()).check(z.length(5)),
    /**
     * The comments, by day (the chapter's, "2026-12-02": never the instant, which with the check-in list
     * would name the writer), newest day first; none while fewer than FEEDBACK_COMMENTS_FROM answered.
     */
    comments: z.array(z.object({ rating: z.int(), comment: z.string(), day: z.string() })),
    /** Comments written but held back: fewer than FEEDBACK_COMMENTS_FROM members answered, so each would be easy to attribute. */
    commentsHeldBack: z.int(),
  }),
);
export type FeedbackSummary = z.infer<typeof feedbackSummarySchema>;
