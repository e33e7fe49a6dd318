import { useId } from "react";

/** One bar: `id` tells it apart (two events may share a title). */
export type Bar = { id: string; label: string; value: number };

const ROW = 28;
const LABEL_WIDTH = 132;
const WIDTH = 360;
const VALUE_ROOM = 32;

/** A label that fits its column: long event titles are shortened (the table beside has them whole). */
const shortened = (text: string) => (text.length > 18 ? `${text.slice(0, 17)}…` : text);

/**
 * A horizontal bar chart in plain SVG (no library: the page needs two), one
 * row per bar with its label and value written beside it. It is an image
 * with a title and a one-sentence description for screen readers; the
 * numbers themselves are in the table the page shows beside every chart.
 */
export function BarChart({ title, description, bars }: { title: string; description: string; bars: Bar[] }) {
  const titleId = useId();
  const descId = useId();
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const height = Math.max(1, bars.length) * ROW;
  return (
    <svg
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
      viewBox={`0 0 ${WIDTH} ${height}`}
      className="h-auto w-full text-ink"
      preserveAspectRatio="xMinYMin meet"
    >
      <title id={titleId}>{title}</title>
      <desc id={descId}>{description}</desc>
      {bars.map((bar, index) => {
        const width = ((WIDTH - LABEL_WIDTH - VALUE_ROOM) * bar.value) / max;
        const y = index * ROW;
        return (
          // Inside role="img" the parts are not read one by one: the title and description are.
          <g key={bar.id}>
            <text x={LABEL_WIDTH - 8} y={y + ROW / 2} textAnchor="end" dominantBaseline="middle" fontSize="13" fill="currentColor">
              {shortened(bar.label)}
            </text>
            <rect x={LABEL_WIDTH} y={y + 5} width={Math.max(width, bar.value > 0 ? 2 : 0)} height={ROW - 10} rx="3" className="fill-brand" />
            <text x={LABEL_WIDTH + width + 6} y={y + ROW / 2} dominantBaseline="middle" fontSize="13" fill="currentColor">
              {bar.value}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
