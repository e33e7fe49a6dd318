import type { ReactNode } from "react";

/** The frame of a content page: a heading, an optional lead paragraph, then the content. */
export function PageShell({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
      {lead && <p className="mt-4 text-lg text-ink-muted">{lead}</p>}
      {children && <div className="mt-8 space-y-6 leading-relaxed">{children}</div>}
    </div>
  );
}

/** A titled block inside a page. */
export function Section({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={id ? `${id}-title` : undefined} className="space-y-3">
      <h2 id={id ? `${id}-title` : undefined} className="text-xl font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}
