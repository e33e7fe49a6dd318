import * as z from "zod/mini";
import { AltTextSchema, ImagePathSchema, TermIdSchema } from "./common";

const GalleryPhotoSchema = z.object({
  term: TermIdSchema,
  image: ImagePathSchema,
  alt: AltTextSchema,
  caption: z.string().check(z.minLength(3), z.maxLength(140)),
});
export type GalleryPhoto = z.infer<typeof GalleryPhotoSchema>;

export const GallerySchema = z.object({ terms: z.array(TermIdSchema).check(z.minLength(1)), photos: z.array(GalleryPhotoSchema).check(z.minLength(1)) }).check(
  z.refine(({ terms, photos }) => photos.every((p) => terms.includes(p.term)), {
    error: "Every photo's term must be listed in terms.",
  }),
  z.refine(({ terms, photos }) => terms.every((t) => photos.some((p) => p.term === t)), {
    error: "Every term needs at least one photo.",
  }),
);
