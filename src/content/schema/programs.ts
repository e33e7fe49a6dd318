import * as z from "zod/mini";
import { SlugSchema } from "../../shared/content/fields";
import { LinkSchema } from "./common";

const FaqSchema = z.object({ question: z.string().check(z.minLength(8), z.endsWith("?")), answer: z.string().check(z.minLength(20)) });
export type Faq = z.infer<typeof FaqSchema>;

const ProgramSchema = z.object({
  slug: SlugSchema,
  name: z.string().check(z.minLength(2)),
  tagline: z.string().check(z.minLength(10), z.maxLength(120)),
  what: z.string().check(z.minLength(60)),
  whoFor: z.string().check(z.minLength(30)),
  goals: z.array(z.string().check(z.minLength(10))).check(z.minLength(2)),
  outcomes: z.array(z.string().check(z.minLength(10))).check(z.minLength(2)),
  howToJoin: z.array(z.string().check(z.minLength(10))).check(z.minLength(1)),
  /** The form or page a step of "How to join" sends people to, as a button under the steps. */
  joinLink: z.optional(z.object({ label: z.string().check(z.minLength(5)), url: LinkSchema })),
  commitment: z.string().check(z.minLength(5)),
  lead: z.string().check(z.minLength(2)),
  /** Where to ask about joining: the lead's address, shown with their name (a board member's, checked by the content tests). */
  leadEmail: z.email({ error: "Write the lead's e-mail address, e.g. mentorship@example.org." }),
  faq: z.array(FaqSchema).check(z.minLength(2)),
});
export type Program = z.infer<typeof ProgramSchema>;

export const ProgramsSchema = z.array(ProgramSchema).check(
  z.refine((programs) => new Set(programs.map((p) => p.slug)).size === programs.length, {
    error: "Each program needs an address of its own.",
  }),
);
