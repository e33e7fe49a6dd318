import { call } from "./api";
import { mediaForm } from "../../fixtures/media-files";

/** Uploads for the media tests; the files themselves are media-files.ts's (no Workers runtime needed, so `npm run dev`'s test makes them too). */
export { kindFiles, makeWebp, mediaForm } from "../../fixtures/media-files";

/** POST /api/media as a browser sends it. */
export function uploadMedia(cookie: string | undefined, kind: string, files: readonly { name: string; bytes: Uint8Array; type?: string }[], fileName?: string) {
  return call("POST", "/api/media", { cookie, rawBody: mediaForm(kind, files, fileName) });
}
