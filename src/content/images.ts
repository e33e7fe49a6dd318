import type { ImageKind } from "../lib/images";
import { BOARD } from "./board";
import { GALLERY_PHOTOS } from "./gallery";
import { SPONSORS } from "./sponsors";

/**
 * Every content image and how it is shown:
 * board portraits, sponsor logos and event photos by term. The build makes
 * the variants of exactly these; a test checks that each file exists and that
 * no file in src/content/images/ is left unused.
 */
export const CONTENT_IMAGES: readonly { source: string; kind: ImageKind }[] = [
  ...BOARD.map((member) => ({ source: member.portrait, kind: "portrait" as const })),
  ...SPONSORS.map((sponsor) => ({ source: sponsor.logo, kind: "logo" as const })),
  ...GALLERY_PHOTOS.map((photo) => ({ source: photo.image, kind: "photo" as const })),
];
