import { readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { NOT_FOUND_PAGE, PAGES, shareImageSlug, type PageInfo } from "../../src/content/pages";
import { site } from "../../src/site.config";

/** The chapter's mark (src/logo.svg), read once for every page's image. */
let logo: string | undefined;

/** The mark placed as an SVG of its own at (x, y), `size` wide and high. */
function mark(x: number, y: number, size: number): string {
  logo ??= readFileSync(new URL("../../src/logo.svg", import.meta.url), "utf8").replace(/<\?xml[^>]*>\s*/, "");
  const open = logo.match(/^<svg\b[^>]*>/)![0];
  const placed = open.replace(/\s(?:x|y|width|height)="[^"]*"/g, "").replace(/^<svg/, `<svg x="${x}" y="${y}" width="${size}" height="${size}"`);
  return logo.replace(open, placed);
}

const WIDTH = 1200;
const HEIGHT = 630;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!);

/** Greedy word wrap by character count: good enough for a bold sans-serif at a fixed size. */
function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (`${line} ${word}`.trim().length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = `${line} ${word}`.trim();
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    lines.length = maxLines;
    lines[maxLines - 1] = `${lines[maxLines - 1]!.replace(/[\s.,;:]+\S*$/, "")}…`;
  }
  return lines;
}

/** The share image of a page as SVG: brand colours, the logo mark, the page name and description. */
export function shareImageSvg(page: PageInfo): string {
  const title = wrap(page.name, 24, 2);
  // A byline needs a line of its own: with a two-line title, the description gets two.
  const description = wrap(page.description, 52, page.byline && title.length > 1 ? 2 : 3);
  const font = "DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif";
  const titleLines = title.map((line, i) => `<tspan x="80" dy="${i === 0 ? 0 : 92}">${escapeXml(line)}</tspan>`).join("");
  const descriptionTop = 300 + (title.length - 1) * 92 + 70;
  const descriptionLines = description.map((line, i) => `<tspan x="80" dy="${i === 0 ? 0 : 46}">${escapeXml(line)}</tspan>`).join("");
  // Blog posts name their author and date under the description.
  const byline = page.byline
    ? `<text x="80" y="${descriptionTop + (description.length - 1) * 46 + 58}" font-family="${font}" font-size="28" fill="${site.brand.accent}">${escapeXml(page.byline)}</text>`
    : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <rect width="${WIDTH}" height="${HEIGHT}" fill="${site.brand.deep}"/>
  <rect x="0" y="${HEIGHT - 18}" width="${WIDTH}" height="18" fill="${site.brand.accent}"/>
  <rect x="0" y="0" width="18" height="${HEIGHT - 18}" fill="${site.brand.primary}"/>
  ${mark(80, 70, 80)}
  <text x="190" y="128" font-family="${font}" font-size="36" font-weight="bold" fill="#ffffff">${escapeXml(site.productName)}</text>
  <text x="190" y="168" font-family="${font}" font-size="24" fill="${site.brand.onDark}">${escapeXml(site.university)}</text>
  <text x="80" y="300" font-family="${font}" font-size="80" font-weight="bold" fill="#ffffff">${titleLines}</text>
  <text x="80" y="${descriptionTop}" font-family="${font}" font-size="34" fill="#d5e3f0">${descriptionLines}</text>
  ${byline}
</svg>`;
}

/** One 1200×630 PNG per page at `og/<slug>.png` (see src/lib/page-meta.ts). */
export async function writeShareImages(clientDir: string) {
  const outDir = path.join(clientDir, "og");
  await mkdir(outDir, { recursive: true });
  await Promise.all(
    [...PAGES, NOT_FOUND_PAGE].map(async (page) => {
      const png = await sharp(Buffer.from(shareImageSvg(page)))
        .png({ compressionLevel: 9, palette: true })
        .toBuffer();
      await writeFile(path.join(outDir, `${shareImageSlug(page.path)}.png`), png);
    }),
  );
}
