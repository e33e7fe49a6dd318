import { formatBytes } from "../../../../src/shared/file-size";
import { MEDIA_UPLOAD_MAX_BYTES } from "../../../../src/shared/media";
import { fileUploadBody } from "../../../middleware/file-upload-body";

/**
 * An image upload's body: a multipart form (415 otherwise), at most the
 * largest kind's files at their caps (413 MEDIA_TOO_LARGE before the body is
 * read when it declares its length). Each file's own cap is checked after.
 */
export function mediaUploadBody() {
  return fileUploadBody({
    type: /^multipart\/form-data\s*;/i,
    wrongType: "Send the image as a multipart form (multipart/form-data) with its kind and files.",
    maxBytes: MEDIA_UPLOAD_MAX_BYTES,
    tooLarge: [
      "MEDIA_TOO_LARGE",
      `An upload may be at most ${formatBytes(MEDIA_UPLOAD_MAX_BYTES)} in all. Choose the picture again on the site, which makes it smaller.`,
    ],
  });
}
