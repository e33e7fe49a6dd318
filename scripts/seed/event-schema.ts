import * as z from "zod/mini";
import { LinkSchema, SlugSchema } from "../../src/content/schema/common";
import { SAMPLE_EVENT_CATEGORIES } from "../../src/content/taxonomy";

/**
 * The shape of the local seed's sample events (./events.ts), kept so that a
 * developer who edits them hears about a mistake from the unit tests rather
 * than from a half-seeded database.
 */

/** Local date and time at the chapter, "YYYY-MM-DDTHH:MM" (site.config.ts `timeZone`). */
const LocalDateTimeSchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, { error: 'Write times as "2027-01-28T18:30".' }));

const ChapterEventSchema = z
  .object({
    id: SlugSchema,
    title: z.string().check(z.minLength(3), z.maxLength(90)),
    category: z.enum(SAMPLE_EVENT_CATEGORIES),
    start: LocalDateTimeSchema,
    end: LocalDateTimeSchema,
    location: z.string().check(z.minLength(3)),
    description: z.string().check(z.minLength(40), z.maxLength(600)),
    signUpUrl: z.optional(LinkSchema),
  })
  .check(z.refine((event) => event.end > event.start, { error: "An event must end after it starts." }));
export type SeedEvent = z.infer<typeof ChapterEventSchema>;

export const EventsSchema = z
  .array(ChapterEventSchema)
  .check(z.refine((events) => new Set(events.map((e) => e.id)).size === events.length, { error: "Event ids must be unique." }));
