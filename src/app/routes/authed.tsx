import { PageShell } from "~/components/page-shell";
import { MemberHub } from "~/features/account/components/member-hub";
import { RequireMember } from "~/features/account/components/require-member";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/authed";

export const loader = () => ({ meta: pageMeta("/authed") });
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

/** The members-only hub (docs/decisions/013-userpage-authed-and-members-only-pages.md). */
export default function Authed() {
  return (
    <RequireMember placeholder={<PageShell title="Members" lead="Loading..." />}>
      <MemberHub />
    </RequireMember>
  );
}
