import { type Html, html } from "../../html";

/** A question and its answer. */
export type Question = { question: string; answer: string };

/** The box the questions sit in. */
export const FAQ_LIST_CLASS = "divide-y divide-line rounded-xl border border-line bg-surface-raised";

/**
 * Questions as native disclosure widgets (<details>/<summary>): keyboard and screen-reader support
 * built in, and the answers are in the page's HTML (findable with the browser's search) before any
 * script runs. What goes inside FAQ_LIST_CLASS's box: the React FaqList (program pages) writes it
 * too, so a question looks the same everywhere.
 */
export const faqItemsHtml = (items: readonly Question[]): Html =>
  html`${items.map(
    (item) =>
      html`<details class="group px-5 py-4"><summary class="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-ink [&::-webkit-details-marker]:hidden">${item.question}<span aria-hidden="true" class="text-xl leading-none text-link transition-transform group-open:rotate-45">+</span></summary><p class="mt-3 text-ink-muted">${item.answer}</p></details>`,
  )}`;
