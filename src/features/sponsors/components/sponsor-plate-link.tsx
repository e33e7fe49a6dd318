import { ContentImage } from "~/components/content-image";
import type { SponsorView } from "../lib/sponsors";

/**
 * A sponsor from D1 linking to the sponsor, on a white plate in both themes (logos are drawn for a
 * light background): its logo, or its name where it has none yet. The link says the name. The same
 * plate as SponsorLogoLink, which the home page's strip keeps (with the build's images) until it
 * reads D1 too (decision 079) — then one of the two goes.
 */
export function SponsorPlateLink({ sponsor, large }: { sponsor: SponsorView; large: boolean }) {
  const name = `${sponsor.organisation} (opens in a new tab)`;
  return (
    <a
      href={sponsor.link}
      target="_blank"
      rel="noopener noreferrer"
      className={`block rounded-xl border border-line bg-white shadow-sm transition hover:border-brand hover:shadow ${large ? "p-4" : "p-2"}`}
    >
      {sponsor.logo ? (
        <ContentImage image={{ src: sponsor.logo.src, alt: name }} kind="logo" sizes={large ? "(min-width: 768px) 320px, 80vw" : "160px"} />
      ) : (
        <span className="flex aspect-[5/2] items-center justify-center text-center text-lg font-semibold text-neutral-900">
          {sponsor.organisation}
          <span className="sr-only"> (opens in a new tab)</span>
        </span>
      )}
    </a>
  );
}
