import { PublicMemberPage } from "~/features/account/components/public-member-page";
import { MemberStanding } from "~/features/points/components/member-standing";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/member";

/**
 * Not prerendered (any username and id): the Worker serves the SPA fallback
 * with the member's share tags and public view written in when the member
 * exists, a 404 otherwise (docs/decisions/032-member-page-tags.md). The page
 * names itself once the member is known.
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
