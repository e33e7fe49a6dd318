import { PageShell } from "~/components/page-shell";
import { EventsByDate } from "~/features/events/components/events-by-date";
import { SlidesSection } from "~/features/events/components/slides-section";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/events";

/** Runs when the page is prerendered: the build's clock, for a first render that matches the HTML. */
export function loader() {
  return { meta: pageMeta("/events"), renderedAt: Date.now() };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

export default function Events({ loaderData }: Route.ComponentProps) {
  return (
    <PageShell
      width="wide"
      title="Events & Slides"
      lead="General meetings, career nights, service days, socials and games — open to every student. Add any event to your calendar, and catch up on the slides of the ones you missed."
    >
      <EventsByDate renderedAt={loaderData.renderedAt} />
      <SlidesSection />
    </PageShell>
  );
}
