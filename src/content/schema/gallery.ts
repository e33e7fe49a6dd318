import * as z from "zod";
import { AltTextSchema, ImagePathSchema, TermIdSchema } from "./common";

const GalleryPhotoSchema = z.object({
  term: TermIdSchema,
  image: ImagePathSchema,
  alt: AltTextSchema,
  caption: z.string().min(3).max(140),
});
export type GalleryPhoto = z.infer<typeof GalleryPhotoSchema>;

export const GallerySchema = z
  .object({ terms: z.array(TermIdSchema).min(1), photos: z.array(GalleryPhotoSchema).min(1) })
  .refine(({ terms, photos }) => photos.every((p) => terms.includes(p.term)), {
    error: "Every photo's term must be listed in terms.",
  })
  .refine(({ terms, photos }) => terms.every((t) => photos.some((p) => p.term === t)), {
    error: "Every term needs at least one photo.",
  });
