import { describe, expect, it } from "vitest";
import { contentImageSources, imageFileSize } from "./image-sources";

describe("contentImageSources", () => {
  it("gives the site's own images AVIF and WebP in the kind's widths up to the one named", () => {
    expect(contentImageSources("/images/board/mei-480.webp", "portrait")).toEqual({
      sources: [
        { type: "image/avif", srcSet: "/images/board/mei-240.avif 240w, /images/board/mei-480.avif 480w" },
        { type: "image/webp", srcSet: "/images/board/mei-240.webp 240w, /images/board/mei-480.webp 480w" },
      ],
      fallback: { src: "/images/board/mei-480.webp", width: 480, height: 600 },
    });
  });

  it("gives an upload WebP only, in the widths it has", () => {
    const id = "0123456789abcdef";
    expect(contentImageSources(`/media/${id}-960.webp`, "photo")).toEqual({
      sources: [{ type: "image/webp", srcSet: `/media/${id}-480.webp 480w, /media/${id}-960.webp 960w` }],
      fallback: { src: `/media/${id}-960.webp`, width: 960, height: 640 },
    });
    expect(contentImageSources(`/media/${id}-200.webp`, "logo").fallback).toEqual({ src: `/media/${id}-200.webp`, width: 200, height: 80 });
  });

  it("shows any other path as it is", () => {
    expect(contentImageSources("/assets/logo.svg", "logo")).toEqual({ sources: [], fallback: { src: "/assets/logo.svg", width: 200, height: 80 } });
  });
});

describe("imageFileSize", () => {
  it("reads the width from the address and gives the kind's height at it; none where the address does not tell", () => {
    expect(imageFileSize("/media/0123456789abcdef-1440.webp", "photo")).toEqual({ width: 1440, height: 960 });
    expect(imageFileSize("/images/board/mei-480.webp", "portrait")).toEqual({ width: 480, height: 600 });
    expect(imageFileSize("/assets/logo.svg", "logo")).toBeNull();
  });
});
