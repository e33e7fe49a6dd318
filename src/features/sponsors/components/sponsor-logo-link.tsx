import type { ReactNode } from "react";

type Props = { url: string; size: "large" | "small"; children: ReactNode };

/**
 * A sponsor's logo (the children) linking to the sponsor, on a white plate in both themes (logos
 * are drawn for a light background). The logo's alt text is the name, which is what the link says.
 */
export function SponsorLogoLink({ url, size, children }: Props) {
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className={`block rounded-xl border border-line bg-white shadow-sm transition hover:border-brand-blue hover:shadow ${size === "large" ? "p-4" : "p-2"}`}
    >
      {children}
    </a>
  );
}

/** What the link says: the name, and that it opens a new tab. */
export const sponsorLinkText = (name: string) => `${name} (opens in a new tab)`;

/** Where a sponsor has no logo yet: its name on the plate, in the logo's shape. */
export function SponsorNamePlate({ name }: { name: string }) {
  return (
    <span className="flex aspect-[5/2] items-center justify-center text-center text-lg font-semibold text-neutral-900">
      {name}
      <span className="sr-only"> (opens in a new tab)</span>
    </span>
  );
}
