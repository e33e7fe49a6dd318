import * as z from "zod/mini";
import { DateSchema, LinkSchema, TermIdSchema } from "./common";
import { SAMPLE_EVENT_CATEGORIES } from "../taxonomy";

const SlideDeckSchema = z
  .object({
    title: z.string().check(z.minLength(3)),
    term: TermIdSchema,
    date: DateSchema,
    category: z.enum(SAMPLE_EVENT_CATEGORIES),
    presenter: z.string().check(z.minLength(2)),
    summary: z.string().check(z.minLength(20), z.maxLength(300)),
    slidesUrl: z.optional(LinkSchema),
    recordingUrl: z.optional(LinkSchema),
  })
  .check(z.refine((deck) => deck.slidesUrl || deck.recordingUrl, { error: "A deck needs slides, a recording or both." }));
export type SlideDeck = z.infer<typeof SlideDeckSchema>;

export const SlideDecksSchema = z.array(SlideDeckSchema).check(z.minLength(1));
