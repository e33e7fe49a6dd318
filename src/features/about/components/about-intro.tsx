import type { AboutText } from "~/content/schema/identity";
import { site } from "~/site.config";

/** The about page's title, who we are in one sentence, and the chapter in numbers. */
export function AboutIntro({ founded, stats }: Pick<AboutText, "founded" | "stats">) {
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">About us</h1>
      <p className="mt-4 max-w-3xl text-lg text-ink-muted">
        {site.chapterName} is a student organization at {site.university}, founded in {founded}, for {site.society.audience}.
      </p>
      <dl className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col rounded-xl bg-surface-muted p-4 text-center">
            <dt className="text-sm text-ink-muted">{stat.label}</dt>
            <dd className="order-first text-3xl font-bold text-link">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
