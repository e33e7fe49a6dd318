import type { ReactNode } from "react";

type PageShellProps = {
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
  /** "wide" for grids of cards and photos; text pages keep a readable line length. */
  width?: "narrow" | "wide";
};

/** The frame of a content page: a heading, an optional lead paragraph, then the content. */
export function PageShell({ title, lead, children, width = "narrow" }: PageShellProps) {
  return (
    <div className={`mx-auto px-4 py-10 sm:py-14 ${width === "wide" ? "max-w-6xl" : "max-w-4xl"}`}>
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
      {lead && <p className="mt-4 max-w-3xl text-lg text-ink-muted">{lead}</p>}
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
