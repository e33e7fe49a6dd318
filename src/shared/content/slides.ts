import * as z from "zod/mini";
import "../zod-messages";
import { EVENT_CATEGORIES } from "../event-categories";
import { DaySchema, EventIdSchema, LinkSchema, line, TermKeySchema, text } from "./fields";
import { lazySchema } from "../lazy-schema";

/** A talk's slides and recording, for one event or a term. */
export const slideDeckFieldsSchema = lazySchema(() =>
  z
    .object({
      title: line("Title", 3, 140),
      presenter: z.optional(line("Presenter", 2, 120)),
      summary: z.optional(text("The summary", 10, 400)),
      category: z.optional(z.enum(EVENT_CATEGORIES, { error: "Choose the kind of meeting." })),
      date: DaySchema,
      term: TermKeySchema,
      eventId: z.optional(EventIdSchema),
      slidesUrl: z.optional(LinkSchema),
      recordingUrl: z.optional(LinkSchema),
    })
    .check(z.refine((deck) => deck.slidesUrl || deck.recordingUrl, { error: "Add the slides, the recording or both.", path: ["slidesUrl"] })),
);
