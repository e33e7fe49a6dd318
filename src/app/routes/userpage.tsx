import { PageShell } from "~/components/page-shell";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/userpage");

export default function UserPage() {
  return (
    <PageShell
      title="My public page"
      lead="Every member has a public page with their name, username, points and role. Your e-mail address shows there only if you choose so in your profile."
    />
  );
}
