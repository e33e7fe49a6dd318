import * as z from "zod";
import { SlugSchema } from "../../shared/content/fields";
import { LinkSchema } from "./common";

const FaqSchema = z.object({ question: z.string().min(8).endsWith("?"), answer: z.string().min(20) });
export type Faq = z.infer<typeof FaqSchema>;

const ProgramSchema = z.object({
  slug: SlugSchema,
  name: z.string().min(2),
  tagline: z.string().min(10).max(120),
  what: z.string().min(60),
  whoFor: z.string().min(30),
  goals: z.array(z.string().min(10)).min(2),
  outcomes: z.array(z.string().min(10)).min(2),
  howToJoin: z.array(z.string().min(10)).min(1),
  /** The form or page a step of "How to join" sends people to, as a button under the steps. */
  joinLink: z.object({ label: z.string().min(5), url: LinkSchema }).optional(),
  commitment: z.string().min(5),
  lead: z.string().min(2),
  /** Where to ask about joining: the lead's address, shown with their name (a board member's, checked by the content tests). */
  leadEmail: z.email({ error: "Write the lead's e-mail address, e.g. mentorship@example.org." }),
  faq: z.array(FaqSchema).min(2),
});
export type Program = z.infer<typeof ProgramSchema>;

export const ProgramsSchema = z.array(ProgramSchema).refine((programs) => new Set(programs.map((p) => p.slug)).size === programs.length, {
  error: "Each program needs an address of its own.",
});
