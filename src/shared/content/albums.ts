import * as z from "zod/mini";
import "../zod-messages";
import { EventIdSchema, ImageSchema, line, TermKeySchema } from "./fields";
import { ALBUM_PHOTOS_MAX } from "./vocabulary";
import { lazySchema } from "../lazy-schema";

const photoSchema = lazySchema(() => z.extend(ImageSchema, { caption: z.optional(line("The caption", 3, 200)) }));

/** A gallery album: a term's (or one event's) photos, each with its alt text. */
export const albumFieldsSchema = lazySchema(() =>
  z.object({
    title: line("Title", 3, 120),
    term: TermKeySchema,
    eventId: z.optional(EventIdSchema),
    photos: z._default(
      z.array(photoSchema).check(z.maxLength(ALBUM_PHOTOS_MAX, { error: `An album holds at most ${ALBUM_PHOTOS_MAX} photos: start another for the rest.` })),
      [],
    ),
  }),
);
