import { Icon } from "~/components/icon";
import type { Pillar } from "~/content/schema/identity";

/** The five pillars as a row of cards (the home page). */
export function PillarGrid({ pillars }: { pillars: readonly Pillar[] }) {
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
      {pillars.map((pillar) => (
        <li key={pillar.id} className="rounded-xl border border-line bg-surface-raised p-5">
          <Icon name={pillar.id} className="size-7 text-link" />
          <h3 className="mt-3 font-semibold text-ink">{pillar.name}</h3>
          <p className="mt-2 text-sm text-ink-muted">{pillar.text}</p>
        </li>
      ))}
    </ul>
  );
}
