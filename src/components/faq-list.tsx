import { FAQ_LIST_CLASS, faqItemsHtml, type Question } from "~/shared/content/lists/faq";

/**
 * Questions as native disclosure widgets (<details>/<summary>), in the markup the content pages
 * write for theirs (faqItemsHtml), so a question looks and works the same everywhere.
 */
export function FaqList({ items }: { items: readonly Question[] }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: made by an `html` template, every value escaped (src/shared/html.ts)
  return <div className={FAQ_LIST_CLASS} dangerouslySetInnerHTML={{ __html: faqItemsHtml(items).markup }} />;
}
