import { readFile, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { site } from "../../src/site.config";

/**
 * The installable app (decision 115): the web manifest made from the identity
 * file, and its icons made from the logo (src/logo.svg) — 192 and 512 px, a
 * maskable 512 (the mark inside the safe circle) and the 180 px icon iOS puts
 * on the Home Screen. `display: standalone` is what iOS needs before it offers
 * web push. The service worker itself is public/sw.js.
 */

export const ICON_SIZES = [192, 512] as const;
export const MANIFEST_PATH = "manifest.webmanifest";

/** The manifest's JSON, from src/site.config.ts. */
export function webManifest() {
  return {
    name: site.productName,
    short_name: site.shortName,
    description: site.description,
    id: "/",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: site.brand.primary,
    icons: [
      ...ICON_SIZES.map((size) => ({ src: `/icons/icon-${size}.png`, sizes: `${size}x${size}`, type: "image/png", purpose: "any" })),
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}

/** The logo centred on a white square, taking `share` of its side. */
async function icon(logo: Buffer, size: number, share: number): Promise<Buffer> {
  const inner = Math.round(size * share);
  const mark = await sharp(logo, { density: 300 })
    .resize(inner, inner, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: "#ffffff" } })
    .composite([{ input: mark, gravity: "center" }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

export async function writeWebApp(clientDir: string) {
  const logo = await readFile(new URL("../../src/logo.svg", import.meta.url));
  const dir = path.join(clientDir, "icons");
  await mkdir(dir, { recursive: true });
  await Promise.all([
    ...ICON_SIZES.map(async (size) => writeFile(path.join(dir, `icon-${size}.png`), await icon(logo, size, 0.84))),
    // Maskable: launchers crop to a circle of 80 % of the side, so the mark stays within it.
    (async () => writeFile(path.join(dir, "maskable-512.png"), await icon(logo, 512, 0.6)))(),
    (async () => writeFile(path.join(dir, "apple-touch-icon.png"), await icon(logo, 180, 0.8)))(),
    writeFile(path.join(clientDir, MANIFEST_PATH), `${JSON.stringify(webManifest(), null, 2)}\n`),
  ]);
}
