import type { ReactNode } from "react";

/** One part of the resources page: a heading (the target of the "On this page" links), a line, the content. */
export function ResourceBlock({ id, title, lead, children }: { id: string; title: string; lead: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="pt-4">
      <h2 id={id} className="text-2xl font-semibold text-ink">
        {title}
      </h2>
      <p className="mt-1 text-ink-muted">{lead}</p>
      <div className="mt-4">{children}</div>
    </section>
  );
}
