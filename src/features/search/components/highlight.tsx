import type { MatchRanges } from "../lib/search-engine";

/** Renders `text` with the matched character ranges wrapped in <mark>. */
export function Highlight({ text, ranges }: { text: string; ranges: MatchRanges }) {
  if (ranges.length === 0) return <>{text}</>;
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const parts: React.ReactNode[] = [];
  let cursor = 0;
  for (const [start, end] of sorted) {
    if (end < cursor) continue;
    const from = Math.max(start, cursor);
    if (from > cursor) parts.push(text.slice(cursor, from));
    parts.push(<mark key={from}>{text.slice(from, end + 1)}</mark>);
    cursor = end + 1;
  }
  if (cursor < text.length) parts.push(text.slice(cursor));
  return <>{parts}</>;
}
