import { useState } from "react";
import { errorDetail } from "~/lib/api-error";
import type { ImageKind } from "~/shared/image-kinds";
import type { MediaItem } from "~/shared/media";
import { uploadMedia } from "./upload-media";
import { ResizeError, resizeImage } from "./resize-image";

/**
 * A picked file resized in the browser and uploaded (POST /api/media):
 * `busy` while it runs, `error` a sentence for the field when it fails.
 * `upload` answers the stored image, or null after a failure.
 */
export function useImageUpload() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function upload(file: File, kind: ImageKind): Promise<MediaItem | null> {
    if (busy) return null;
    setBusy(true);
    setError(null);
    try {
      const resized = await resizeImage(file, kind);
      return await uploadMedia(kind, resized);
    } catch (failure) {
      setError(failure instanceof ResizeError ? failure.message : errorDetail(failure));
      return null;
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, upload, clearError: () => setError(null) };
}
