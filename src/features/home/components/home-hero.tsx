import type { ReactNode } from "react";
import { Link } from "react-router";
import { site } from "~/site.config";

/**
 * The home page's opening: who we are, and the two ways in (join, events).
 * On wide screens `aside` fills the right half (the next event); on phones
 * it is left out, and the events follow the hero instead.
 */
export function HomeHero({ aside }: { aside?: ReactNode }) {
  return (
    <section className="bg-brand-deep text-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 sm:py-24 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-accent">{site.university}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{site.society.headline}</h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-200">
            {site.productName} helps students of every background prepare for careers in science and engineering, give back to the community and find friends
            along the way. Membership is free and open to every student.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to="/signup"
              prefetch="intent"
              className="inline-flex items-center rounded-md bg-brand-accent px-4 py-2 text-sm font-semibold text-brand-deep hover:bg-white signed-in:hidden"
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
        {aside && <div className="hidden lg:block">{aside}</div>}
      </div>
    </section>
  );
}
