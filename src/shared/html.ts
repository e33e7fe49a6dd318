/**
 * HTML written as text, for the pages the Worker and the SPA both write (src/shared/content/lists)
 * and the Worker's own pages and mails. Every value put into an `html` template is escaped unless it
 * is already `Html` (made by `html` itself, or `trustedHtml` for markup a renderer made safe), so a
 * template cannot forget to escape what an officer typed.
 */

/** Text for HTML: in element content and in quoted attribute values alike. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);
}

/** Markup that is safe to write as it is. */
export class Html {
  constructor(readonly markup: string) {}
  toString(): string {
    return this.markup;
  }
}

/** What a template takes: text (escaped), markup, numbers, lists of these, and nothing (false, null, undefined: written as nothing). */
export type HtmlValue = Html | string | number | false | null | undefined | readonly HtmlValue[];

function write(value: HtmlValue): string {
  if (value === false || value === null || value === undefined) return "";
  if (value instanceof Html) return value.markup;
  if (Array.isArray(value)) return value.map(write).join("");
  return escapeHtml(String(value));
}

/** A template of markup whose values are escaped (see the module's comment). */
export function html(strings: TemplateStringsArray, ...values: readonly HtmlValue[]): Html {
  let markup = strings[0]!;
  values.forEach((value, index) => {
    markup += write(value) + strings[index + 1]!;
  });
  return new Html(markup);
}

/** Markup a renderer already made safe (the Markdown renderer's output), to write as it is. */
export const trustedHtml = (markup: string): Html => new Html(markup);
