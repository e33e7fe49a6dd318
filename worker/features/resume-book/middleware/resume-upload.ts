import { RESUME_MAX_BYTES, RESUME_MAX_LABEL } from "../../../../src/shared/resume-book";
import { fileUploadBody } from "../../../middleware/file-upload-body";

/**
 * The upload's body: declared `application/pdf` (415 otherwise — the
 * declaration is required, not trusted: the bytes are checked after) and at
 * most 2 MB (413 RESUME_TOO_LARGE, before the body is read when it declares
 * its length).
 */
export function resumeUploadBody() {
  return fileUploadBody({
    type: /^application\/pdf\s*(;|$)/i,
    wrongType: "Send the résumé itself as the body, with Content-Type: application/pdf.",
    maxBytes: RESUME_MAX_BYTES,
    tooLarge: ["RESUME_TOO_LARGE", `Your résumé must be at most ${RESUME_MAX_LABEL}. Export it again with smaller images.`],
  });
}
