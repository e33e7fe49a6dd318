import { apiData } from "~/lib/api-client";
import type { ImageKind } from "~/shared/image-kinds";
import { MEDIA_FORM, mediaItemSchema } from "~/shared/media";
import type { ResizedImage } from "./resize-image";

/** POST /api/media (officers, admins): the WebP files the browser made, one per width. Answers the stored image. */
export function uploadMedia(kind: ImageKind, image: ResizedImage, signal?: AbortSignal) {
  const form = new FormData();
  form.set(MEDIA_FORM.kind, kind);
  form.set(MEDIA_FORM.fileName, image.fileName);
  for (const file of image.files) form.append(MEDIA_FORM.files, file.blob, `${file.width}.webp`);
  return apiData("/api/media", mediaItemSchema, { method: "POST", form, signal });
}
