import { excerpt } from "../excerpt";
import { type ShareMeta, shareMeta } from "../share-tags";
import { programPath } from "./paths";

/**
 * The <head> of a program's page, /{slug}: title, description, canonical address, Open Graph and
 * Twitter tags. One definition for the two writers, as for posts (decision 079): the Worker puts it
 * into the HTML it serves, and the program's route renders the same tags once it has taken the page
 * over (decision 084). No zod here: the page's first load imports it.
 */

/** What the tags say of a program (its fields, src/shared/content/programs.ts). */
export type PageProgram = { slug: string; name: string; summary: string };

export type ProgramPageHead = { title: string; url: string; meta: ShareMeta[] };

export function programPageHead(program: PageProgram, siteOrigin: string, site: { productName: string }): ProgramPageHead {
  const title = `${program.name} | ${site.productName}`;
  const url = `${siteOrigin}${programPath(program.slug)}`;
  const meta = shareMeta({
    type: "website",
    siteName: site.productName,
    title,
    description: excerpt(program.summary, 300),
    url,
    // The programs' share image: a program made on the site has none of its own.
    image: `${siteOrigin}/og/programs.png`,
    imageAlt: `${program.name}, ${site.productName}`,
  });
  return { title, url, meta };
}
