import { Link } from "react-router";
import type { ResourceLink } from "~/content/schema/resources";

/** Links with a line each; other sites open in a new tab and say so. */
export function LinkList({ links }: { links: readonly ResourceLink[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {links.map((link) => {
        const external = /^https?:/.test(link.href);
        return (
          <li key={link.href} className="rounded-xl border border-line bg-surface-raised p-4">
            {external ? (
              <a href={link.href} target="_blank" rel="noopener noreferrer" className="font-semibold text-link underline underline-offset-4">
                {link.label}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : (
              <Link to={link.href} prefetch="intent" className="font-semibold text-link underline underline-offset-4">
                {link.label}
              </Link>
            )}
            <p className="mt-1 text-sm text-ink-muted">{link.description}</p>
          </li>
        );
      })}
    </ul>
  );
}
