import { listUsers } from "~/features/account/api/list-users";
import { ProfileHeading } from "~/features/account/components/profile-heading";
import { RequireAdmin } from "~/features/account/components/require-admin";
import { OfficersAdmin } from "~/features/officers/components/officers-admin";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/admin-officers";

export const loader = () => ({ meta: pageMeta("/profile/admin/officers") });
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

/** The members' search is the account feature's; the officers' page gives the role to whom it finds. */
const findMembers = async (q: string, signal?: AbortSignal) => (await listUsers({ q, page: 1, pageSize: 10 }, signal)).items;

export default function AdminOfficers() {
  return (
    <>
      <ProfileHeading title="Officers" lead="Who runs the chapter on this site: give and remove the officer role, and invite new officers by e-mail." />
      <RequireAdmin>
        <OfficersAdmin findMembers={findMembers} />
      </RequireAdmin>
    </>
  );
}
