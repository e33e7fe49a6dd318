import { useEffect, useState } from "react";
import { secondaryButton } from "~/components/buttons";
import { SelectField } from "~/components/select-field";
import { Stat } from "~/components/stat";
import { errorDetail } from "~/lib/api-error";
import type { Insights } from "~/shared/insights";
import { formatInstant } from "~/shared/time/formats";
import { site } from "~/site.config";
import { getInsights, insightsCsvPath } from "../api/insights";
import { BarChart } from "./bar-chart";

const day = (ms: number) => formatInstant("shortDay", ms, site.timeZone);
const cell = "border border-line p-2 text-right tabular-nums";
const head = "border border-line bg-surface-muted p-2 text-left";

/**
 * What works (issue 21, decision 086): a term's events — RSVPs, who came,
 * no-shows, walk-ins, first-timers, rating — and its members, as charts
 * each with its numbers in a table beside it, and the CSV for the
 * chapter's reports.
 */
export function InsightsDashboard() {
  const [termId, setTermId] = useState<string | undefined>(undefined);
  const [data, setData] = useState<Insights | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getInsights(termId, controller.signal).then(
      (next) => {
        setData(next);
        setFailure(null);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setFailure(errorDetail(error));
      },
    );
    return () => controller.abort();
  }, [termId]);

  if (failure) {
    return (
      <p role="alert" className="text-red-700 dark:text-red-300">
        {failure}
      </p>
    );
  }
  if (data === null) return <p className="text-ink-muted">Loading…</p>;
  const { window, term, events } = data;
  const retention = term.retention === null ? "–" : `${Math.round(term.retention * 100)} %`;
  const rated = events.filter((event) => event.rating !== null);
  const averageRating =
    rated.length === 0
      ? "–"
      : (rated.reduce((sum, event) => sum + (event.rating ?? 0) * event.ratings, 0) / rated.reduce((sum, event) => sum + event.ratings, 0)).toFixed(1);

  return (
    <div className="space-y-10">
      <div className="flex flex-wrap items-end gap-4">
        {data.terms.length > 0 && (
          <SelectField
            name="term"
            label="Term"
            value={window.termId ?? ""}
            onChange={(event) => setTermId(event.currentTarget.value || undefined)}
            options={[...(window.termId === null ? [{ value: "", label: window.name }] : []), ...data.terms.map((t) => ({ value: t.id, label: t.name }))]}
          />
        )}
        <a href={insightsCsvPath(window.termId ?? undefined)} download className={secondaryButton}>
          Download CSV<span className="sr-only"> of {window.name}</span>
        </a>
      </div>
      <p className="text-ink-muted">
        {window.name}: {day(window.startsAt)} – {day(window.endsAt)}, {events.length === 1 ? "1 event" : `${events.length} events`}.
      </p>

      <section aria-labelledby="term-title" className="space-y-4">
        <h2 id="term-title" className="text-xl font-semibold text-ink">
          The term
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Stat label="Members who came" value={String(term.membersActive)} />
          <Stat label="Came back (two events or more)" value={`${term.cameBack} · ${retention}`} />
          <Stat label="First-timers" value={String(term.firstTimers)} />
          <Stat label="Average rating" value={averageRating} />
        </dl>
      </section>

      <section aria-labelledby="attendance-title" className="space-y-4">
        <h2 id="attendance-title" className="text-xl font-semibold text-ink">
          Attendance per event
        </h2>
        {events.length === 0 ? (
          <p className="text-ink-muted">No events in this term yet.</p>
        ) : (
          <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
            <BarChart
              title="Members who came, per event"
              description={`${events.length} events, from ${events[0]!.title} to ${events.at(-1)!.title}; the most came to ${[...events].sort((a, b) => b.attended - a.attended)[0]!.title}. The table beside has every number.`}
              bars={events.map((event) => ({ id: event.id, label: event.title, value: event.attended }))}
            />
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: on a phone the table scrolls sideways, and a keyboard must be able to scroll it (WCAG 2.1.1) */}
            <section aria-label="Attendance per event, as a table" tabIndex={0} className="overflow-x-auto rounded-md focus-visible:outline-2">
              <table className="w-full border-collapse text-sm">
                <caption className="sr-only">Each event's RSVPs, attendance, no-shows, walk-ins, first-timers and rating</caption>
                <thead>
                  <tr>
                    <th scope="col" className={head}>
                      Event
                    </th>
                    {["RSVPs", "Came", "No-shows", "Walk-ins", "First-timers", "Rating"].map((label) => (
                      <th key={label} scope="col" className={`${head} text-right`}>
                        {label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {events.map((event) => (
                    <tr key={event.id}>
                      <th scope="row" className="border border-line p-2 text-left font-normal">
                        {event.title}
                        <span className="block text-xs text-ink-muted">
                          {day(event.startsAt)} · {event.category}
                        </span>
                      </th>
                      <td className={cell}>{event.rsvps}</td>
                      <td className={cell}>{event.attended}</td>
                      <td className={cell}>{event.ended ? event.noShows : "–"}</td>
                      <td className={cell}>{event.walkIns}</td>
                      <td className={cell}>{event.firstTimers}</td>
                      <td className={cell}>{event.rating === null ? "–" : `${event.rating.toFixed(1)} (${event.ratings})`}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          </div>
        )}
      </section>

      <section aria-labelledby="categories-title" className="space-y-4">
        <h2 id="categories-title" className="text-xl font-semibold text-ink">
          Busiest categories
        </h2>
        {term.categories.length === 0 ? (
          <p className="text-ink-muted">No events in this term yet.</p>
        ) : (
          <div className="grid gap-6 lg:grid-cols-2">
            <BarChart
              title="Members who came, per category"
              description={`The busiest: ${term.categories[0]!.category}. The table beside has every number.`}
              bars={term.categories.map((category) => ({ id: category.category, label: category.category, value: category.attended }))}
            />
            <table className="w-full border-collapse text-sm">
              <caption className="sr-only">Events and attendance per category</caption>
              <thead>
                <tr>
                  <th scope="col" className={head}>
                    Category
                  </th>
                  <th scope="col" className={`${head} text-right`}>
                    Events
                  </th>
                  <th scope="col" className={`${head} text-right`}>
                    Came
                  </th>
                </tr>
              </thead>
              <tbody>
                {term.categories.map((category) => (
                  <tr key={category.category}>
                    <th scope="row" className="border border-line p-2 text-left font-normal">
                      {category.category}
                    </th>
                    <td className={cell}>{category.events}</td>
                    <td className={cell}>{category.attended}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
