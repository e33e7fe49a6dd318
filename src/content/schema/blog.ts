import * as z from "zod/mini";
import { DateSchema, SlugSchema } from "./common";

/** The front matter of a post in src/content/blog/<slug>.md. */
export const BlogFrontMatterSchema = z.object({
  title: z.string().check(z.minLength(5), z.maxLength(90)),
  description: z.string().check(z.minLength(40), z.maxLength(200)),
  date: DateSchema,
  author: z.string().check(z.minLength(2)),
  tags: z.array(SlugSchema).check(z.minLength(1), z.maxLength(5)),
});
export type BlogFrontMatter = z.infer<typeof BlogFrontMatterSchema>;
