import { apiRequest } from "~/lib/api-client";
import { RESUME_FILE_NAME_MAX, myResumeSchema } from "~/shared/resume-book";

/** The picked file's name as the API takes it (at most 200 characters, still ending in .pdf when it did). */
function fileNameFor(name: string): string {
  if (name.length <= RESUME_FILE_NAME_MAX) return name;
  const extension = /\.pdf$/i.test(name) ? name.slice(-4) : "";
  return `${name.slice(0, RESUME_FILE_NAME_MAX - extension.length)}${extension}`;
}

/**
 * PUT /api/me/resume: the PDF itself as the body, declared application/pdf
 * (the server checks the bytes, whatever the name or type). Replaces the
 * member's previous file. The answer's message says whether sponsors see it.
 */
export async function uploadResume(file: File) {
  const query = new URLSearchParams({ fileName: fileNameFor(file.name) });
  const { data, message } = await apiRequest(`/api/me/resume?${query}`, myResumeSchema, {
    method: "PUT",
    file: { body: file, type: "application/pdf" },
  });
  return { resume: data, message: message ?? "Your résumé is saved." };
}
