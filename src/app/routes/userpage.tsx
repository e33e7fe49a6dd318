import { PageShell } from "~/components/page-shell";
import { OwnPublicPage } from "~/features/account/components/own-public-page";
import { RequireMember } from "~/features/account/components/require-member";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/userpage";

export const loader = () => ({ meta: pageMeta("/userpage") });
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

/**
 * A stable link to "my public page": a member goes to /users/{username}/{id},
 * a visitor logs in first (docs/decisions/013-userpage-authed-and-members-only-pages.md).
 */
export default function UserPage() {
  return (
    <RequireMember placeholder={<PageShell title="My public page" lead="Loading..." />}>
      <OwnPublicPage />
    </RequireMember>
  );
}
