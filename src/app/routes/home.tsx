import { Link } from "react-router";
import { PillarIcon } from "~/components/pillar-icon";
import { ABOUT } from "~/content/about";
import { eventInstants } from "~/content/event-times";
import { EVENTS } from "~/content/events";
import { PROGRAMS } from "~/content/programs";
import { SPONSORS } from "~/content/sponsors";
import { EventSummary } from "~/features/events/components/event-summary";
import { splitEvents } from "~/features/events/lib/split-events";
import { SponsorLogoLink } from "~/features/sponsors/components/sponsor-logo-link";
import { pageMeta } from "~/lib/page-meta";
import { useNow } from "~/lib/use-now";
import { site } from "~/site.config";
import type { Route } from "./+types/home";

export const meta = () => pageMeta("/");

const SHOWN_EVENTS = 3;

/**
 * Runs when the page is prerendered. The home page takes its content from the
 * loader rather than importing the content files, so the first page most
 * visitors load carries only what it shows, as data in the HTML rather than
 * as JavaScript (the first-load budget, decision 005).
 */
export function loader() {
  const renderedAt = Date.now();
  return {
    renderedAt,
    // Everything still upcoming at build time, soonest first, with the instant
    // each ends (so the browser needs no time-zone code); the page picks the
    // next few by the visitor's clock.
    events: splitEvents(EVENTS, renderedAt).upcoming.map(({ id, title, category, start, end, location }) => ({
      id,
      title,
      category,
      start,
      end,
      location,
      endsAt: eventInstants({ start, end }).end.getTime(),
    })),
    pillars: ABOUT.pillars,
    programs: PROGRAMS.map(({ slug, name, tagline }) => ({ slug, name, tagline })),
    sponsors: SPONSORS.map(({ id, name, url, logo }) => ({ id, name, url, logo })),
  };
}

const h2 = "text-2xl font-bold text-ink sm:text-3xl";

export default function Home({ loaderData }: Route.ComponentProps) {
  const { events, pillars, programs, sponsors } = loaderData;
  const now = useNow(loaderData.renderedAt);
  const upcoming = events.filter((event) => event.endsAt > now).slice(0, SHOWN_EVENTS);
  return (
    <>
      <section className="bg-brand-navy text-white">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-green">{site.university}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
            Asian scientists and engineers, growing together.
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-200">
            {site.productName} helps students of every background prepare for careers in science and engineering, give back
            to the community and find friends along the way. Membership is free and open to every student.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to="/signup"
              prefetch="intent"
              className="inline-flex items-center rounded-md bg-brand-green px-4 py-2 text-sm font-semibold text-brand-navy hover:bg-white"
            >
              Join the chapter
            </Link>
            <Link
              to="/events"
              prefetch="intent"
              className="inline-flex items-center rounded-md border border-white/40 px-4 py-2 text-sm font-semibold hover:bg-white/10"
            >
              See upcoming events
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="pillars-title" className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="pillars-title" className={h2}>
          What we do
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {pillars.map((pillar) => (
            <li key={pillar.id} className="rounded-xl border border-line bg-surface-raised p-5">
              <PillarIcon pillar={pillar.id} className="size-7 text-link" />
              <h3 className="mt-3 font-semibold text-ink">{pillar.name}</h3>
              <p className="mt-2 text-sm text-ink-muted">{pillar.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="events-title" className="bg-surface-muted">
        <div className="mx-auto max-w-6xl px-4 py-14">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h2 id="events-title" className={h2}>
              Upcoming events
            </h2>
            <Link to="/events" prefetch="intent" className="font-semibold text-link underline underline-offset-4">
              All events and slides
            </Link>
          </div>
          {upcoming.length ? (
            <ul className="mt-6 grid gap-4 md:grid-cols-3">
              {upcoming.map((event) => (
                <li key={event.id}>
                  <EventSummary event={event} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-4 text-ink-muted">Next term's events are being planned. See you soon!</p>
          )}
        </div>
      </section>

      <section aria-labelledby="programs-title" className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="programs-title" className={h2}>
          Programs
        </h2>
        <p className="mt-2 max-w-2xl text-ink-muted">Year-long ways to get involved, open to every member.</p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {programs.map((program) => (
            <li key={program.slug} className="relative rounded-xl border border-line bg-surface-raised p-5 hover:border-brand-blue">
              <h3 className="font-semibold text-ink">
                <Link to={`/${program.slug}`} prefetch="intent" className="after:absolute after:inset-0 after:rounded-xl hover:text-link">
                  {program.name}
                </Link>
              </h3>
              <p className="mt-2 text-sm text-ink-muted">{program.tagline}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="sponsors-title" className="border-t border-line">
        <div className="mx-auto max-w-6xl px-4 py-14">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h2 id="sponsors-title" className={h2}>
              Our sponsors
            </h2>
            <Link to="/sponsors" prefetch="intent" className="font-semibold text-link underline underline-offset-4">
              Become a sponsor
            </Link>
          </div>
          <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-4 lg:grid-cols-7">
            {sponsors.map((sponsor) => (
              <li key={sponsor.id}>
                <SponsorLogoLink name={sponsor.name} url={sponsor.url} logo={sponsor.logo} size="small" />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="join-title" className="bg-brand-navy text-white">
        <div className="mx-auto flex max-w-6xl flex-col items-start gap-4 px-4 py-12 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 id="join-title" className="text-2xl font-bold">
              Ready to join?
            </h2>
            <p className="mt-1 text-slate-200">Create an account to earn points, join a mentor family and travel with us.</p>
          </div>
          <Link
            to="/signup"
            prefetch="intent"
            className="inline-flex items-center rounded-md bg-brand-green px-4 py-2 text-sm font-semibold text-brand-navy hover:bg-white"
          >
            Sign up — it's free
          </Link>
        </div>
      </section>
    </>
  );
}
