import { PublicMemberPage } from "~/features/account/components/public-member-page";
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
  // `thisTerm`: where the points feature puts the member's events attended this term and rank.
  return <PublicMemberPage username={params.username} id={params.id} />;
}
