import * as z from "zod";
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
  z
    .object({
      rating: z.coerce
        .number({ error: "Choose a rating from 1 to 5." })
        .int({ error: "Choose a rating from 1 to 5." })
        .min(1, { error: "Choose a rating from 1 to 5." })
        .max(5, { error: "Choose a rating from 1 to 5." }),
      comment: z
        .string()
        .trim()
        .max(FEEDBACK_COMMENT_MAX, { error: `The comment must be at most ${FEEDBACK_COMMENT_MAX.toLocaleString("en-US")} characters.` })
        .default(""),
    })
    .strict(),
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
    rating: z.number().int().nullable(),
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
    count: z.number().int(),
    average: z.number().nullable(),
    /** How many gave 1, 2, 3, 4 and 5. */
    counts: z.array(z.number().int()).length(5),
    /**
     * The comments, by day (the chapter's, "2026-12-02": never the instant, which with the check-in list
     * would name the writer), newest day first; none while fewer than FEEDBACK_COMMENTS_FROM answered.
     */
    comments: z.array(z.object({ rating: z.number().int(), comment: z.string(), day: z.string() })),
    /** Comments written but held back: fewer than FEEDBACK_COMMENTS_FROM members answered, so each would be easy to attribute. */
    commentsHeldBack: z.number().int(),
  }),
);
export type FeedbackSummary = z.infer<typeof feedbackSummarySchema>;
