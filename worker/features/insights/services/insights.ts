import { csv } from "../../../../src/shared/csv";
import { INSIGHTS_CSV_HEADER, INSIGHTS_FALLBACK_DAYS, type Insights } from "../../../../src/shared/insights";
import { formatInstant } from "../../../../src/shared/time/formats";
import { site } from "../../../../src/site.config";
import { ApiError } from "../../../http/api-error";
import { DAY, now } from "../../../lib/clock";
import type { ServiceContext } from "../../../services/context";
import { listTermsQuery } from "../../points/db/terms";
import { eventRatingsQuery, eventStatsQuery, membersActiveQuery } from "../db/insights";
import { formatUtcInstant } from "../../../../src/shared/time/utc-instant";

/**
 * What works (issue 21, decision 086): one term's events and members, for
 * officers. Two round trips: the terms (few), then the three statements of
 * db/insights.ts in one batch.
 */

/** The window in epoch ms, as the queries take it; the answer writes its instants as text. */
type Window = Omit<Insights["window"], "startsAt" | "endsAt"> & { startsAt: number; endsAt: number };

/** The term asked for; else the one running (or the last begun); else the last INSIGHTS_FALLBACK_DAYS days. */
function windowOf(terms: { id: string; name: string; startsAt: number; endsAt: number }[], termId: string | undefined, at: number): Window {
  if (termId !== undefined) {
    const term = terms.find((candidate) => candidate.id === termId);
    if (!term) throw new ApiError("NOT_FOUND", "No such term.", {}, { termId: "No such term." });
    return { termId: term.id, name: term.name, startsAt: term.startsAt, endsAt: term.endsAt };
  }
  const started = terms.filter((term) => term.startsAt <= at).at(-1);
  if (started) return { termId: started.id, name: started.name, startsAt: started.startsAt, endsAt: started.endsAt };
  return { termId: null, name: `The last ${INSIGHTS_FALLBACK_DAYS} days`, startsAt: at - INSIGHTS_FALLBACK_DAYS * DAY, endsAt: at };
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** GET /api/insights */
export async function insights(ctx: ServiceContext, termId: string | undefined): Promise<Insights> {
  const data = await gather(ctx, termId);
  return {
    ...data,
    window: { ...data.window, startsAt: formatUtcInstant(data.window.startsAt), endsAt: formatUtcInstant(data.window.endsAt) },
    events: data.events.map((event) => ({ ...event, startsAt: formatUtcInstant(event.startsAt) })),
  };
}

/** The insights with their instants in epoch ms, for the answer and the CSV. */
async function gather(ctx: ServiceContext, termId: string | undefined) {
  const at = now();
  const terms = await listTermsQuery(ctx.db);
  const window = windowOf(terms, termId, at);
  const [events, ratings, [members]] = await ctx.db.batch([
    eventStatsQuery(ctx.db, window.startsAt, window.endsAt, at),
    eventRatingsQuery(ctx.db, window.startsAt, window.endsAt),
    membersActiveQuery(ctx.db, window.startsAt, window.endsAt),
  ]);
  const ratingOf = new Map(ratings.map((row) => [row.eventId, row]));
  const rows = events.map((event) => {
    const rated = ratingOf.get(event.id);
    return {
      id: event.id,
      title: event.title,
      category: event.category,
      startsAt: event.startsAt,
      ended: event.endsAt <= at,
      rsvps: event.rsvps,
      attended: event.attended,
      noShows: event.noShows,
      walkIns: event.walkIns,
      firstTimers: event.firstTimers,
      ratings: rated?.ratings ?? 0,
      rating: rated ? oneDecimal(rated.average) : null,
    };
  });
  const categories = new Map<string, { category: string; events: number; attended: number }>();
  for (const event of rows) {
    const entry = categories.get(event.category) ?? { category: event.category, events: 0, attended: 0 };
    entry.events += 1;
    entry.attended += event.attended;
    categories.set(event.category, entry);
  }
  const active = members?.active ?? 0;
  const cameBack = members?.cameBack ?? 0;
  return {
    window,
    terms: terms.map((term) => ({ id: term.id, name: term.name })).reverse(),
    events: rows,
    term: {
      membersActive: active,
      cameBack,
      retention: active === 0 ? null : Math.round((cameBack / active) * 100) / 100,
      firstTimers: rows.reduce((sum, event) => sum + event.firstTimers, 0),
      categories: [...categories.values()].sort((a, b) => b.attended - a.attended || a.category.localeCompare(b.category)),
    },
  };
}

/** GET /api/insights?format=csv: one line per event, for the chapter's reports to its society. */
export async function insightsCsv(ctx: ServiceContext, termId: string | undefined): Promise<{ body: string; fileName: string }> {
  const data = await gather(ctx, termId);
  const body = csv(
    INSIGHTS_CSV_HEADER,
    data.events.map((event) => [
      event.title,
      event.category,
      formatInstant("shortDay", event.startsAt, site.timeZone),
      event.rsvps,
      event.attended,
      event.ended ? event.noShows : "",
      event.walkIns,
      event.firstTimers,
      event.ratings,
      event.rating,
    ]),
  );
  const slug = data.window.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return { body, fileName: `insights-${slug || "term"}.csv` };
}
