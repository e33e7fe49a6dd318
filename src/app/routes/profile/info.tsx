import { Section } from "~/components/page-shell";
import { AcademicProfileForm } from "~/features/account/components/academic-profile-form";
import { ProfileHeading } from "~/features/account/components/profile-heading";
import { ProfileInfoForm } from "~/features/account/components/profile-info-form";
import { WithCurrentUser } from "~/features/account/components/with-current-user";
import { useAuth } from "~/features/account/hooks/use-auth";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/info";

export const loader = () => ({ meta: pageMeta("/profile/info") });
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

export default function Info() {
  // A recruiter's (sponsor-only) account has no academic profile.
  const { isMember } = useAuth();
  return (
    <>
      <ProfileHeading title="Profile info" lead="Your name and username are shown on your public member page." />
      <WithCurrentUser>
        {(user) => (
          <div className="space-y-12">
            <ProfileInfoForm user={user} />
            {isMember && (
              <Section title="Academic profile" id="academic-profile">
                <p className="max-w-xl text-ink-muted">
                  Sponsors see your major, graduation term, degree and links in the résumé book once you join it (under Résumé). Your public page shows only
                  what you tick below.
                </p>
                <AcademicProfileForm user={user} />
              </Section>
            )}
          </div>
        )}
      </WithCurrentUser>
    </>
  );
}
