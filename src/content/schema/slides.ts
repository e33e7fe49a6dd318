import * as z from "zod";
import { DateSchema, LinkSchema, TermIdSchema } from "./common";
import { SAMPLE_EVENT_CATEGORIES } from "../taxonomy";

const SlideDeckSchema = z
  .object({
    title: z.string().min(3),
    term: TermIdSchema,
    date: DateSchema,
    category: z.enum(SAMPLE_EVENT_CATEGORIES),
    presenter: z.string().min(2),
    summary: z.string().min(20).max(300),
    slidesUrl: LinkSchema.optional(),
    recordingUrl: LinkSchema.optional(),
  })
  .refine((deck) => deck.slidesUrl || deck.recordingUrl, { error: "A deck needs slides, a recording or both." });
export type SlideDeck = z.infer<typeof SlideDeckSchema>;

export const SlideDecksSchema = z.array(SlideDeckSchema).min(1);
