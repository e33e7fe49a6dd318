import { describe, expect, it } from "vitest";
import { CONTENT_IMAGES } from "../../src/content/images";
import { IMAGE_KINDS, imageHeight } from "../../src/shared/image-kinds";
import { parseMediaSrc } from "../../src/shared/media";
import { readWebpHeader } from "../../worker/features/media/lib/webp-header";
import { sampleContent } from "./content-seed";
import { encodeVariant } from "./encode-image";
import { sampleMediaSeed } from "./sample-media";

/** Every image address the sample content names (portraits, logos, album photos). */
function contentImageSrcs(): string[] {
  const content = sampleContent();
  return [
    ...content.board.map((member) => (member.portrait as { src: string }).src),
    ...content.sponsors.map((sponsor) => (sponsor.logo as { src: string }).src),
    ...content.albums.flatMap((album) => (album.photos as { src: string }[]).map((photo) => photo.src)),
  ];
}

describe("the sample chapter's images as the local seed's uploads", () => {
  it("uploads every image the sample content shows, in each width of its kind, as the WebP files an officer's upload would be", async () => {
    const { sql, objects } = await sampleMediaSeed(1_000, encodeVariant);
    const keys = new Map(objects.map((object) => [object.key, object]));
    const unique = new Set(CONTENT_IMAGES.map((image) => image.source));
    expect(sql).toHaveLength(unique.size);
    expect(sql.every((statement) => statement.startsWith("INSERT OR IGNORE INTO media ("))).toBe(true);

    for (const src of contentImageSrcs()) {
      const named = parseMediaSrc(src);
      expect(named, src).not.toBeNull();
      const row = sql.find((statement) => statement.includes(`'${named!.id}'`))!;
      const kind = (["portrait", "photo", "logo"] as const).find((k) => row.includes(`'${named!.id}', '${k}'`))!;
      // The content names the widest file; every narrower width is there too, of the kind's shape.
      expect(named!.width).toBe(Math.max(...IMAGE_KINDS[kind].widths));
      for (const width of IMAGE_KINDS[kind].widths) {
        const file = keys.get(`media/${named!.id}-${width}.webp`);
        expect(file, `${src} at ${width}`).toBeDefined();
        expect(file!.contentType).toBe("image/webp");
        expect(readWebpHeader(file!.body)).toMatchObject({ ok: true, width, height: imageHeight(kind, width) });
      }
    }
    expect(objects.length).toBe(
      CONTENT_IMAGES.filter((image, index, all) => all.findIndex((other) => other.source === image.source) === index).reduce(
        (sum, image) => sum + IMAGE_KINDS[image.kind].widths.length,
        0,
      ),
    );
  }, 120_000);
});
