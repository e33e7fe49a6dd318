import { Section } from "~/components/page-shell";
import { useAuth } from "~/features/account/hooks/use-auth";
import { ChangePasswordForm } from "~/features/account/components/change-password-form";
import { SignOutEverywhere } from "~/features/account/components/sign-out-everywhere";
import { pageMeta } from "~/lib/page-meta";
import { ProfileHeading } from "~/features/account/components/profile-heading";

export const meta = () => pageMeta("/profile/security");

export default function Security() {
  const { username } = useAuth();
  return (
    <>
      <ProfileHeading title="Security" />
      <div className="space-y-10">
        <Section title="Change password" id="change-password">
          <p className="text-ink-muted">You stay signed in here; every other device is signed out.</p>
          <ChangePasswordForm username={username} />
        </Section>
        <Section title="Sign out everywhere" id="sign-out-everywhere">
          <p className="text-ink-muted">Signed in on a shared or lost device? End every session of your account, this one included.</p>
          <SignOutEverywhere />
        </Section>
      </div>
    </>
  );
}
