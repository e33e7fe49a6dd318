import { FONT, escapeXml } from "./palette.ts";

/** Draws a mark in its two colours. */
type Mark = (color: string, accent: string) => string;

// Fictional sponsors' logos: a geometric mark and a wordmark, 600×240 on a
// transparent background (the pages show them on a white plate).
const MARKS = {
  feather: (c, a) =>
    `<path d="M40 190 C60 110 120 60 190 50 C170 120 120 170 40 190 Z" fill="${c}"/><path d="M40 190 L150 90" stroke="${a}" stroke-width="6"/>`,
  peak: (c, a) => `<path d="M30 190 L100 70 L130 120 L150 90 L200 190 Z" fill="${c}"/><circle cx="150" cy="60" r="18" fill="${a}"/>`,
  leaf: (c, a) => `<circle cx="115" cy="120" r="78" fill="${c}"/><path d="M80 160 C80 110 110 80 160 80 C160 130 130 160 80 160 Z" fill="${a}"/>`,
  grid: (c, a) =>
    [0, 1, 2]
      .flatMap((r) => [0, 1, 2].map((q) => `<rect x="${45 + q * 48}" y="${45 + r * 48}" width="40" height="40" rx="8" fill="${(r + q) % 2 ? a : c}"/>`))
      .join(""),
  wave: (c, a) =>
    `<rect x="40" y="45" width="150" height="150" rx="30" fill="${c}"/><path d="M55 130 Q85 100 115 130 T175 130" stroke="${a}" stroke-width="12" fill="none"/><path d="M55 165 Q85 135 115 165 T175 165" stroke="${a}" stroke-width="12" fill="none" opacity="0.6"/>`,
  page: (c, a) =>
    `<path d="M60 40 h90 l40 40 v120 h-130 Z" fill="${c}"/><path d="M150 40 v40 h40" fill="${a}"/><rect x="80" y="110" width="90" height="10" fill="${a}"/><rect x="80" y="140" width="70" height="10" fill="${a}"/>`,
  orbit: (c, a) =>
    `<circle cx="115" cy="120" r="40" fill="${c}"/><ellipse cx="115" cy="120" rx="85" ry="30" fill="none" stroke="${a}" stroke-width="8" transform="rotate(-25 115 120)"/>`,
} satisfies Record<string, Mark>;

/** A sponsor's logo: which mark, its two colours, and the name and kind of business under it. */
export type Logo = { mark: keyof typeof MARKS; color: string; accent: string; lines: [name: string, kind: string] };

export const LOGOS: Record<string, Logo> = {
  "sponsors/quillfeather-robotics.svg": { mark: "feather", color: "#1d4ed8", accent: "#0ea5e9", lines: ["Quillfeather", "ROBOTICS"] },
  "sponsors/cinderpeak-energy.svg": { mark: "peak", color: "#c2410c", accent: "#f59e0b", lines: ["Cinderpeak", "ENERGY"] },
  "sponsors/bluemoss-bio.svg": { mark: "leaf", color: "#0f766e", accent: "#a3e635", lines: ["Bluemoss", "BIO"] },
  "sponsors/orchard-compute.svg": { mark: "grid", color: "#7c3aed", accent: "#c4b5fd", lines: ["Orchard", "COMPUTE"] },
  "sponsors/saltmarsh-materials.svg": { mark: "wave", color: "#0369a1", accent: "#e0f2fe", lines: ["Saltmarsh", "MATERIALS"] },
  "sponsors/vellum-data.svg": { mark: "page", color: "#be123c", accent: "#fecdd3", lines: ["Vellum", "DATA"] },
  "sponsors/pinewhistle-aerospace.svg": { mark: "orbit", color: "#334155", accent: "#22c55e", lines: ["Pinewhistle", "AEROSPACE"] },
};

export function logoSvg({ mark, color, accent, lines }: Logo): string {
  const [name, kind] = lines;
  // Fit the name in the 370 px right of the mark (bold sans: about 0.7 em a letter).
  const size = Math.min(56, Math.floor(370 / (0.7 * name.length)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="240" viewBox="0 0 600 240">
${MARKS[mark](color, accent)}
<text x="210" y="122" font-family="${FONT}" font-size="${size}" font-weight="bold" fill="${color}">${escapeXml(name)}</text>
<text x="212" y="162" font-family="${FONT}" font-size="24" letter-spacing="6" fill="#334155">${escapeXml(kind)}</text>
</svg>`;
}
