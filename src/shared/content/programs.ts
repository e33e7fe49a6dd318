import * as z from "zod/mini";
import "../zod-messages";
import { FaqSchema, LinkSchema, line, SlugSchema, text } from "./fields";
import { RESERVED_TOP_LEVEL_SLUGS } from "./paths";
import { lazySchema } from "../lazy-schema";

/** A program's page (/programs/{slug}). */
export const programFieldsSchema = lazySchema(() =>
  z.object({
    // A program's page is /{slug}: an address the site already uses is not free.
    slug: SlugSchema.check(
      z.refine((slug) => !RESERVED_TOP_LEVEL_SLUGS.includes(slug), {
        error: "The site already uses this address for a page of its own: choose another.",
      }),
    ),
    name: line("Name", 2, 80),
    summary: line("Summary", 10, 160),
    /** Markdown. */
    body: text("The page's text", 60, 20_000),
    faqs: z._default(z.array(FaqSchema).check(z.maxLength(20, { error: "Add at most 20 questions." })), []),
    lead: line("The lead's name", 2, 80),
    leadEmail: z.email({ error: "Enter the lead's e-mail address, e.g. mentorship@example.org." }).check(z.maxLength(254)),
    joinLink: z.optional(z.object({ label: line("The button's label", 5, 60), url: LinkSchema })),
  }),
);
