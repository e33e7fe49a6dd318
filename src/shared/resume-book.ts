import * as z from "zod/mini";
import "./zod-messages";
import { instantSchema, UtcInstantSchema } from "./time/instant-schema";
import { UserIdParamSchema } from "./fields";
import { DEGREE_LEVELS, GRADUATION_YEAR_MAX, GRADUATION_YEAR_MIN } from "./profile";
import { termSchema } from "./terms";
import { lazySchema } from "./lazy-schema";

/**
 * The résumé book: a member's résumé file, sponsors' access windows, the
 * book itself, its manifest and its access log (docs/api.md, "Résumé book";
 * docs/decisions/030-resume-book.md). Instants are ISO 8601 strings in UTC,
 * as for events.
 */

/** The largest résumé the Worker takes (PUT /api/me/resume answers 413 RESUME_TOO_LARGE above it). */
export const RESUME_MAX_BYTES = 2 * 1024 * 1024;
export const RESUME_MAX_LABEL = "2 MB";
export const RESUME_FILE_NAME_MAX = 200;

/** `?fileName=` of the upload: the name of the file the member picked (cleaned by the server). */
export const uploadResumeQuerySchema = lazySchema(() =>
  z.object({
    fileName: z.optional(
      z.string().check(z.maxLength(RESUME_FILE_NAME_MAX, { error: `The file name must be at most ${RESUME_FILE_NAME_MAX} characters long.` })),
    ),
  }),
);

export const resumeFileSchema = lazySchema(() =>
  z.object({
    fileName: z.string(),
    size: z.int().check(z.gte(1)),
    uploadedAt: instantSchema,
  }),
);
export type ResumeFile = z.infer<typeof resumeFileSchema>;

/**
 * GET /api/me/resume (and the answers of PUT and DELETE): the member's file,
 * whether they are in the book, and how many sponsor organisations opened
 * their résumé since `term` began — the latest term to have started (the
 * current one or, between terms, the last), or ever when `term` is null
 * because none has (decision 033).
 */
export const myResumeSchema = lazySchema(() =>
  z.object({
    resume: z.nullable(resumeFileSchema),
    inResumeBook: z.boolean(),
    /** In the book now: opted in and with a résumé. */
    listed: z.boolean(),
    sponsorViews: z.object({ term: z.nullable(termSchema), organisations: z.int().check(z.gte(0)) }),
  }),
);
export type MyResume = z.infer<typeof myResumeSchema>;

/** `?format=pdf` (or `Accept: application/pdf`) answers the file itself; `download=1` as an attachment. */
export const resumeFileQuerySchema = lazySchema(() =>
  z.object({
    format: z.optional(z.enum(["json", "pdf"], { error: "format must be json or pdf." })),
    download: z.optional(z.enum(["0", "1"], { error: "download must be 0 or 1." })),
  }),
);

export const SPONSOR_ACCESS_MAX_DAYS = 400;
const DAY_MS = 24 * 60 * 60 * 1000;

/** PUT /api/users/{id}/sponsor-access: the organisation is a sponsor's name from the site's sponsors page. */
export const sponsorAccessRequestSchema = lazySchema(() =>
  z
    .strictObject({
      organisation: z
        .string({ error: "Choose the sponsor organisation." })
        .check(z.trim(), z.minLength(1, { error: "Choose the sponsor organisation." }), z.maxLength(120, { error: "Choose the sponsor organisation." })),
      from: UtcInstantSchema("From"),
      until: UtcInstantSchema("Until"),
    })
    .check(
      z.superRefine((value, ctx) => {
        if (value.until <= value.from) {
          ctx.addIssue({ code: "custom", path: ["until"], message: "Access must end after it starts." });
        } else if (value.until - value.from > SPONSOR_ACCESS_MAX_DAYS * DAY_MS) {
          ctx.addIssue({
            code: "custom",
            path: ["until"],
            message: `Access can last at most ${SPONSOR_ACCESS_MAX_DAYS} days; grant it again for the next term.`,
          });
        }
      }),
    ),
);
export type SponsorAccessRequest = z.input<typeof sponsorAccessRequestSchema>;

/** GET /api/users/{id}/sponsor-access: an id that cannot be a user's has no window (404, as an unknown one). PUT and DELETE take `userIdParamSchema`. */
export const sponsorAccessParamSchema = lazySchema(() => z.object({ id: UserIdParamSchema("This account has no sponsor access.") }));

export const SPONSOR_ACCESS_STATUSES = ["upcoming", "active", "ended"] as const;
export type SponsorAccessStatus = (typeof SPONSOR_ACCESS_STATUSES)[number];

/** DELETE /api/users/{id}/sponsor-access: the account's roles after, and whether there was a window to end. */
export const revokedSponsorAccessSchema = lazySchema(() => z.object({ userId: z.string(), roles: z.string(), removed: z.boolean() }));

export const sponsorAccessSchema = lazySchema(() =>
  z.object({
    userId: z.string(),
    username: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    organisation: z.string(),
    from: instantSchema,
    until: instantSchema,
    /** At the time of the answer. */
    status: z.enum(SPONSOR_ACCESS_STATUSES),
    /** False when an admin removed the `sponsor` role: the window alone opens nothing. */
    hasSponsorRole: z.boolean(),
    grantedBy: z.nullable(z.string()),
    grantedAt: instantSchema,
  }),
);
export type SponsorAccess = z.infer<typeof sponsorAccessSchema>;

export function sponsorAccessStatus(at: number, startsAt: number, endsAt: number): SponsorAccessStatus {
  return at < startsAt ? "upcoming" : at < endsAt ? "active" : "ended";
}

export const RESUME_BOOK_SORTS = ["name", "major", "graduation", "updated"] as const;
export type ResumeBookSort = (typeof RESUME_BOOK_SORTS)[number];

const gradYearField = (name: string) =>
  z.optional(
    z.coerce
      .number({ error: `${name} must be a year.` })
      .check(
        z.int({ error: `${name} must be a year.` }),
        z.gte(GRADUATION_YEAR_MIN, { error: `${name} must be a year.` }),
        z.lte(GRADUATION_YEAR_MAX, { error: `${name} must be a year.` }),
      ),
  );

/** GET /api/resume-book and /manifest.csv: the same filters. */
export const resumeBookQuerySchema = lazySchema(() =>
  z
    .object({
      /** Words or abbreviations of the major, any case ("mech", "CS", "ECE": src/shared/major-match.ts). */
      major: z.optional(z.string().check(z.trim(), z.maxLength(80, { error: "major must be at most 80 characters long." }))),
      /** One graduation year… */
      gradYear: gradYearField("gradYear"),
      /** …or a range of them, either end open. */
      gradYearFrom: gradYearField("gradYearFrom"),
      gradYearTo: gradYearField("gradYearTo"),
      degree: z.optional(z.enum(DEGREE_LEVELS, { error: `degree must be one of: ${DEGREE_LEVELS.join(", ")}.` })),
      /** name: last, first name; major; graduation: soonest first; updated: newest résumé first. */
      sort: z._default(z.enum(RESUME_BOOK_SORTS, { error: `sort must be one of: ${RESUME_BOOK_SORTS.join(", ")}.` }), "name"),
    })
    .check(
      z.superRefine((value, ctx) => {
        if (value.gradYearFrom !== undefined && value.gradYearTo !== undefined && value.gradYearTo < value.gradYearFrom) {
          ctx.addIssue({ code: "custom", path: ["gradYearTo"], message: "gradYearTo must not be before gradYearFrom." });
        }
      }),
    ),
);
export type ResumeBookQuery = z.input<typeof resumeBookQuerySchema>;

export const resumeBookEntrySchema = lazySchema(() =>
  z.object({
    userId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    /** The member's address, for the sponsor to reach them (also in the manifest). */
    email: z.string(),
    major: z.nullable(z.string()),
    graduationTerm: z.nullable(z.string()),
    degree: z.nullable(z.enum(DEGREE_LEVELS)),
    links: z.object({ linkedin: z.nullable(z.string()), github: z.nullable(z.string()), portfolio: z.nullable(z.string()) }),
    resume: z.object({
      size: z.int().check(z.gte(1)),
      updatedAt: instantSchema,
      /** The name the file is served under (Content-Disposition), also the manifest's `file`: use it in the ZIP. */
      downloadName: z.string(),
    }),
  }),
);
export type ResumeBookEntry = z.infer<typeof resumeBookEntrySchema>;

export const resumeBookMetaSchema = lazySchema(() =>
  z.object({
    total: z.int().check(z.gte(0)),
    /** The reader's window (sponsors); null for admins, who read without one. */
    access: z.nullable(z.object({ organisation: z.string(), from: instantSchema, until: instantSchema })),
  }),
);

/** GET /api/resume-book/{userId}/resume: an id that cannot be a member's has no résumé in the book (404). */
export const bookResumeParamSchema = lazySchema(() => z.object({ userId: UserIdParamSchema("This member's résumé is not in the book.") }));

/** `?download=1` answers the file as an attachment; otherwise inline, for viewing in the browser. */
export const bookResumeQuerySchema = lazySchema(() =>
  z.object({
    download: z.optional(z.enum(["0", "1"], { error: "download must be 0 or 1." })),
  }),
);

export const ACCESS_LOG_PAGE_MAX = 200;
export const accessLogQuerySchema = lazySchema(() =>
  z.object({
    memberId: z.optional(z.string().check(z.maxLength(64))),
    sponsorId: z.optional(z.string().check(z.maxLength(64))),
    page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 1),
    pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(ACCESS_LOG_PAGE_MAX)), 50),
  }),
);

export const accessLogEntrySchema = lazySchema(() =>
  z.object({
    id: z.int(),
    at: instantSchema,
    action: z.enum(["view", "download"]),
    /** Null for an admin. */
    organisation: z.nullable(z.string()),
    sponsor: z.object({ id: z.nullable(z.string()), username: z.string() }),
    member: z.object({ id: z.string(), username: z.string(), firstName: z.string(), lastName: z.string() }),
  }),
);
export type AccessLogEntry = z.infer<typeof accessLogEntrySchema>;

/** The manifest's columns, in order. */
export const MANIFEST_COLUMNS = [
  "file",
  "first_name",
  "last_name",
  "email",
  "major",
  "graduation_term",
  "degree",
  "linkedin",
  "github",
  "portfolio",
  "resume_updated_utc",
  "resume_bytes",
] as const;
