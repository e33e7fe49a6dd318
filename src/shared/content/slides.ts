import * as z from "zod";
import { EVENT_CATEGORIES } from "../event-categories";
import { DaySchema, EventIdSchema, LinkSchema, line, TermKeySchema, text } from "./fields";
import { lazySchema } from "../lazy-schema";

/** A talk's slides and recording, for one event or a term. */
export const slideDeckFieldsSchema = lazySchema(() =>
  z
    .object({
      title: line("Title", 3, 140),
      presenter: line("Presenter", 2, 120).optional(),
      summary: text("The summary", 10, 400).optional(),
      category: z.enum(EVENT_CATEGORIES, { error: "Choose the kind of meeting." }).optional(),
      date: DaySchema,
      term: TermKeySchema,
      eventId: EventIdSchema.optional(),
      slidesUrl: LinkSchema.optional(),
      recordingUrl: LinkSchema.optional(),
    })
    .refine((deck) => deck.slidesUrl || deck.recordingUrl, { error: "Add the slides, the recording or both.", path: ["slidesUrl"] }),
);
