import encodeQR from "qr";
import { useMemo } from "react";

/**
 * A QR code as SVG (paulmillr's `qr`, loaded only with the display). Dark
 * modules on white in both themes, with the quiet zone the standard asks
 * for: phone cameras read that best, also from a projector.
 */
export function QrCode({ value, label, className = "" }: { value: string; label: string; className?: string }) {
  const svg = useMemo(() => encodeQR(value, "svg", { ecc: "medium", border: 4 }), [value]);
  return (
    <div
      role="img"
      aria-label={label}
      className={`aspect-square bg-white [&>svg]:block [&>svg]:h-full [&>svg]:w-full ${className}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the SVG is made by `qr` from our own URL: markup we generate, not a member's text
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
