import { MembersAdmin } from "~/features/account/components/admin/members-admin";
import { ProfileHeading } from "~/features/account/components/profile-heading";
import { RequireAdmin } from "~/features/account/components/require-admin";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/admin-members";

export const loader = () => ({ meta: pageMeta("/profile/admin/members") });
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

export default function AdminMembers() {
  return (
    <>
      <ProfileHeading title="Members" lead="Every account: search, edit roles and points, add or delete members." />
      <RequireAdmin>
        <MembersAdmin />
      </RequireAdmin>
    </>
  );
}
