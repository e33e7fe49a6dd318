import * as z from "zod";
import { LinkSchema, SlugSchema } from "../../src/content/schema/common";
import { SAMPLE_EVENT_CATEGORIES } from "../../src/content/taxonomy";

/**
 * The shape of the local seed's sample events (./events.ts), kept so that a
 * developer who edits them hears about a mistake from the unit tests rather
 * than from a half-seeded database.
 */

/** Local date and time at the chapter, "YYYY-MM-DDTHH:MM" (site.config.ts `timeZone`). */
const LocalDateTimeSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, { error: 'Write times as "2027-01-28T18:30".' });

const ChapterEventSchema = z
  .object({
    id: SlugSchema,
    title: z.string().min(3).max(90),
    category: z.enum(SAMPLE_EVENT_CATEGORIES),
    start: LocalDateTimeSchema,
    end: LocalDateTimeSchema,
    location: z.string().min(3),
    description: z.string().min(40).max(600),
    signUpUrl: LinkSchema.optional(),
  })
  .refine((event) => event.end > event.start, { error: "An event must end after it starts." });
export type SeedEvent = z.infer<typeof ChapterEventSchema>;

export const EventsSchema = z
  .array(ChapterEventSchema)
  .refine((events) => new Set(events.map((e) => e.id)).size === events.length, { error: "Event ids must be unique." });
