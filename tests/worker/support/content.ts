import { env } from "cloudflare:workers";
import type { ContentCollection } from "../../../src/shared/content/collections";
import { isHomePageTier, SPONSOR_TIERS } from "../../../src/shared/content/sponsor-tiers";
import { measureCost } from "./cost";

/**
 * Content items for the Worker tests. The collections are shared by the files of a run: each test
 * tells its items apart by a name no other test uses.
 */

/**
 * The chapter's sponsor tiers, as the identity file names them (a fork has its own): the lowest, which
 * no chapter puts on the home page, and a tier whose logos are there.
 */
export const LOWEST_TIER = SPONSOR_TIERS[SPONSOR_TIERS.length - 1]!;
export const HOME_PAGE_TIER = SPONSOR_TIERS.find(isHomePageTier);

/** Valid fields for an item of each collection, told apart by `name`. */
export function validFields(collection: ContentCollection, name: string): Record<string, unknown> {
  const slug = `page-${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  switch (collection) {
    case "board":
      return {
        name,
        role: "Treasurer",
        group: "executive",
        year: "Third year",
        major: "Economics",
        bio: "Keeps the chapter's books balanced and its receipts in one folder.",
      };
    case "sponsors":
      return { organisation: name, tier: LOWEST_TIER, link: "https://example.com", blurb: "Builds instruments for river research." };
    case "albums":
      return { title: name, term: "fall-2026", photos: [{ src: "/media/photo-1.webp", alt: "Members around a poster at the fair", caption: "Fair" }] };
    case "slides":
      return { title: name, date: "2026-10-02", term: "fall-2026", slidesUrl: "https://example.com/slides.pdf" };
    case "programs":
      return {
        slug,
        name,
        summary: "A year of mentoring for first-years.",
        body: "## What it is\n\nEvery first-year is paired with an older student who meets them twice a month.",
        lead: "Mei Chen",
        leadEmail: "mentors@example.org",
      };
    case "posts":
      return {
        slug,
        title: name,
        description: "What we learned running the fall career fair, told by the people who ran it.",
        date: "2026-11-02",
        author: "Arjun Patel",
        tags: ["careers"],
        body: "The fair ran from noon to four. ".repeat(5),
      };
    case "resources":
      return { section: "study", title: name, description: "Free tutoring in the library, four nights a week.", link: "https://example.com/tutoring" };
  }
}

/**
 * A published item written straight into D1 (as the content API would after its checks), last in its
 * list: for tests of what reads content — the pages, the résumé book's sponsors — not of the writing.
 */
export async function publishContent(collection: ContentCollection, fields: Record<string, unknown>): Promise<string> {
  const id = crypto.randomUUID();
  const at = Date.now();
  const slug = typeof fields.slug === "string" ? fields.slug : null;
  await env.DB.prepare(
    `INSERT INTO content_items (id, collection, slug, status, position, fields, created_at, updated_at)
     SELECT ?1, ?2, ?3, 'published', COUNT(*), ?4, ?5, ?5 FROM content_items WHERE collection = ?2 AND deleted_at IS NULL`,
  )
    .bind(id, collection, slug, JSON.stringify(fields), at)
    .run();
  return id;
}

/** A sponsor on /sponsors by this name (once, however often asked), so that résumé-book access can be granted for it. */
export async function publishSponsor(organisation: string): Promise<void> {
  const listed = await env.DB.prepare(
    `SELECT 1 FROM content_items WHERE collection = 'sponsors' AND status = 'published' AND deleted_at IS NULL
     AND json_extract(fields, '$.organisation') = ?`,
  )
    .bind(organisation)
    .first();
  if (!listed) await publishContent("sponsors", validFields("sponsors", organisation));
}

/** An officer's edit of an item's fields through the content API, with what it cost (its purges among them). */
export function editContentMeasured(cookie: string, collection: ContentCollection, id: string, fields: Record<string, unknown>) {
  return measureCost(`/api/content/${collection}/${id}`, {
    method: "PATCH",
    headers: { Cookie: cookie, "Content-Type": "application/json" },
    body: JSON.stringify({ fields }),
  });
}

/**
 * Runs `statement` on D1 and puts the data version `version` back as it was: a change no version
 * tells, so a page that shows it read those rows again, and one that does not kept them (decision 169).
 */
export async function changeUnseen(version: string, statement: string, ...values: unknown[]): Promise<void> {
  const row = await env.DB.prepare("SELECT version FROM data_versions WHERE name = ?").bind(version).first<{ version: number }>();
  if (!row) throw new Error(`no data version ${version}`);
  await env.DB.batch([
    env.DB.prepare(statement).bind(...values),
    env.DB.prepare("UPDATE data_versions SET version = ? WHERE name = ?").bind(row.version, version),
  ]);
}
