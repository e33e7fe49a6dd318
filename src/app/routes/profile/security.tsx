import { findPage } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/profile/security");

export default function ProfileSecurity() {
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-ink">Security</h1>
      <p className="mt-3 text-ink-muted">{findPage("/profile/security").description}</p>
    </>
  );
}
