import { randomBytes } from "node:crypto";
import { samplePdf } from "./sample-pdf";
import { sqlText } from "./sql-literal";

/**
 * The résumé book's sample data for the local database (`npm run dev`,
 * `npm run preview`, the browser tests' preview): four sample members with
 * an academic profile, a résumé and the opt-in, the sample sponsor's access
 * window around today, and two lines in the access log. The PDFs are made
 * here and written to local R2 by scripts/lib.ts (their keys are in the
 * SQL). Only ever run on an empty local database, after local-seed.ts (the
 * accounts are its SAMPLE_ACCOUNTS).
 */

export type SampleObject = { key: string; body: Uint8Array; contentType: string };

const DAY_MS = 86_400_000;

/** Whom the sample sponsor works for: a sponsor on the sponsors page (src/content/sponsors.ts). */
export const SAMPLE_SPONSOR = { username: "sponsor", organisation: "Orchard Compute" };

type BookMember = {
  username: string;
  name: string;
  major: string;
  season: "winter" | "spring" | "summer" | "fall";
  yearsAhead: number;
  degree: string;
  bio: string;
  links: { linkedin?: string; github?: string; portfolio?: string };
  /** What the public page shows (major, graduation year, bio, links). */
  shows: boolean;
};

const BOOK: readonly BookMember[] = [
  {
    username: "mei",
    name: "Mei Chen",
    major: "Computer Science",
    season: "spring",
    yearsAhead: 1,
    degree: "bachelor",
    bio: "Web dev team lead. I like building tools that save people time.",
    links: { github: "https://github.com/mei-chen-example", linkedin: "https://www.linkedin.com/in/mei-chen-example" },
    shows: true,
  },
  {
    username: "jun",
    name: "Jun Park",
    major: "Mechanical Engineering",
    season: "fall",
    yearsAhead: 1,
    degree: "bachelor",
    bio: "",
    links: {},
    shows: false,
  },
  {
    username: "priya",
    name: "Priya Raman",
    major: "Electrical Engineering",
    season: "spring",
    yearsAhead: 2,
    degree: "master",
    bio: "Power electronics and solar weather stations (SET).",
    links: { linkedin: "https://www.linkedin.com/in/priya-raman-example", portfolio: "https://priya-raman.example/" },
    shows: true,
  },
  {
    username: "alex",
    name: "Alex Nguyen",
    major: "Chemistry",
    season: "winter",
    yearsAhead: 3,
    degree: "doctorate",
    bio: "",
    links: { portfolio: "https://alex-nguyen.example/" },
    shows: false,
  },
];

/** A SQL string literal; `nullable` writes NULL for a missing value. */
const nullable = (value: string | undefined) => (value ? sqlText(value) : "NULL");
const flag = (value: boolean) => (value ? 1 : 0);

export function resumeBookSeed(today: Date): { sql: string[]; objects: SampleObject[] } {
  const at = today.getTime();
  const year = today.getUTCFullYear();
  const objects: SampleObject[] = [];
  const sql: string[] = [];
  for (const [i, member] of BOOK.entries()) {
    const key = `resumes/${randomBytes(24).toString("base64url")}`;
    const body = samplePdf([
      member.name,
      `${member.major}, ${member.degree} expected ${member.season} ${year + member.yearsAhead}`,
      `${member.username}@example.edu`,
      "Sample resume for local development: not a real person.",
    ]);
    objects.push({ key, body, contentType: "application/pdf" });
    const uploadedAt = at - (i + 1) * 3 * DAY_MS;
    sql.push(
      `UPDATE users SET major = ${sqlText(member.major)}, graduation_season = ${sqlText(member.season)}, graduation_year = ${year + member.yearsAhead}, degree = ${sqlText(member.degree)}, bio = ${sqlText(member.bio)}, link_linkedin = ${nullable(member.links.linkedin)}, link_github = ${nullable(member.links.github)}, link_portfolio = ${nullable(member.links.portfolio)}, in_resume_book = 1, show_major = ${flag(member.shows)}, show_graduation_year = ${flag(member.shows)}, show_bio = ${flag(member.shows)}, show_links = ${flag(member.shows)} WHERE username = ${sqlText(member.username)};`,
      `INSERT INTO resumes (user_id, object_key, file_name, size, uploaded_at) SELECT id, ${sqlText(key)}, ${sqlText(`${member.name.replace(/ /g, "-")}-Resume.pdf`)}, ${body.byteLength}, ${uploadedAt} FROM users WHERE username = ${sqlText(member.username)};`,
    );
  }
  sql.push(
    `INSERT INTO sponsor_access (user_id, organisation, starts_at, ends_at, granted_by, granted_at) SELECT s.id, ${sqlText(SAMPLE_SPONSOR.organisation)}, ${at - 7 * DAY_MS}, ${at + 120 * DAY_MS}, a.id, ${at - 7 * DAY_MS} FROM users s, users a WHERE s.username = ${sqlText(SAMPLE_SPONSOR.username)} AND a.username = 'admin';`,
    ...["mei", "priya"].map(
      (username, i) =>
        `INSERT INTO resume_access_log (member_id, sponsor_id, sponsor_name, organisation, action, at) SELECT m.id, s.id, s.username, ${sqlText(SAMPLE_SPONSOR.organisation)}, 'view', ${at - (i + 1) * DAY_MS} FROM users m, users s WHERE m.username = ${sqlText(username)} AND s.username = ${sqlText(SAMPLE_SPONSOR.username)};`,
    ),
  );
  return { sql, objects };
}
