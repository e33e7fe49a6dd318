import * as z from "zod/mini";
import { publicOrigin } from "../../shared/site-address";

/**
 * The one schema of the identity file (src/site.config.ts): every export and every field, each with
 * what it must be and what to do about it. The build (src/content/check.ts), `npm run dev`,
 * `npm run doctor` and the tests all check the file with `identityProblems`, which prints one line
 * per problem: the field's path, what is wrong, and the fix after a dash, e.g.
 * `site.eventCategories["Sports night, and more"]: … — write it without commas or semicolons`.
 * Limits are the pages' and the database's, never a guess at what a chapter is: any founding year
 * since 1800, names as long as a school's, any address a host gives (workers.dev ones are long).
 */

/** The year the file is checked in: a milestone or a founding may be this year or next, not later. */
const THIS_YEAR = new Date().getUTCFullYear();
const FIRST_YEAR = 1800;

/** Text on one line, from `min` to `max` characters, with the fix for each way it can be wrong. */
const line = (min: number, max: number, what: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `is missing — add ${what}` : `must be text in quotes — write ${what} "like this"`) })
    .check(
      z.trim(),
      z.minLength(min, { error: `must be at least ${min} character${min === 1 ? "" : "s"} — write ${what}` }),
      z.maxLength(max, { error: (issue) => `must be at most ${max} characters (it has ${String(issue.input).trim().length}) — shorten it` }),
      z.regex(/^[^\r\n]*$/, { error: "must be on one line — remove the line break" }),
    );

/** A paragraph: at least `min` characters, at most `max`. */
const paragraph = (min: number, max: number, what: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `is missing — add ${what}` : `must be text in quotes — write ${what} "like this"`) })
    .check(
      z.trim(),
      z.minLength(min, { error: (issue) => `must be at least ${min} characters (it has ${String(issue.input).trim().length}) — write a full sentence` }),
      z.maxLength(max, { error: (issue) => `must be at most ${max} characters (it has ${String(issue.input).trim().length}) — shorten it` }),
    );

const year = (what: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? `is missing — add ${what}` : `must be a number without quotes — write ${what}, e.g. 1976`) })
    .check(
      z.int({ error: "must be a whole year — write it as four digits, e.g. 1976" }),
      z.gte(FIRST_YEAR, { error: `must be ${FIRST_YEAR} or later — write the four-digit year` }),
      z.lte(THIS_YEAR + 1, { error: `must not be after ${THIS_YEAR + 1} — write the year it happened` }),
    );

const TimeZoneSchema = z.string({ error: 'is missing — add the chapter\'s time zone, e.g. "Australia/Sydney"' }).check(
  z.refine(
    (zone) => {
      try {
        new Intl.DateTimeFormat("en-US", { timeZone: zone });
        return zone.includes("/") || zone === "UTC";
      } catch {
        return false;
      }
    },
    {
      error: (issue) =>
        `is not a time zone the runtime knows (it is ${JSON.stringify(issue.input)}) — write a name such as "Europe/Lisbon" or "Australia/Sydney"`,
    },
  ),
);

const ColourSchema = z
  .string({ error: 'is missing — add a colour written as "#1F5FA8"' })
  .check(z.regex(/^#[0-9A-Fa-f]{6}$/, { error: (issue) => `is not a colour (it is ${JSON.stringify(issue.input)}) — write six hex digits, e.g. "#1F5FA8"` }));

const SocialLinkSchema = z.object({
  label: line(1, 40, "the network's name"),
  href: z
    .string({ error: "is missing — add the page's address" })
    .check(z.regex(/^https:\/\/\S+$/, { error: 'must be an https address — write it as "https://…"' })),
});

/** `site`: names, addresses, zone, colours, event categories (the shell every page loads). */
export const SiteSchema = z.object({
  productName: line(2, 80, "the name in every page's title"),
  chapterName: line(2, 200, "the chapter's full name"),
  shortName: line(2, 80, "the short name used in running text"),
  university: line(2, 200, "the school's name"),
  society: z.object({
    name: line(2, 200, "the society's name"),
    shortName: line(1, 20, "the society's initials"),
    headline: line(5, 120, "the home page's heading"),
    audience: line(5, 300, "who the chapter is for"),
  }),
  description: paragraph(20, 300, "what the chapter does, in a sentence"),
  timeZone: TimeZoneSchema,
  eventCategories: z
    .record(
      z
        .string()
        .check(
          z.minLength(1, { error: "must be 1 to 40 characters — name the kind of event" }),
          z.maxLength(40, { error: "must be 1 to 40 characters — shorten it" }),
          z.regex(/^[^\r\n,;]*$/, { error: "must be one line without commas or semicolons (they separate categories in lists and files) — remove them" }),
        ),
      z
        .number({ error: "must be a number of points without quotes — write e.g. 10" })
        .check(
          z.int({ error: "must be a whole number of points — round it" }),
          z.gte(0, { error: "must be 0 or more points — write 0 for none" }),
          z.lte(1000, { error: "must be at most 1000 points — lower it" }),
        ),
    )
    .check(
      z.refine((categories) => Object.keys(categories).length > 0, { error: 'names no kind of event — add at least one, e.g. "Chapter meeting": 10' }),
      z.refine((categories) => Object.keys(categories).length <= 20, {
        error: "names more than 20 kinds of event — merge some (the events page lists them all as filters)",
      }),
    ),
  contactEmail: z.string({ error: "is missing — add the address that receives the contact form" }).check(
    z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, {
      error: (issue) => `is not an e-mail address (it is ${JSON.stringify(issue.input)}) — write e.g. "board@chapter.example.edu"`,
    }),
  ),
  url: z.string({ error: "is missing — add the site's https address" }).check(
    z.refine((url) => publicOrigin(url) === url, {
      error: (issue) =>
        `is not the site's address as an origin (it is ${JSON.stringify(issue.input)}) — write "https://" and the host with nothing after it, e.g. "https://chapter.example.edu" or your workers.dev address`,
    }),
  ),
  brand: z.object({
    primary: ColourSchema,
    primaryHover: ColourSchema,
    deep: ColourSchema,
    onDark: ColourSchema,
    accent: ColourSchema,
    accentText: ColourSchema,
  }),
  social: z.object({ photos: SocialLinkSchema, professional: SocialLinkSchema, linkHub: SocialLinkSchema, chat: SocialLinkSchema }),
});

const PILLAR_IDS = ["professional", "service", "socials", "sports", "mentorship"] as const;

const PillarSchema = z.object({
  id: z.enum(PILLAR_IDS, {
    error: (issue) => `is not a pillar's icon (it is ${JSON.stringify(issue.input)}) — write one of ${PILLAR_IDS.map((id) => `"${id}"`).join(", ")}`,
  }),
  name: line(3, 60, "the pillar's name"),
  text: paragraph(20, 200, "a sentence on the pillar"),
});
export type Pillar = z.infer<typeof PillarSchema>;

const MilestoneSchema = z.object({ year: year("the milestone's year"), title: line(3, 80, "the milestone's title"), text: paragraph(20, 300, "a sentence") });

/** `about`: the about page and the home page's "What we do" (read at build only). */
export const AboutSchema = z.object({
  founded: year("the year the chapter was founded"),
  mission: paragraph(40, 1000, "the chapter's mission"),
  history: z.array(paragraph(40, 2000, "a paragraph")).check(z.minLength(1, { error: "has no paragraph — write at least one" })),
  pillars: z
    .array(PillarSchema)
    .check(z.length(5, { error: (issue) => `must have exactly 5 pillars (it has ${(issue.input as unknown[]).length}) — one for each icon` })),
  values: z
    .array(z.object({ name: line(3, 60, "the value's name"), text: paragraph(20, 300, "a sentence") }))
    .check(z.minLength(3, { error: "must have at least 3 values — add some" })),
  timeline: z.array(MilestoneSchema).check(
    z.minLength(3, { error: "must have at least 3 milestones — add some" }),
    z.refine((items) => items.every((m, i) => i === 0 || items[i - 1]!.year <= m.year), {
      error: "is not oldest first — put the milestones in order of their years",
    }),
  ),
  stats: z
    .array(z.object({ value: line(1, 20, "the number"), label: line(1, 60, "what it counts") }))
    .check(z.minLength(2, { error: "must have at least 2 numbers — add one" })),
});
export type About = z.infer<typeof AboutSchema>;

/** The identity file's `about` as the pages take it (read-only: it is written `as const`). */
export type AboutText = {
  readonly [K in keyof About]: About[K] extends readonly (infer Item)[] ? readonly Item[] : About[K];
};

/** `sponsorPitch`: the sponsors page's "Become a sponsor" words. */
export const SponsorPitchSchema = z.object({
  intro: paragraph(40, 400, "a sentence or two on what the chapter offers a company"),
  writeTo: line(3, 80, "who answers sponsors, e.g. our External Vice President"),
});

const SponsorTierInfoSchema = z.object({
  tier: z.string({ error: 'is missing — add the name stored with each sponsor, e.g. "platinum"' }).check(
    z.regex(/^[a-z][a-z0-9-]{0,29}$/, {
      error: (issue) => `is not a tier's stored name (it is ${JSON.stringify(issue.input)}) — write lower-case letters, e.g. "platinum"`,
    }),
  ),
  label: line(1, 40, "the tier's name as visitors read it"),
  amount: line(1, 60, "what the tier costs"),
  benefits: z.array(line(3, 200, "a benefit")).check(z.minLength(1, { error: "lists no benefit — add what the tier buys" })),
  homePageLogo: z.boolean({ error: "must be true or false — write true when the tier's logos are on the home page" }),
});
export type SponsorTierInfo = z.infer<typeof SponsorTierInfoSchema>;

/** `sponsorTiers`: one to eight tiers, highest first, each stored name once. */
export const SponsorTiersSchema = z.array(SponsorTierInfoSchema).check(
  z.minLength(1, { error: "has no tier — add at least one" }),
  z.maxLength(8, { error: "has more than 8 tiers — merge some" }),
  z.refine((tiers) => new Set(tiers.map((info) => info.tier)).size === tiers.length, { error: "names a tier twice — give each tier its own `tier`" }),
);

/** The whole file: its four exports. */
export const IdentitySchema = z.object({ site: SiteSchema, about: AboutSchema, sponsorPitch: SponsorPitchSchema, sponsorTiers: SponsorTiersSchema });

/** `about.timeline[2].year`, `site.eventCategories["Games night"]`: where a problem is, as it is written in the file. */
export function identityPath(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) => {
      if (typeof key === "number") return `[${key}]`;
      const name = String(key);
      return /^[A-Za-z_$][\w$]*$/.test(name) ? `${index === 0 ? "" : "."}${name}` : `[${JSON.stringify(name)}]`;
    })
    .join("");
}

/** zod's words where no message above applies (an unknown field, a wrong kind of value), with the fix. */
function fallback(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case "invalid_type":
      return issue.input === undefined
        ? "is missing — add it (the sample identity file shows every field)"
        : `must be ${issue.expected} — write it as the sample does`;
    case "unrecognized_keys":
      return `has a field the site does not read (${issue.keys.join(", ")}) — remove it or check its spelling`;
    default:
      return undefined;
  }
}

/** An unknown field is a problem too: a misspelt name would otherwise be silently ignored. */
const StrictIdentitySchema = z.extend(IdentitySchema, {
  site: z.catchall(SiteSchema, z.never()),
  about: z.catchall(AboutSchema, z.never()),
  sponsorPitch: z.catchall(SponsorPitchSchema, z.never()),
});

export type IdentityIssue = { path: string; message: string };

/** The problems of an identity (the module src/site.config.ts, or an object of the same shape); none when all is well. */
export function identityIssues(identity: unknown): IdentityIssue[] {
  const result = StrictIdentitySchema.safeParse(identity, { error: fallback });
  if (result.success) return [];
  // A record's key (an event category's name) is reported as "invalid key" around the key's own issue: the latter says what to do.
  return result.error.issues.map((issue) => ({
    path: identityPath(issue.path),
    message: issue.code === "invalid_key" ? (issue.issues[0]?.message ?? issue.message) : issue.message,
  }));
}

/** The same, one line each: `path: what is wrong — the fix`. */
export const identityProblems = (identity: unknown): string[] => identityIssues(identity).map(({ path, message }) => `${path}: ${message}`);
