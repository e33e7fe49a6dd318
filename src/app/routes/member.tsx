import { PublicMemberPage } from "~/features/account/components/public-member-page";
import { MemberStanding } from "~/features/points/components/member-standing";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/member";

/**
 * Not prerendered (any username and id): the Worker serves the SPA fallback
 * when the member exists, a 404 otherwise. Without a build-time loader, the
 * tags are computed here; the page names itself once the member is known.
 */
export const meta = () => pageMeta("/users/:username/:id");

export default function Member({ params }: Route.ComponentProps) {
  return (
    <>
      <PublicMemberPage username={params.username} id={params.id} />
      {/* The points feature's part of the page: this term's events attended and rank (decision 045). */}
      <MemberStanding username={params.username} id={params.id} />
    </>
  );
}
