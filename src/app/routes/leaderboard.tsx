import { PageShell } from "~/components/page-shell";
import { SponsorAccountNotice } from "~/features/account/components/require-chapter-member";
import { useAuth } from "~/features/account/hooks/use-auth";
import { Leaderboard } from "~/features/points/components/leaderboard";
import { pageMeta } from "~/lib/page-meta";
import { useQueryState } from "~/lib/use-query-state";
import type { Route } from "./+types/leaderboard";

/** Prerendered as a shell: members' boards come from the API in the browser; visitors see a prompt to log in. */
export const loader = () => ({ meta: pageMeta("/leaderboard") });
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;
export const shouldRevalidate = () => false;

export default function LeaderboardPage() {
  const { isLoading, isAuthenticated, isMember, userId, username } = useAuth();
  const { values, update } = useQueryState({ term: "current" });
  return (
    <PageShell title="Leaderboard" lead="Members earn points by checking in at the chapter's events. Who has the most this term?">
      {isAuthenticated && !isMember ? (
        <SponsorAccountNotice />
      ) : (
        <Leaderboard signedIn={isLoading ? null : isAuthenticated} viewer={{ userId, username }} term={values.term} onTerm={(term) => update({ term })} />
      )}
    </PageShell>
  );
}
