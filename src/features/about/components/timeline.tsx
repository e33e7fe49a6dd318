import type { AboutText } from "~/content/schema/identity";

/** The chapter's milestones, oldest first, on a vertical line. */
export function Timeline({ timeline }: Pick<AboutText, "timeline">) {
  return (
    <ol className="mt-4 space-y-6 border-l-2 border-line pl-6">
      {timeline.map((milestone) => (
        <li key={milestone.year} className="relative">
          <span aria-hidden="true" className="absolute -left-[33px] top-1.5 size-4 rounded-full border-4 border-surface bg-brand" />
          <p className="text-sm font-semibold text-link">{milestone.year}</p>
          <h3 className="font-semibold">{milestone.title}</h3>
          <p className="text-ink-muted">{milestone.text}</p>
        </li>
      ))}
    </ol>
  );
}
