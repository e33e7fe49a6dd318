import * as z from "zod/mini";
import "../zod-messages";
import { SINGLE_LINE } from "../fields";
import { completeWebAddress } from "../web-address";
import { SITE_IMAGE_SRC } from "./image-sources";
import { lazySchema } from "../lazy-schema";

/**
 * The building blocks of the content collections' fields, with the sentences officers read when a
 * field is wrong (the editing screens show them at the field; the Worker answers them in a 400).
 */

/** A one-line text field of `min`…`max` characters, named in its errors. */
export const line = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .check(
      z.trim(),
      z.minLength(1, { error: `${label} is required.` }),
      z.minLength(min, { error: `${label} must be at least ${min} characters.` }),
      z.maxLength(max, { error: `${label} must be at most ${max} characters.` }),
      z.regex(SINGLE_LINE, { error: `${label} must be one line of text.` }),
    );

/** A text of several lines (Markdown where the page says so). */
export const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .check(
      z.trim(),
      z.minLength(1, { error: `${label} is required.` }),
      z.minLength(min, { error: `${label} must be at least ${min} characters.` }),
      z.maxLength(max, { error: `${label} must be at most ${max} characters.` }),
    );

/** An absolute http(s) address (one typed without its scheme gets https://), or a path on this site. */
export const LinkSchema = lazySchema(() =>
  z.string({ error: "Enter a web address." }).check(
    z.trim(),
    z.overwrite(completeWebAddress),
    z.maxLength(500, { error: "The address must be at most 500 characters." }),
    // A path on this site never starts with `//` or `/\` (browsers read both as another site's address).
    z.regex(/^(https?:\/\/[^\s/?#]+\.[^\s/?#]+([/?#]\S*)?|\/(?![/\\])\S*)$/, {
      error: "Enter a full web address starting with https://, or a path on this site starting with /.",
    }),
  ),
);

/** Alt text says what the image shows; a photo without it cannot be published. */
export const AltTextSchema = lazySchema(() => line("Alt text", 8, 300).check(z.describe("What the image shows, for people who cannot see it.")));

/**
 * An image on the site (SITE_IMAGE_SRC): an upload or one of the site's own files (the sample
 * chapter's seed). Never another site's address: the pages' content security policy would block it,
 * and the chapter would depend on someone else's server.
 */
export const ImageSrcSchema = lazySchema(() =>
  z
    .string({ error: "Choose an image." })
    .check(z.regex(SITE_IMAGE_SRC, { error: "Choose an image uploaded to the site." }), z.maxLength(300, { error: "Choose an image uploaded to the site." })),
);

export const ImageSchema = lazySchema(() => z.object({ src: ImageSrcSchema, alt: AltTextSchema }));

/** A slug in addresses: lower-case words joined by hyphens. */
export const SlugSchema = lazySchema(() =>
  z
    .string({ error: "Enter the page's address." })
    .check(
      z.maxLength(60, { error: "The address must be at most 60 characters." }),
      z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: "Use lower-case words joined by hyphens, e.g. spring-career-fair." }),
    ),
);

/** A school term as the content writes it, e.g. "fall-2026". */
export const TermKeySchema = lazySchema(() =>
  z.string({ error: "Choose the term." }).check(z.regex(/^(spring|summer|fall|winter)-\d{4}$/, { error: "Choose the term, e.g. fall-2026." })),
);

/** The event an album or a talk belongs to, by its id (the events' own ids are at most 64 characters). */
export const EventIdSchema = lazySchema(() => z.string({ error: "Choose the event." }).check(z.maxLength(64, { error: "Choose the event." })));

/** "YYYY-MM-DD". */
export const DaySchema = lazySchema(() => z.iso.date({ error: "Enter a date as YYYY-MM-DD." }));

export const FaqSchema = lazySchema(() =>
  z.object({
    question: line("The question", 8, 200).check(z.refine((value) => value.endsWith("?"), { error: "A question ends with a question mark." })),
    answer: text("The answer", 20, 2000),
  }),
);
export type Faq = z.infer<typeof FaqSchema>;

export const NamedLinkSchema = lazySchema(() => z.object({ label: line("The link's label", 2, 60), href: LinkSchema }));
