import { updateUser } from "~/features/account/api/update-user";
import { MembersAdmin } from "~/features/account/components/admin/members-admin";
import { ProfileHeading } from "~/features/account/components/profile-heading";
import { RequireAdmin } from "~/features/account/components/require-admin";
import { SponsorAccessAction } from "~/features/resume-book/components/admin/sponsor-access-action";
import { pageMeta } from "~/lib/page-meta";
import { SPONSOR_ROLE } from "~/shared/roles";
import type { Route } from "./+types/admin-members";

export const loader = () => ({ meta: pageMeta("/profile/admin/members") });
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

export default function AdminMembers() {
  return (
    <>
      <ProfileHeading title="Members" lead="Every account: search, edit roles and points, grant sponsors access to the résumé book, add or delete members." />
      <RequireAdmin>
        <MembersAdmin
          // The résumé book's "Sponsor access" in each row; making a recruiter's account (the sponsor role alone) is an account call.
          rowActions={(member, update) => (
            <SponsorAccessAction
              account={member}
              makeRecruiter={async () => (await updateUser({ id: member.id, roles: SPONSOR_ROLE })).roles}
              onRolesChanged={(roles) => update({ ...member, roles })}
            />
          )}
        />
      </RequireAdmin>
    </>
  );
}
