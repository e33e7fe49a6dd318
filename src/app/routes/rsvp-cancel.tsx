import { PageShell } from "~/components/page-shell";
import { RsvpLinkCancel } from "~/features/events/components/rsvp-link-cancel";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/rsvp-cancel";

export const loader = () => ({ meta: pageMeta("/rsvp/cancel") });
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

/** The link's token comes from the query string (read in the browser); the tags above do not depend on it. */
export const shouldRevalidate = () => false;

export default function RsvpCancel() {
  return (
    <PageShell title="Cancel RSVP" lead="From the link in your RSVP's e-mail: nothing changes until you press the button.">
      <RsvpLinkCancel />
    </PageShell>
  );
}
