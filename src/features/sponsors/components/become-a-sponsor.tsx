import { Link } from "react-router";
import { primaryButton } from "~/components/buttons";
import type { SponsorTierInfo } from "~/content/schema/identity";
import { site } from "~/site.config";

/** What each tier includes (the identity file's `sponsorTiers`), and whom to write to (its `sponsorPitch`). */
export function BecomeASponsor({ tiers, pitch }: { tiers: readonly SponsorTierInfo[]; pitch: { intro: string; writeTo: string } }) {
  return (
    <section aria-labelledby="become-a-sponsor" className="mt-6 rounded-2xl bg-surface-muted p-6 sm:p-8">
      <h2 id="become-a-sponsor" className="text-2xl font-semibold text-ink">
        Become a sponsor
      </h2>
      <p className="mt-2 max-w-3xl text-ink-muted">{pitch.intro}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {tiers.map((info) => (
          <li key={info.tier} className="rounded-xl border border-line bg-surface-raised p-5">
            <h3 className="text-lg font-semibold text-ink">{info.label}</h3>
            <p className="font-medium text-link">{info.amount}</p>
            <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-ink">
              {info.benefits.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-ink">
        Write to {pitch.writeTo} at{" "}
        <a href={`mailto:${site.contactEmail}?subject=Sponsorship`} className="font-medium text-link underline underline-offset-4">
          {site.contactEmail}
        </a>{" "}
        or use the contact form; we answer within two school days and can send our sponsorship packet.
      </p>
      <Link to="/about#contact" prefetch="intent" className={`${primaryButton} mt-4`}>
        Contact us
      </Link>
    </section>
  );
}
