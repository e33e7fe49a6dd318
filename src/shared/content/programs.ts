import * as z from "zod";
import { FaqSchema, LinkSchema, line, SlugSchema, text } from "./fields";

/** A program's page (/programs/{slug}). */
export const programFieldsSchema = z.object({
  slug: SlugSchema,
  name: line("Name", 2, 80),
  summary: line("Summary", 10, 160),
  /** Markdown. */
  body: text("The page's text", 60, 20_000),
  faqs: z.array(FaqSchema).max(20, { error: "Add at most 20 questions." }).default([]),
  lead: line("The lead's name", 2, 80),
  leadEmail: z.email({ error: "Enter the lead's e-mail address, e.g. mentorship@example.org." }).max(254),
  joinLink: z.object({ label: line("The button's label", 5, 60), url: LinkSchema }).optional(),
});
