import type { Sponsor } from "~/content/schema/sponsors";
import { SponsorLogoLink } from "./sponsor-logo-link";

/** The given sponsors' logos in a row of small plates that wraps (the home page: the tiers that include it). */
export function SponsorStrip({ sponsors }: { sponsors: readonly Pick<Sponsor, "id" | "name" | "url" | "logo">[] }) {
  return (
    <ul className="mt-6 flex flex-wrap gap-4">
      {sponsors.map((sponsor) => (
        <li key={sponsor.id} className="w-36 sm:w-40">
          <SponsorLogoLink name={sponsor.name} url={sponsor.url} logo={sponsor.logo} size="small" />
        </li>
      ))}
    </ul>
  );
}
