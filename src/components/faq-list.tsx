import type { Faq } from "~/content/schema/programs";

/**
 * Questions as native disclosure widgets (<details>/<summary>): keyboard and
 * screen-reader support built in, and the answers are in the prerendered
 * HTML (findable with the browser's search) even before JavaScript runs.
 */
export function FaqList({ items }: { items: readonly Faq[] }) {
  return (
    <div className="divide-y divide-line rounded-xl border border-line bg-surface-raised">
      {items.map((item) => (
        <details key={item.question} className="group px-5 py-4">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-ink [&::-webkit-details-marker]:hidden">
            {item.question}
            <span aria-hidden="true" className="text-xl leading-none text-link transition-transform group-open:rotate-45">
              +
            </span>
          </summary>
          <p className="mt-3 text-ink-muted">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
