// `npm run art`: draws the site's own illustrations — board portraits, event
// "photos" and sponsor logos — as SVG files into src/content/images/. They are
// committed; the build turns them (or any photo an officer puts in their place)
// into AVIF/WebP in several widths (scripts/postbuild/optimize-images.ts).
// Re-running draws the same pictures: every drawing is seeded.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { LOGOS, logoSvg } from "./logos.ts";
import { PORTRAITS } from "./portraits.ts";
import { portraitSvg } from "./portrait.ts";
import { SCENES } from "./scenes.ts";

const root = path.resolve(import.meta.dirname, "../../src/content/images");
const write = (file: string, svg: string) => {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, `${svg.replace(/\n+/g, "\n").trim()}\n`);
};

for (const [file, look] of Object.entries(PORTRAITS)) write(file, portraitSvg(file, look));
for (const [file, draw] of Object.entries(SCENES)) write(file, draw());
for (const [file, logo] of Object.entries(LOGOS)) write(file, logoSvg(logo));
console.log(`Drew ${Object.keys(PORTRAITS).length} portraits, ${Object.keys(SCENES).length} scenes and ${Object.keys(LOGOS).length} logos into ${root}`);
