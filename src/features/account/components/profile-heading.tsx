import type { ReactNode } from "react";

/** The h1 of a profile page and an optional line under it. */
export function ProfileHeading({ title, lead }: { title: string; lead?: ReactNode }) {
  return (
    <div className="mb-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{title}</h1>
      {lead && <p className="mt-2 text-ink-muted">{lead}</p>}
    </div>
  );
}
