import * as z from "zod/mini";
import "../zod-messages";
import { DaySchema, ImageSchema, line, SlugSchema, text } from "./fields";
import { lazySchema } from "../lazy-schema";

/** A blog post (/blogs/{slug}); drafts are seen only by officers. */
export const postFieldsSchema = lazySchema(() =>
  z.object({
    slug: SlugSchema,
    title: line("Title", 5, 120),
    description: line("Summary", 40, 240),
    date: DaySchema,
    author: line("Author", 2, 80),
    tags: z.array(SlugSchema).check(z.minLength(1, { error: "Add at least one tag." }), z.maxLength(5, { error: "Add at most 5 tags." })),
    cover: z.optional(ImageSchema),
    /** Markdown; images in it are uploads (`![alt](/media/…)`). */
    body: text("The post", 100, 50_000),
  }),
);
