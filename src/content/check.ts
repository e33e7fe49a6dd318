import type * as z from "zod/mini";
// (only types from zod here: the schemas carry the runtime)
import { BlogFrontMatterSchema } from "./schema/blog";
import { BoardSchema } from "./schema/board";
import { SlugSchema } from "./schema/common";
import { GallerySchema } from "./schema/gallery";
import { ProgramsSchema } from "./schema/programs";
import { ResourcesSchema } from "./schema/resources";
import { SlideDecksSchema } from "./schema/slides";
import { identityIssues } from "./schema/identity";
import { SponsorsSchema } from "./schema/sponsors";

/**
 * Every content file against its schema, in words an officer can act on:
 * which file, which entry, which field, what is wrong. The build runs this
 * before anything else (scripts/build.ts) and stops on the first report, so
 * broken content is never published; the unit tests run it too.
 */
export type ContentProblem = { file: string; entry?: string; field?: string; message: string };

type Check = {
  file: string;
  schema: z.ZodMiniType;
  /** Loaded lazily, so a file that cannot even be read is reported instead of stopping the check. */
  load: () => Promise<unknown>;
};

const CHECKS: Check[] = [
  { file: "src/content/board.ts", schema: BoardSchema, load: async () => (await import("./board")).BOARD },
  {
    file: "src/content/sponsors.ts",
    schema: SponsorsSchema,
    load: async () => (await import("./sponsors")).SPONSORS,
  },
  { file: "src/content/slides.ts", schema: SlideDecksSchema, load: async () => (await import("./slides")).SLIDE_DECKS },
  {
    file: "src/content/gallery.ts",
    schema: GallerySchema,
    load: async () => {
      const { GALLERY_TERMS, GALLERY_PHOTOS } = await import("./gallery");
      return { terms: GALLERY_TERMS, photos: GALLERY_PHOTOS };
    },
  },
  { file: "src/content/programs.ts", schema: ProgramsSchema, load: async () => (await import("./programs")).PROGRAMS },
  { file: "src/content/resources.ts", schema: ResourcesSchema, load: async () => (await import("./resources")).RESOURCES },
];

/** The blog's Markdown files, as text (the front matter is checked here, the body when the post is rendered). */
const blogSources = import.meta.glob<string>("./blog/*", { query: "?raw", import: "default", eager: true });

/** The identity file, by its one schema (schema/identity.ts): one problem per line it prints. */
export async function checkIdentity(): Promise<ContentProblem[]> {
  let identity: unknown;
  try {
    identity = await import("../site.config");
  } catch (error) {
    return [{ file: IDENTITY_FILE, message: `cannot be read: ${error instanceof Error ? error.message : String(error)}` }];
  }
  return identityIssues(identity).map(({ path, message }) => ({ file: IDENTITY_FILE, ...(path ? { field: path } : {}), message }));
}

const IDENTITY_FILE = "src/site.config.ts";

export async function checkContent(): Promise<ContentProblem[]> {
  const problems: ContentProblem[] = [...(await checkIdentity())];
  for (const check of CHECKS) {
    let data: unknown;
    try {
      data = await check.load();
    } catch (error) {
      problems.push({ file: check.file, message: `cannot be read: ${error instanceof Error ? error.message : String(error)}` });
      continue;
    }
    const result = check.schema.safeParse(data, { error: plainWords });
    if (!result.success) problems.push(...result.error.issues.map((issue) => describe(check.file, data, issue)));
  }
  problems.push(...(await checkBlogPosts()));
  return problems;
}

async function checkBlogPosts(): Promise<ContentProblem[]> {
  const { splitFrontMatter } = await import("./front-matter");
  const problems: ContentProblem[] = [];
  for (const [path, source] of Object.entries(blogSources)) {
    const name = path.replace(/^.*\//, "");
    const file = `src/content/blog/${name}`;
    if (!name.endsWith(".md")) {
      problems.push({ file, message: "is not a Markdown file: blog posts are src/content/blog/<slug>.md" });
      continue;
    }
    if (!SlugSchema.safeParse(name.slice(0, -3)).success) {
      problems.push({ file, message: 'the file name must be lower-case words joined by hyphens, e.g. "spring-banquet.md" (it becomes the post\'s address)' });
    }
    try {
      const { attributes, body } = splitFrontMatter(source);
      const result = BlogFrontMatterSchema.safeParse(attributes, { error: plainWords });
      if (!result.success) problems.push(...result.error.issues.map((issue) => describe(file, attributes, issue)));
      if (body.trim().length < 200) problems.push({ file, message: "the post's text is missing or shorter than 200 characters" });
    } catch (error) {
      problems.push({ file, field: "front matter", message: error instanceof Error ? error.message : String(error) });
    }
  }
  return problems;
}

/** Turns a zod issue's path into "entry 3 (Mei Chen)" and "bio". */
function describe(file: string, data: unknown, issue: { path: PropertyKey[]; message: string }): ContentProblem {
  const path = issue.path.map(String);
  let node: unknown = data;
  let entry: string | undefined;
  const fields: string[] = [];
  for (const [index, key] of path.entries()) {
    const parent = node;
    node = parent !== null && typeof parent === "object" ? (parent as Record<string, unknown>)[key] : undefined;
    if (Array.isArray(parent) && entry === undefined) {
      entry = `entry ${Number(key) + 1}${labelOf(node)}`;
      if (index > 0) entry = `${path.slice(0, index).join(".")} ${entry}`;
      fields.length = 0;
    } else {
      fields.push(key);
    }
  }
  const field = fields.join(".");
  return { file, ...(entry ? { entry } : {}), ...(field ? { field } : {}), message: issue.message };
}

function labelOf(value: unknown): string {
  if (typeof value === "string") return ` ("${value}")`;
  if (value === null || typeof value !== "object") return "";
  const record = value as Record<string, unknown>;
  const label = [record.name, record.title, record.id, record.slug].find((v) => typeof v === "string" && v);
  return label ? ` (${label as string})` : "";
}

/**
 * zod's own words for the common mistakes are written for programmers
 * ("Too small: expected string to have >=40 characters"); these say the same
 * to a person editing a file. Messages the schemas set themselves are kept.
 */
function plainWords(issue: z.core.$ZodRawIssue): string | undefined {
  const got = issue.input;
  switch (issue.code) {
    case "too_small":
      if (issue.origin === "string") return `write at least ${String(issue.minimum)} characters (this has ${String(got ?? "").length})`;
      if (issue.origin === "array") return `needs at least ${String(issue.minimum)} item${issue.minimum === 1 ? "" : "s"}`;
      return undefined;
    case "too_big":
      if (issue.origin === "string") return `write at most ${String(issue.maximum)} characters (this has ${String(got ?? "").length})`;
      if (issue.origin === "array") return `takes at most ${String(issue.maximum)} items`;
      return undefined;
    case "invalid_value":
      return `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")} (it is ${JSON.stringify(got)})`;
    case "invalid_type":
      return got === undefined ? "is missing" : `must be a ${issue.expected} (it is ${JSON.stringify(got)})`;
    case "invalid_format":
      return issue.format === "date" ? `write dates as YYYY-MM-DD, e.g. "2027-04-25" (it is ${JSON.stringify(got)})` : undefined;
    default:
      return undefined;
  }
}

/** One line per problem: `src/content/board.ts › entry 4 (Mei Chen) › bio: …`. */
export function formatProblem(problem: ContentProblem): string {
  return `${[problem.file, problem.entry, problem.field].filter(Boolean).join(" › ")}: ${problem.message}`;
}
