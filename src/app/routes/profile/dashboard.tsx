import { findPage } from "~/content/pages";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/profile/dashboard");

export default function ProfileDashboard() {
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-ink">Dashboard</h1>
      <p className="mt-3 text-ink-muted">{findPage("/profile/dashboard").description}</p>
    </>
  );
}
