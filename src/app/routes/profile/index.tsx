import { findPage } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/profile");

export default function ProfileOverview() {
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-ink">Your profile</h1>
      <p className="mt-3 text-ink-muted">{findPage("/profile").description}</p>
    </>
  );
}
