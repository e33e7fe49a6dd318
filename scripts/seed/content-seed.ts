import { BLOG_POSTS } from "../../src/content/blog-posts";
import { BOARD } from "../../src/content/board";
import { splitFrontMatter } from "../../src/content/front-matter";
import { GALLERY_PHOTOS, GALLERY_TERMS } from "../../src/content/gallery";
import { PROGRAMS } from "../../src/content/programs";
import { RESOURCES } from "../../src/content/resources";
import { SLIDE_DECKS } from "../../src/content/slides";
import { SPONSORS } from "../../src/content/sponsors";
import { chapterCategory, chapterTier } from "../../src/content/taxonomy";
import { termLabel } from "../../src/shared/content/term-keys";
import { COLLECTION_FIELDS, CONTENT_COLLECTIONS, type ContentCollection, SLUGGED_COLLECTIONS } from "../../src/shared/content/collections";
import type { ImageKind } from "../../src/lib/images";
import { sampleMediaSrc } from "./sample-media";
import { sqlText } from "./sql-literal";
import { newId } from "../../worker/lib/ids";

/**
 * The sample chapter's content as the local database's first content items (decision 077): the
 * files in src/content/, mapped to the collections' contracts and checked by them, so `npm run dev`
 * and the tests start with the sample chapter while a deployed site starts empty.
 */

const bodies = import.meta.glob<string>("../../src/content/blog/*.md", { query: "?raw", import: "default", eager: true });

/** A sample image as the local seed uploads it (./sample-media.ts): its widest file under /media/. */
const image = (source: string, kind: ImageKind, alt: string) => ({ src: sampleMediaSrc(source, kind), alt });

const list = (items: readonly string[]) => items.map((item) => `- ${item}`).join("\n");

/** Each collection's sample items, in the order the pages show them. */
export function sampleContent(): Record<ContentCollection, Record<string, unknown>[]> {
  return {
    board: BOARD.map((member) => ({
      name: member.name,
      ...(member.pronouns ? { pronouns: member.pronouns } : {}),
      role: member.role,
      group: member.group,
      year: member.year,
      major: member.major,
      bio: member.bio,
      email: member.email,
      portrait: image(member.portrait, "portrait", member.portraitAlt),
      links: [],
    })),
    sponsors: SPONSORS.map((sponsor) => ({
      organisation: sponsor.name,
      // Its tier as this chapter names its tiers (a fork may have others).
      tier: chapterTier(sponsor.tier),
      link: sponsor.url,
      logo: image(sponsor.logo, "logo", `${sponsor.name} logo`),
      blurb: sponsor.blurb,
    })),
    albums: GALLERY_TERMS.map((term) => ({
      title: termLabel(term),
      term,
      photos: GALLERY_PHOTOS.filter((photo) => photo.term === term).map((photo) => ({ ...image(photo.image, "photo", photo.alt), caption: photo.caption })),
    })),
    // Its categories as this chapter names them (a fork may have others).
    slides: SLIDE_DECKS.map((deck) => ({ ...deck, ...(deck.category ? { category: chapterCategory(deck.category) } : {}) })),
    programs: PROGRAMS.map((program) => ({
      slug: program.slug,
      name: program.name,
      summary: program.tagline,
      body: [
        program.what,
        `## Who it is for\n\n${program.whoFor}`,
        `## Goals\n\n${list(program.goals)}`,
        `## What you will do\n\n${list(program.outcomes)}`,
        `## How to join\n\n${list(program.howToJoin)}`,
        `## Time it takes\n\n${program.commitment}`,
      ].join("\n\n"),
      faqs: program.faq,
      lead: program.lead,
      leadEmail: program.leadEmail,
      ...(program.joinLink ? { joinLink: program.joinLink } : {}),
    })),
    posts: BLOG_POSTS.map((post) => ({
      slug: post.slug,
      title: post.title,
      description: post.description,
      date: post.date,
      author: post.author,
      tags: post.tags,
      body: splitFrontMatter(bodies[`../../src/content/blog/${post.slug}.md`] ?? "").body.trim(),
    })),
    resources: [
      ...RESOURCES.study.map((link) => ({ section: "study", title: link.label, description: link.description, link: link.href })),
      ...RESOURCES.career.map((link) => ({ section: "career", title: link.label, description: link.description, link: link.href })),
      ...RESOURCES.campus.map((place) => ({ section: "campus", title: place.name, description: place.description, where: place.where })),
      ...RESOURCES.officeHours.map((hours) => ({
        section: "office-hours",
        title: `${hours.host}, ${hours.role}`,
        description: hours.topics,
        where: `${hours.place}, ${hours.day}s ${hours.time}`,
      })),
      ...RESOURCES.freshmanFaq.map((faq) => ({ section: "first-year-faq", title: faq.question, description: faq.answer })),
    ],
  };
}

/** INSERT statements for the sample content, every item checked by its collection's contract and published. */
export function contentSeedSql(at: number): string[] {
  const content = sampleContent();
  return CONTENT_COLLECTIONS.flatMap((collection) =>
    content[collection].map((item, position) => {
      const fields = COLLECTION_FIELDS[collection].parse(item) as Record<string, unknown>;
      const slug = SLUGGED_COLLECTIONS.includes(collection) ? String(fields.slug) : null;
      return `INSERT INTO content_items (id, collection, slug, status, position, fields, created_by, created_at, updated_at, deleted_at) VALUES (${[
        sqlText(newId()),
        sqlText(collection),
        sqlText(slug),
        sqlText("published"),
        position,
        sqlText(JSON.stringify(fields)),
        "NULL",
        at,
        at,
        "NULL",
      ].join(", ")});`;
    }),
  );
}
