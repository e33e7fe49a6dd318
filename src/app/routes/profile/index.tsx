import { Link } from "react-router";
import { primaryButton } from "~/components/buttons";
import { ProfileHeading } from "~/features/account/components/profile-heading";
import { ProfileOverview } from "~/features/account/components/profile-overview";
import { WithCurrentUser } from "~/features/account/components/with-current-user";
import { useAuth } from "~/features/account/hooks/use-auth";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/index";

export const loader = () => ({ meta: pageMeta("/profile") });
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

export default function ProfileIndex() {
  const { isSponsor } = useAuth();
  return (
    <>
      <ProfileHeading title="Your profile" />
      {isSponsor && (
        // A recruiter comes for the book: its way in first.
        <p className="mb-8">
          <Link to="/sponsor" prefetch="intent" className={primaryButton}>
            Open the résumé book
          </Link>
        </p>
      )}
      <WithCurrentUser>{(user) => <ProfileOverview user={user} />}</WithCurrentUser>
    </>
  );
}
