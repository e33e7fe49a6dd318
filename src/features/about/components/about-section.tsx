import type { ReactNode } from "react";

/** One titled part of the about page. */
export function AboutSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}
