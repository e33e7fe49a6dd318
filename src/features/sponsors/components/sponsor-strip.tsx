import type { Sponsor } from "~/content/schema/sponsors";
import { SponsorLogoLink } from "./sponsor-logo-link";

/** Every sponsor's logo in one row of small plates (the home page). */
export function SponsorStrip({ sponsors }: { sponsors: readonly Pick<Sponsor, "id" | "name" | "url" | "logo">[] }) {
  return (
    <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-4 lg:grid-cols-7">
      {sponsors.map((sponsor) => (
        <li key={sponsor.id}>
          <SponsorLogoLink name={sponsor.name} url={sponsor.url} logo={sponsor.logo} size="small" />
        </li>
      ))}
    </ul>
  );
}
