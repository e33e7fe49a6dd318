import { Section } from "~/components/page-shell";
import { ChangeEmailForm } from "~/features/account/components/change-email-form";
import { ChangePasswordForm } from "~/features/account/components/change-password-form";
import { PasskeysSection } from "~/features/account/components/passkeys/passkeys-section";
import { ProfileHeading } from "~/features/account/components/profile-heading";
import { SignOutEverywhere } from "~/features/account/components/sign-out-everywhere";
import { WithCurrentUser } from "~/features/account/components/with-current-user";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/security";

export const loader = () => ({ meta: pageMeta("/profile/security") });
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta;

export default function Security() {
  return (
    <>
      <ProfileHeading title="Security" />
      <div className="space-y-10">
        <Section title="Passkeys" id="passkeys">
          <PasskeysSection />
        </Section>
        <Section title="Change password" id="change-password">
          <p className="text-ink-muted">You stay signed in here; every other device is signed out.</p>
          <ChangePasswordForm />
        </Section>
        <Section title="Change e-mail address" id="change-email">
          <WithCurrentUser>{(user) => <ChangeEmailForm user={user} />}</WithCurrentUser>
        </Section>
        <Section title="Sign out everywhere" id="sign-out-everywhere">
          <p className="text-ink-muted">Signed in on a shared or lost device? End every session of your account, this one included.</p>
          <SignOutEverywhere />
        </Section>
      </div>
    </>
  );
}
