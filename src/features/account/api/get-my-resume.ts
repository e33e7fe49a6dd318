import { apiData } from "~/lib/api-client";
import { myResumeSchema, type MyResume } from "~/shared/resume-book";

/** GET /api/me/resume: the member's file, whether they are in the book, and this term's sponsor views. */
export function getMyResume(signal?: AbortSignal): Promise<MyResume> {
  return apiData("/api/me/resume", myResumeSchema, { signal });
}
