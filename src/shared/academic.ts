/**
 * The academic profile's vocabulary without its schemas (and without zod):
 * degree levels, graduation seasons and how a graduation term reads, for
 * pages that show a profile without validating one. src/shared/profile.ts
 * re-exports all of it with the schemas.
 */

export const DEGREE_LEVELS = ["associate", "bachelor", "master", "doctorate", "other"] as const;
export type DegreeLevel = (typeof DEGREE_LEVELS)[number];
export const DEGREE_LABELS: Record<DegreeLevel, string> = {
  associate: "Associate",
  bachelor: "Bachelor's",
  master: "Master's",
  doctorate: "Doctorate",
  other: "Other",
};

/** In the order they fall within a year (quarter schools graduate in winter too). */
export const GRADUATION_SEASONS = ["winter", "spring", "summer", "fall"] as const;
export type GraduationSeason = (typeof GRADUATION_SEASONS)[number];
export const GRADUATION_YEAR_MIN = 1950;
export const GRADUATION_YEAR_MAX = 2100;

export const MAJOR_MIN = 2;
export const MAJOR_MAX = 80;
export const BIO_MAX = 300;
export const LINK_MAX = 200;

/** "spring-2028": a season and a year, as the content writes term ids ("fall-2024"). */
export const GRADUATION_TERM = /^(winter|spring|summer|fall)-(\d{4})$/;

/** "spring-2028" → its parts; undefined for anything else. */
export function parseGraduationTerm(term: string): { season: GraduationSeason; year: number } | undefined {
  const match = GRADUATION_TERM.exec(term);
  if (!match) return undefined;
  return { season: match[1] as GraduationSeason, year: Number(match[2]) };
}

/** "spring-2028" → "Spring 2028". */
export function graduationTermLabel(term: string): string {
  const parts = parseGraduationTerm(term);
  return parts ? `${parts.season.charAt(0).toUpperCase()}${parts.season.slice(1)} ${parts.year}` : term;
}
