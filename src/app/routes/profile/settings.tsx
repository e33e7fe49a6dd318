import { findPage } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/profile/settings");

export default function ProfileSettings() {
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-ink">Settings</h1>
      <p className="mt-3 text-ink-muted">{findPage("/profile/settings").description}</p>
    </>
  );
}
