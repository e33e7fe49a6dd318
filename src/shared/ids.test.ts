import { describe, expect, it } from "vitest";
import { contentImageSources } from "./content/image-sources";
import { mediaIdParamSchema, parseMediaSrc } from "./media";
import { TERM_ID_PATTERN, TermSelectorSchema } from "./terms";

// Decision 158: new rows get UUIDs; the ids made before (tm_…, 16 hex digits for media) stay valid.
const uuid = "0b9f7c1e-5d2a-4c3b-9e8f-1a2b3c4d5e6f";

describe("ids old and new", () => {
  it("a term is named by a UUID or a tm_ id, never by another word", () => {
    for (const id of [uuid, "tm_AbC-12_xyzXYZ0123"]) expect(TERM_ID_PATTERN.test(id), id).toBe(true);
    for (const id of ["current", "all", "tm_", uuid.toUpperCase(), `${uuid}0`]) expect(TERM_ID_PATTERN.test(id), id).toBe(false);
    expect(TermSelectorSchema.parse(uuid)).toBe(uuid);
  });

  it("an image is named by a UUID or by 16 hex digits, in the API and in its files' addresses", () => {
    for (const id of [uuid, "0123456789abcdef"]) {
      expect(mediaIdParamSchema.safeParse({ id }).success, id).toBe(true);
      expect(parseMediaSrc(`/media/${id}-640.webp`)).toEqual({ id, width: 640 });
      expect(contentImageSources(`/media/${id}-960.webp`, "photo").fallback.src).toMatch(new RegExp(`^/media/${id}-\\d+\\.webp$`));
    }
    for (const id of ["0123456789abcde", "0123456789ABCDEF", `${uuid}-1`]) expect(mediaIdParamSchema.safeParse({ id }).success, id).toBe(false);
    expect(parseMediaSrc("/media/0123-640.webp")).toBeNull();
  });
});
