import * as z from "zod/mini";
import "./zod-messages";
import { BIO_MAX, DEGREE_LEVELS, GRADUATION_TERM, GRADUATION_YEAR_MAX, GRADUATION_YEAR_MIN, LINK_MAX, MAJOR_MAX, MAJOR_MIN } from "./academic";
import { SINGLE_LINE } from "./fields";
import { lazySchema } from "./lazy-schema";

export * from "./academic";

/**
 * A member's academic profile: what the résumé book lists and what the
 * public member page may show (each part only when the member chooses to).
 * One schema per field, shared by the forms and the Worker (docs/api.md,
 * "Field rules").
 */

/** Free text ("Mechanical Engineering"); spaces folded, 2–80 characters. */
export const MajorSchema = lazySchema(() =>
  z.pipe(
    z.pipe(
      z.string({ error: "Major must be text." }),
      z.transform((value) => value.trim().replace(/\s+/g, " ")),
    ),
    z
      .string()
      .check(
        z.minLength(MAJOR_MIN, { error: `Major must be at least ${MAJOR_MIN} characters long.` }),
        z.maxLength(MAJOR_MAX, { error: `Major must be at most ${MAJOR_MAX} characters long.` }),
        z.regex(/\p{L}/u, { error: "Major must contain letters." }),
        z.regex(SINGLE_LINE, { error: "Major cannot contain line breaks or control characters." }),
      ),
  ),
);

/**
 * "spring-2028": the season and the year, written as the content's term ids
 * are ("fall-2024"). Case and surrounding spaces are forgiven.
 */
export const GraduationTermSchema = lazySchema(() =>
  z
    .pipe(
      z.string({ error: "Graduation term must be text such as spring-2028." }),
      z.transform((value) => value.trim().toLowerCase()),
    )
    .check(
      z.refine((value) => GRADUATION_TERM.test(value), { error: "Graduation term must be a season and a year, e.g. spring-2028." }),
      z.refine(
        (value) => {
          const year = Number(value.slice(-4));
          return year >= GRADUATION_YEAR_MIN && year <= GRADUATION_YEAR_MAX;
        },
        { error: `Graduation year must be between ${GRADUATION_YEAR_MIN} and ${GRADUATION_YEAR_MAX}.` },
      ),
    ),
);

export const DegreeSchema = lazySchema(() => z.enum(DEGREE_LEVELS, { error: `Degree must be one of: ${DEGREE_LEVELS.join(", ")}.` }));

/** Plain text for the public page; line breaks kept, other control characters refused. */
export const BioSchema = lazySchema(() =>
  z.pipe(
    z.pipe(
      z.string({ error: "Bio must be text." }),
      z.transform((value) => value.replace(/\r\n?/g, "\n").trim()),
    ),
    z.string().check(
      z.maxLength(BIO_MAX, { error: `Bio must be at most ${BIO_MAX} characters long.` }),
      // biome-ignore lint/suspicious/noControlCharactersInRegex: refuses control characters other than line feeds, on purpose
      z.regex(/^[^\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]*$/, { error: "Bio cannot contain control characters." }),
    ),
  ),
);

/** The path of an absolute address ("/in/mei" of "https://www.linkedin.com/in/mei?trk=x"). */
function pathOf(href: string): string {
  return href.replace(/^https:\/\/[^/?#]*/i, "").replace(/[?#].*$/, "") || "/";
}

/**
 * A link field: trimmed; "" or null clears it; otherwise an https address
 * (at most LINK_MAX characters, no user name or password in it) whose host
 * and path match, stored as the URL parser writes it.
 */
function linkSchema(hostname: RegExp, path: RegExp, message: string) {
  const url = z.url({ protocol: /^https$/, hostname, normalize: true });
  return z.pipe(
    z.union([z.string({ error: message }), z.null()], { error: message }),
    z.transform((value, ctx) => {
      const text = value?.trim() ?? "";
      if (text === "") return null;
      const parsed = url.safeParse(text);
      const ok =
        text.length <= LINK_MAX &&
        parsed.success &&
        parsed.data.length <= LINK_MAX &&
        /^https:\/\/[^/?#@]+(?:[/?#]|$)/i.test(parsed.data) &&
        path.test(pathOf(parsed.data));
      if (!ok) {
        ctx.issues.push({ code: "custom", message, input: value });
        return z.NEVER;
      }
      return parsed.data;
    }),
  );
}

/** https://www.linkedin.com/in/your-name (any LinkedIn country host). */
export const LinkedInUrlSchema = lazySchema(() =>
  linkSchema(/^([a-z]{2,3}\.)?linkedin\.com$/i, /^\/in\/[^/]+\/?$/, "Enter your LinkedIn profile address, e.g. https://www.linkedin.com/in/your-name."),
);

/** https://github.com/your-name: a GitHub profile (GitHub's username rule). */
export const GitHubUrlSchema = lazySchema(() =>
  linkSchema(
    /^(www\.)?github\.com$/i,
    /^\/[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}\/?$/,
    "Enter your GitHub profile address, e.g. https://github.com/your-name.",
  ),
);

/** Any https address with a domain name (a personal site, a portfolio on a hosting service). */
export const PortfolioUrlSchema = lazySchema(() => linkSchema(/\.[a-z]{2,}$/i, /^\//, "Enter your portfolio's address, starting with https://."));

export const LINK_KINDS = ["linkedin", "github", "portfolio"] as const;
export type LinkKind = (typeof LINK_KINDS)[number];
export type ProfileLinks = Record<LinkKind, string | null>;

/** PATCH `links`: only the kinds given change; null or "" removes one. */
export const LinksUpdateSchema = lazySchema(() =>
  z.strictObject(
    {
      linkedin: z.optional(LinkedInUrlSchema),
      github: z.optional(GitHubUrlSchema),
      portfolio: z.optional(PortfolioUrlSchema),
    },
    {
      error: (issue) =>
        issue.code === "unrecognized_keys"
          ? "Links may only be linkedin, github and portfolio."
          : 'Links must be an object such as {"github": "https://github.com/your-name"}.',
    },
  ),
);

const flag = (name: string) => z.boolean({ error: `${name} must be true or false.` });

/** null or "" (an emptied form field) clears the field; anything else must pass `schema`. */
const clearable = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.transform((value) => (value === "" ? null : value)),
    z.nullable(schema),
  );

/**
 * The profile fields of PATCH /api/users/{id} (spread into its schema):
 * null (or "") clears major, graduation term and degree. Built when first spread, as the schemas
 * are (lazySchema).
 */
export const profileUpdateFields = lazySchema(() => ({
  major: z.optional(clearable(MajorSchema)),
  graduationTerm: z.optional(clearable(GraduationTermSchema)),
  degree: z.optional(clearable(DegreeSchema)),
  bio: z.optional(BioSchema),
  links: z.optional(LinksUpdateSchema),
  inResumeBook: z.optional(flag("inResumeBook")),
  showMajor: z.optional(flag("showMajor")),
  showGraduationYear: z.optional(flag("showGraduationYear")),
  showBio: z.optional(flag("showBio")),
  showLinks: z.optional(flag("showLinks")),
}));

/** The names of profileUpdateFields, without building them (profile.test.ts checks they are the same). */
export const PROFILE_FIELDS = [
  "major",
  "graduationTerm",
  "degree",
  "bio",
  "links",
  "inResumeBook",
  "showMajor",
  "showGraduationYear",
  "showBio",
  "showLinks",
] as const satisfies readonly (keyof typeof profileUpdateFields)[];

const linksSchema = lazySchema(() => z.object({ linkedin: z.nullable(z.string()), github: z.nullable(z.string()), portfolio: z.nullable(z.string()) }));

/** The profile as the User object carries it (GET and PATCH /api/users/{id}). */
export const profileShape = lazySchema(() => ({
  major: z.nullable(z.string()),
  graduationTerm: z.nullable(z.string()),
  degree: z.nullable(DegreeSchema),
  bio: z.string(),
  links: linksSchema,
  inResumeBook: z.boolean(),
  showMajor: z.boolean(),
  showGraduationYear: z.boolean(),
  showBio: z.boolean(),
  showLinks: z.boolean(),
}));

/** What the public member page gets: only the parts the member chose to show (and has filled in). */
export const publicProfileShape = lazySchema(() => ({
  major: z.optional(z.string()),
  graduationYear: z.optional(z.int()),
  bio: z.optional(z.string()),
  links: z.optional(z.object({ linkedin: z.optional(z.string()), github: z.optional(z.string()), portfolio: z.optional(z.string()) })),
}));
