import type { ResumeBookQuery } from "~/shared/resume-book";

/** "?major=mech&gradYearFrom=2027&gradYearTo=2028&sort=graduation": only the filters that are set; "" when none. */
export function bookQueryString(query: ResumeBookQuery): string {
  const params = new URLSearchParams();
  if (query.major?.trim()) params.set("major", query.major.trim());
  for (const key of ["gradYear", "gradYearFrom", "gradYearTo"] as const) {
    const year = query[key];
    if (year !== undefined && year !== "") params.set(key, String(year));
  }
  if (query.degree) params.set("degree", query.degree);
  if (query.sort && query.sort !== "name") params.set("sort", query.sort);
  const text = params.toString();
  return text ? `?${text}` : "";
}
