import { apiData } from "~/lib/api-client";
import { myResumeSchema, type MyResume } from "~/shared/resume-book";

/** DELETE /api/me/resume: the file goes; the opt-in stays as it was (the member is out of the book until a new upload). */
export function deleteResume(): Promise<MyResume> {
  return apiData("/api/me/resume", myResumeSchema, { method: "DELETE" });
}
