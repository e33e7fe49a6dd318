import * as z from "zod";
import { DateSchema, SlugSchema } from "./common";

/** The front matter of a post in src/content/blog/<slug>.md. */
export const BlogFrontMatterSchema = z.object({
  title: z.string().min(5).max(90),
  description: z.string().min(40).max(200),
  date: DateSchema,
  author: z.string().min(2),
  tags: z.array(SlugSchema).min(1).max(5),
});
export type BlogFrontMatter = z.infer<typeof BlogFrontMatterSchema>;
