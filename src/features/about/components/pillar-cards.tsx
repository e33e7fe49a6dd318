import { Icon } from "~/components/icon";
import type { Pillar } from "~/content/schema/about";

const LOOKS = {
  /** The home page: one row of five on wide screens. */
  row: { list: "mt-6 lg:grid-cols-5", icon: "size-7", name: "text-ink", text: "mt-2" },
  /** The about page: three to a row, larger icons. */
  grid: { list: "mt-4 lg:grid-cols-3", icon: "size-8", name: "", text: "mt-1" },
} as const;

/** The five pillars as cards: icon, name, what it means here. */
export function PillarCards({ pillars, look }: { pillars: readonly Pillar[]; look: keyof typeof LOOKS }) {
  const classes = LOOKS[look];
  return (
    <ul className={`grid gap-4 sm:grid-cols-2 ${classes.list}`}>
      {pillars.map((pillar) => (
        <li key={pillar.id} className="rounded-xl border border-line bg-surface-raised p-5">
          <Icon name={pillar.id} className={`${classes.icon} text-link`} />
          <h3 className={`mt-3 font-semibold ${classes.name}`}>{pillar.name}</h3>
          <p className={`${classes.text} text-sm text-ink-muted`}>{pillar.text}</p>
        </li>
      ))}
    </ul>
  );
}
