import type { ReactNode } from "react";
import { Link } from "react-router";

type HomeSectionProps = {
  id: string;
  title: string;
  /** A link beside the heading ("All events and slides"). */
  more?: { to: string; label: string };
  /** The band's background across the page's width. */
  band?: "plain" | "muted" | "ruled";
  children: ReactNode;
};

const BANDS = { plain: "", muted: "bg-surface-muted", ruled: "border-t border-line" };

/** One band of the home page: a heading (and a link beside it), then its content. */
export function HomeSection({ id, title, more, band = "plain", children }: HomeSectionProps) {
  return (
    <section aria-labelledby={`${id}-title`} className={BANDS[band]}>
      <div className="mx-auto max-w-6xl px-4 py-14">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id={`${id}-title`} className="text-2xl font-bold text-ink sm:text-3xl">
            {title}
          </h2>
          {more && (
            <Link to={more.to} prefetch="intent" className="font-semibold text-link underline underline-offset-4">
              {more.label}
            </Link>
          )}
        </div>
        {children}
      </div>
    </section>
  );
}
