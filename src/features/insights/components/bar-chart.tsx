import { useId } from "react";

/** One row: `id` tells it apart (two events may share a title); one value per series. */
export type Bar = { id: string; label: string; values: readonly number[] };
/** A series of bars, with its key (legend) name and its look. */
export type Series = { name: string; barClass: string };

/**
 * A horizontal bar chart in HTML (no library): one row per label — written whole, wrapping on a
 * narrow screen (issue 35: SVG labels were cut to "ésumé Night with…") — with one bar per series
 * and each value beside its bar, and a key when there are two series (RSVPs against who came). It
 * is an image for screen readers, named by its title and a one-sentence description; the numbers
 * are in the table the page shows with every chart.
 */
export function BarChart({ title, description, series, bars }: { title: string; description: string; series: readonly Series[]; bars: readonly Bar[] }) {
  const titleId = useId();
  const descId = useId();
  const max = Math.max(1, ...bars.flatMap((bar) => bar.values));
  return (
    <figure className="space-y-3 text-sm text-ink">
      <figcaption id={titleId} className="font-semibold">
        {title}
      </figcaption>
      <p id={descId} className="sr-only">
        {description}
      </p>
      <div role="img" aria-labelledby={`${titleId} ${descId}`} className="space-y-3">
        {series.length > 1 && (
          <div className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-muted">
            {series.map((one) => (
              <span key={one.name} className="inline-flex items-center gap-1.5">
                <span className={`inline-block h-3 w-3 rounded-sm ${one.barClass}`} />
                {one.name}
              </span>
            ))}
          </div>
        )}
        <ul className="space-y-2">
          {bars.map((bar) => (
            <li key={bar.id} className="grid grid-cols-1 gap-1 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-3">
              <span className="break-words" title={bar.label}>
                {bar.label}
              </span>
              <span className="space-y-1">
                {series.map((one, index) => {
                  const value = bar.values[index] ?? 0;
                  return (
                    <span key={one.name} className="flex items-center gap-2">
                      <span className={`block h-3 rounded-sm ${one.barClass}`} style={{ width: `${(value / max) * 85}%`, minWidth: value > 0 ? "2px" : 0 }} />
                      <span className="tabular-nums">{value}</span>
                    </span>
                  );
                })}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </figure>
  );
}
