import type { MetaDescriptor } from "react-router";
import { pageItem } from "~/lib/content-item-page";
import { programPath } from "~/shared/content/paths";
import { programPageHead } from "~/shared/content/program-page";
import { type ProgramView, programsOf } from "~/shared/content/lists/programs";
import { site } from "~/site.config";

/** The program of /{slug} for the page's route (decision 084), with its body as HTML. Undefined: no such program. */
export async function pageProgram(slug: string): Promise<{ program: ProgramView; html: string; origin: string } | undefined> {
  const found = await pageItem("programs", programPath(slug), (items) => programsOf(items).find((candidate) => candidate.slug === slug));
  return found && { program: found.item, html: found.html, origin: found.origin };
}

/** The page's head tags: the same as the Worker writes (src/shared/content/program-page.ts). */
export function programMeta(program: ProgramView, origin: string): MetaDescriptor[] {
  const head = programPageHead(program, origin, site);
  return [
    { title: head.title },
    ...head.meta.map(({ attribute, key, content }) => ({ [attribute]: key, content })),
    { tagName: "link", rel: "canonical", href: head.url },
  ];
}
