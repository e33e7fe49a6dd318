import { useCallback, useState } from "react";
import { secondaryButton } from "~/components/buttons";
import { SelectField } from "~/components/select-field";
import { Stat } from "~/components/stat";
import { useLoaded } from "~/lib/use-loaded";
import type { EventInsight } from "~/shared/insights";
import { formatInstant } from "~/shared/time/formats";
import { site } from "~/site.config";
import { getInsights, insightsCsvPath } from "../api/insights";
import { BarChart, type Series } from "./bar-chart";
import { toEpochMs } from "~/shared/time/instant";

const day = (instant: string) => formatInstant("shortDay", toEpochMs(instant), site.timeZone);
const cell = "border border-line p-2 text-right tabular-nums";
const head = "border border-line bg-surface-muted p-2 text-left";

/** RSVPs against who came: two bars per event (issue 35). */
const EVENT_SERIES: readonly Series[] = [
  { name: "RSVPs", barClass: "bg-slate-400 dark:bg-slate-500" },
  { name: "Came", barClass: "bg-brand" },
];

/** Each measure of an event, with what it counts (shown under the table, in words a new officer reads). */
const MEASURES = [
  { label: "RSVPs", meaning: "members who said they were going or joined the waitlist." },
  { label: "Came", meaning: "members who checked in, with or without an RSVP." },
  { label: "No-shows", meaning: "members going who did not check in; counted once the event is over." },
  { label: "Walk-ins", meaning: "members who checked in without an RSVP." },
  { label: "First-timers", meaning: "members at their first of the chapter's events." },
  { label: "Rating", meaning: "the average of the feedback's stars (1–5), with how many rated." },
] as const;

/** An event's numbers in the order of MEASURES. */
const eventNumbers = (event: EventInsight): [string, string][] => [
  ["RSVPs", String(event.rsvps)],
  ["Came", String(event.attended)],
  ["No-shows", event.ended ? String(event.noShows) : "–"],
  ["Walk-ins", String(event.walkIns)],
  ["First-timers", String(event.firstTimers)],
  ["Rating", event.rating === null ? "–" : `${event.rating.toFixed(1)} (${event.ratings})`],
];

/**
 * What works (issue 21, decision 086): a term's events — RSVPs, who came,
 * no-shows, walk-ins, first-timers, rating — and its members, as charts
 * each with its numbers in a table beside it, and the CSV for the
 * chapter's reports.
 */
export function InsightsDashboard() {
  const [termId, setTermId] = useState<string | undefined>(undefined);
  const read = useCallback((signal: AbortSignal) => getInsights(termId, signal), [termId]);
  const { data, failure } = useLoaded(read);

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
              title="RSVPs and who came, per event"
              description={`${events.length} events, from ${events[0]!.title} to ${events.at(-1)!.title}; the most came to ${[...events].sort((a, b) => b.attended - a.attended)[0]!.title}. For each, a bar of RSVPs and a bar of who came; the table has every number.`}
              series={EVENT_SERIES}
              bars={events.map((event) => ({ id: event.id, label: event.title, values: [event.rsvps, event.attended] }))}
            />
            <div className="space-y-4">
              {/* On a phone each event is a card with every number (the table's columns did not fit, and were cut off without a cue). */}
              <ul aria-label="Attendance per event" className="space-y-3 sm:hidden">
                {events.map((event) => (
                  <li key={event.id} className="rounded-md border border-line p-3">
                    <p className="font-semibold break-words text-ink">{event.title}</p>
                    <p className="text-xs text-ink-muted">
                      {day(event.startsAt)} · {event.category}
                    </p>
                    <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
                      {eventNumbers(event).map(([label, value]) => (
                        <div key={label} className="flex justify-between gap-2">
                          <dt className="text-ink-muted">{label}</dt>
                          <dd className="tabular-nums text-ink">{value}</dd>
                        </div>
                      ))}
                    </dl>
                  </li>
                ))}
              </ul>
              <table className="hidden w-full border-collapse text-sm sm:table">
                <caption className="sr-only">Each event's RSVPs, attendance, no-shows, walk-ins, first-timers and rating</caption>
                <thead>
                  <tr>
                    <th scope="col" className={head}>
                      Event
                    </th>
                    {MEASURES.map(({ label }) => (
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
                      {eventNumbers(event).map(([label, value]) => (
                        <td key={label} className={cell}>
                          {value}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
              <section aria-labelledby="measures-title" className="rounded-md border border-line bg-surface-muted p-3 text-sm">
                <h3 id="measures-title" className="font-semibold text-ink">
                  What the numbers mean
                </h3>
                <dl className="mt-2 space-y-1">
                  {MEASURES.map(({ label, meaning }) => (
                    <div key={label}>
                      <dt className="inline font-medium text-ink">{label}: </dt>
                      <dd className="inline text-ink-muted">{meaning}</dd>
                    </div>
                  ))}
                </dl>
              </section>
            </div>
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
              series={[{ name: "Came", barClass: "bg-brand" }]}
              bars={term.categories.map((category) => ({ id: category.category, label: category.category, values: [category.attended] }))}
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
