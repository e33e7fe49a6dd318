import { findPage } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/profile/info");

export default function ProfileInfo() {
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-ink">Profile info</h1>
      <p className="mt-3 text-ink-muted">{findPage("/profile/info").description}</p>
    </>
  );
}
