import { ProfileHeading } from "~/features/account/components/profile-heading";
import { ResumePage } from "~/features/account/components/resume/resume-page";
import { WithCurrentUser } from "~/features/account/components/with-current-user";
import { useAuth } from "~/features/account/hooks/use-auth";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/resume";

export const loader = () => ({ meta: pageMeta("/profile/resume") });
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

export default function Resume() {
  const { isMember } = useAuth();
  return (
    <>
      <ProfileHeading title="Résumé" lead="Keep your résumé here, and choose whether the chapter's sponsors see it in the résumé book." />
      {isMember ? (
        <WithCurrentUser>{(user) => <ResumePage user={user} />}</WithCurrentUser>
      ) : (
        <p role="alert" className="rounded-md border border-line bg-surface-muted p-4">
          Résumés and the résumé book are for the chapter's members. A sponsor's account reads the book instead.
        </p>
      )}
    </>
  );
}
