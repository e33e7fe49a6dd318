import { describe, expect, it } from "vitest";
import { site } from "../../src/site.config";
import { brandProperties } from "./brand-colours";

/**
 * The chapter's colours (src/site.config.ts `brand`) where the site uses them: a chapter that picks
 * its own learns here, before anyone cannot read its pages, which colour is too light or too dark.
 * WCAG 2: 4.5:1 for text, 3:1 for a focus ring. The grounds are the stylesheet's (src/app/app.css).
 */
const WHITE = "#FFFFFF";
const BLACK = "#000000";
const INK = "#0F1B26";
const INK_ON_DARK = "#E8EEF4";
const LIGHT_GROUNDS = [WHITE, "#F3F6F9"];
const DARK_GROUNDS = ["#0B1520", "#122130", "#16283A"];

const channels = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
const linear = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
const luminance = (hex: string) => {
  const [r, g, b] = channels(hex).map(linear) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return Math.round(((hi + 0.05) / (lo + 0.05)) * 100) / 100;
}
/** CSS `color-mix(in srgb, a p%, b)`. */
const mix = (a: string, share: number, b: string) =>
  `#${channels(a)
    .map((c, i) => Math.round(c * share + channels(b)[i]! * (1 - share)))
    .map((c) => c.toString(16).padStart(2, "0"))
    .join("")}`;

describe(`the brand colours of ${site.shortName}`, () => {
  const { primary, primaryHover, deep, onDark, accent, accentText } = site.brand;

  it("are six-digit hex colours, written into the stylesheet as its --brand-* properties", () => {
    for (const colour of Object.values(site.brand)) expect(colour).toMatch(/^#[0-9A-Fa-f]{6}$/);
    expect(brandProperties(site.brand)).toBe(
      `:root { --brand-primary: ${primary}; --brand-primary-hover: ${primaryHover}; --brand-deep: ${deep}; --brand-on-dark: ${onDark}; --brand-accent: ${accent}; --brand-accent-text: ${accentText}; }\n`,
    );
  });

  it("text and buttons are readable in the light theme", () => {
    for (const ground of LIGHT_GROUNDS) expect(contrast(primary, ground), `primary on ${ground}`).toBeGreaterThanOrEqual(4.5);
    expect(contrast(WHITE, primary), "white on primary").toBeGreaterThanOrEqual(4.5);
    expect(contrast(WHITE, primaryHover), "white on primaryHover").toBeGreaterThanOrEqual(4.5);
    expect(contrast(accentText, WHITE), "accentText on white").toBeGreaterThanOrEqual(4.5);
    expect(contrast(primaryHover, WHITE), "the focus ring").toBeGreaterThanOrEqual(3);
    expect(contrast(INK, mix(accent, 0.3, WHITE)), "a search highlight").toBeGreaterThanOrEqual(4.5);
  });

  it("text is readable in the dark theme and on the deep ground", () => {
    for (const ground of DARK_GROUNDS) {
      expect(contrast(onDark, ground), `onDark on ${ground}`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(accent, ground), `accent (badges) on ${ground}`).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast(WHITE, deep), "white on deep").toBeGreaterThanOrEqual(4.5);
    expect(contrast(accent, deep), "accent on deep (the home page's school name)").toBeGreaterThanOrEqual(4.5);
    expect(contrast(INK_ON_DARK, mix(accent, 0.38, BLACK)), "a search highlight").toBeGreaterThanOrEqual(4.5);
  });
});
