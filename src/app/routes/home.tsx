import { Link } from "react-router";
import { pageMeta } from "~/lib/page-meta";
import { site } from "~/site.config";

export const meta = () => pageMeta("/");

const PILLARS = [
  { name: "Professional development", text: "Résumé reviews, company talks and interview practice." },
  { name: "Service", text: "Volunteering on campus and in the community." },
  { name: "Socials", text: "Game nights, potlucks and trips to meet other members." },
  { name: "Sports", text: "Intramural teams and tournaments for every level." },
  { name: "Mentorship", text: "Mentor-mentee pairs across years and majors." },
];

export default function Home() {
  return (
    <>
      <section className="bg-brand-navy text-white">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-green">{site.university}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
            Asian scientists and engineers, growing together.
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-200">
            {site.productName} helps students of every background prepare for careers in science and engineering,
            give back to the community and find friends along the way.
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
        <h2 id="pillars-title" className="text-2xl font-bold text-ink">
          What we do
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {PILLARS.map((pillar) => (
            <li key={pillar.name} className="rounded-lg border border-line bg-surface-raised p-4">
              <h3 className="font-semibold text-ink">{pillar.name}</h3>
              <p className="mt-2 text-sm text-ink-muted">{pillar.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
