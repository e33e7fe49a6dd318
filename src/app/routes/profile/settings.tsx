import { useNavigate } from "react-router";
import { Section } from "~/components/page-shell";
import { useAuth } from "~/features/account/hooks/use-auth";
import { WithCurrentUser } from "~/features/account/components/with-current-user";
import { ThemeChoice } from "~/features/theme/components/theme-choice";
import { DeleteAccount } from "~/features/account/components/delete-account";
import { pageMeta } from "~/lib/page-meta";
import { toast } from "~/lib/toast";
import { ProfileHeading } from "~/features/account/components/profile-heading";

export const meta = () => pageMeta("/profile/settings");

export default function Settings() {
  const { markSignedOut } = useAuth();
  const navigate = useNavigate();

  async function onDeleted() {
    // Leave the members-only page first, or it would send us to log in.
    await navigate("/");
    markSignedOut();
    toast.success("Your account has been deleted.");
  }

  return (
    <>
      <ProfileHeading title="Settings" />
      <div className="space-y-10">
        <Section title="Display mode" id="display-mode">
          <ThemeChoice />
        </Section>
        <Section title="Delete your account" id="delete-account">
          <p className="text-ink-muted">Your profile, points and public page are deleted for good.</p>
          <WithCurrentUser>{(user) => <DeleteAccount user={user} onDeleted={() => void onDeleted()} />}</WithCurrentUser>
        </Section>
      </div>
    </>
  );
}
