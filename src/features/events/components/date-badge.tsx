import { chapterBadge } from "../lib/chapter-when";

/** The calendar-page badge: "DEC" over "2" (in the chapter's time zone). Decorative: the date is written out beside it. */
export function DateBadge({ event, muted = false }: { event: { startsAt: string; endsAt: string }; muted?: boolean }) {
  const { month, day } = chapterBadge(event);
  return (
    <div
      aria-hidden="true"
      className={`flex h-16 w-14 shrink-0 flex-col items-center justify-center rounded-lg ${muted ? "bg-surface-muted text-ink" : "bg-brand text-white"}`}
    >
      <span className="text-xs font-semibold tracking-wider">{month}</span>
      <span className="text-2xl font-bold leading-none">{day}</span>
    </div>
  );
}
