import type { ResumeBookQuery } from "~/shared/resume-book";

/** "?major=mech&gradYear=2028&sort=graduation": only the filters that are set; "" when none. */
export function bookQueryString(query: ResumeBookQuery): string {
  const params = new URLSearchParams();
  if (query.major?.trim()) params.set("major", query.major.trim());
  if (query.gradYear !== undefined && query.gradYear !== "") params.set("gradYear", String(query.gradYear));
  if (query.degree) params.set("degree", query.degree);
  if (query.sort && query.sort !== "name") params.set("sort", query.sort);
  const text = params.toString();
  return text ? `?${text}` : "";
}
