import * as z from "zod/mini";
import "./zod-messages";
import { ListFormatSchema } from "./csv";
import { lazySchema } from "./lazy-schema";
import { instantSchema } from "./time/instant-schema";

/**
 * The officers' insights (issue 21, decision 086): for one term (or, without
 * terms, the last INSIGHTS_FALLBACK_DAYS days), each event's RSVPs,
 * attendance, no-shows, walk-ins, first-timers and rating, and the term's
 * members active, who came back, and the busiest categories.
 */
export const INSIGHTS_FALLBACK_DAYS = 120;

/** GET /api/insights?termId=&format= */
export const insightsQuerySchema = lazySchema(() =>
  z.strictObject({
    termId: z.optional(z.string().check(z.maxLength(64, { error: "No such term." }))),
    format: ListFormatSchema,
  }),
);

export const eventInsightSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    category: z.string(),
    startsAt: instantSchema,
    /** Whether the event has ended: no-shows are counted only then. */
    ended: z.boolean(),
    /** Members who RSVPed (going or waiting), walk-ins not counted. */
    rsvps: z.int(),
    /** Members who checked in. */
    attended: z.int(),
    /** Going, not checked in, the event over. */
    noShows: z.int(),
    /** Checked in without an RSVP. */
    walkIns: z.int(),
    /** Checked in at the chapter's events for the first time. */
    firstTimers: z.int(),
    ratings: z.int(),
    /** The average rating to one decimal; null without ratings. */
    rating: z.nullable(z.number()),
  }),
);
export type EventInsight = z.infer<typeof eventInsightSchema>;

export const insightsSchema = lazySchema(() =>
  z.object({
    window: z.object({ termId: z.nullable(z.string()), name: z.string(), startsAt: instantSchema, endsAt: instantSchema }),
    terms: z.array(z.object({ id: z.string(), name: z.string() })),
    events: z.array(eventInsightSchema),
    term: z.object({
      /** Members who checked in at least once. */
      membersActive: z.int(),
      /** Of them, those who came to two events or more ("came back within the term"). */
      cameBack: z.int(),
      /** cameBack / membersActive, 0–1; null without active members. */
      retention: z.nullable(z.number()),
      firstTimers: z.int(),
      categories: z.array(z.object({ category: z.string(), events: z.int(), attended: z.int() })),
    }),
  }),
);
export type Insights = z.infer<typeof insightsSchema>;

/** The CSV's columns (the export for the chapter's reports), one line per event. */
export const INSIGHTS_CSV_HEADER = [
  "Event",
  "Category",
  "Date",
  "RSVPs",
  "Attended",
  "No-shows",
  "Walk-ins",
  "First-timers",
  "Ratings",
  "Average rating",
] as const;
