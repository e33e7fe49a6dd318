import { Link } from "react-router";
import { textLink } from "~/components/buttons";
import { Icon } from "~/components/icon";
import type { AboutText } from "~/content/schema/identity";

/** The five pillars with what each means here, and where to find them (programs, events). */
export function PillarList({ pillars }: Pick<AboutText, "pillars">) {
  return (
    <>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {pillars.map((pillar) => (
          <li key={pillar.id} className="rounded-xl border border-line bg-surface-raised p-5">
            <Icon name={pillar.id} className="size-8 text-link" />
            <h3 className="mt-3 font-semibold">{pillar.name}</h3>
            <p className="mt-1 text-sm text-ink-muted">{pillar.text}</p>
          </li>
        ))}
      </ul>
      <p className="mt-4">
        See the{" "}
        <Link to="/programs" prefetch="intent" className={textLink}>
          programs
        </Link>{" "}
        and the{" "}
        <Link to="/events" prefetch="intent" className={textLink}>
          events calendar
        </Link>
        .
      </p>
    </>
  );
}
