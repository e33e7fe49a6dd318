import type { Pillar } from "~/content/schema/about";

const PATHS: Record<Pillar["id"], React.ReactNode> = {
  professional: (
    <>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2M3 13h18" />
    </>
  ),
  service: <path d="M12 21s-7-4.4-9.3-8.6C1 9.2 2.8 5 6.6 5c2.2 0 3.6 1.3 5.4 3.4C13.8 6.3 15.2 5 17.4 5c3.8 0 5.6 4.2 3.9 7.4C19 16.6 12 21 12 21z" />,
  socials: (
    <>
      <circle cx="8" cy="9" r="3" />
      <circle cx="16" cy="9" r="3" />
      <path d="M2 20a6 6 0 0 1 12 0M10 20a6 6 0 0 1 12 0" />
    </>
  ),
  sports: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18" />
    </>
  ),
  mentorship: (
    <>
      <path d="M12 3 2 8l10 5 10-5-10-5z" />
      <path d="M6 10.5V16c3 2.5 9 2.5 12 0v-5.5M22 8v6" />
    </>
  ),
};

/** The icon of one of the five pillars (decorative: the pillar's name is always beside it). */
export function PillarIcon({ pillar, className = "size-6" }: { pillar: Pillar["id"]; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" className={className}>
      {PATHS[pillar]}
    </svg>
  );
}
