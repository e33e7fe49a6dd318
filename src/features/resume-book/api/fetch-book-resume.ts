import { apiFile } from "~/lib/api-client";

/** A member's résumé in the book, as an attachment (logged as a download), its body not yet read. */
export function bookResumeUrl(userId: string, download = false): string {
  return `/api/resume-book/${encodeURIComponent(userId)}/resume${download ? "?download=1" : ""}`;
}

/** GET /api/resume-book/{userId}/resume?download=1: one file for the ZIP, streamed as it comes. */
export function fetchBookResume(userId: string, signal?: AbortSignal): Promise<Response> {
  return apiFile(bookResumeUrl(userId, true), { signal });
}
