import { ResponsiveImage } from "~/components/responsive-image";

type Props = { name: string; url: string; logo: string; size: "large" | "small" };

/**
 * A sponsor's logo linking to the sponsor, on a white plate in both themes
 * (logos are drawn for a light background). The logo's alt text is the name,
 * which is what the link says.
 */
export function SponsorLogoLink({ name, url, logo, size }: Props) {
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className={`block rounded-xl border border-line bg-white shadow-sm transition hover:border-brand hover:shadow ${size === "large" ? "p-4" : "p-2"}`}
    >
      <ResponsiveImage src={logo} kind="logo" alt={`${name} (opens in a new tab)`} sizes={size === "large" ? "(min-width: 768px) 320px, 80vw" : "160px"} />
    </a>
  );
}
