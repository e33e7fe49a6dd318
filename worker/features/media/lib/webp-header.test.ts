import { describe, expect, it } from "vitest";
import { readWebpHeader } from "./webp-header";

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0));

/** A RIFF/WEBP file whose first chunk is `chunk` with `data`, the sizes written right. */
function riff(chunk: string, data: number[]): Uint8Array {
  const padded = data.length % 2 === 0 ? data : [...data, 0];
  const body = [..."WEBP"]
    .map((c) => c.charCodeAt(0))
    .concat(
      [...chunk].map((c) => c.charCodeAt(0)),
      le32(data.length),
      padded,
    );
  return new Uint8Array([..."RIFF"].map((c) => c.charCodeAt(0)).concat(le32(body.length), body));
}
const le32 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >>> 24) & 0xff];
const le16 = (n: number) => [n & 0xff, (n >> 8) & 0xff];
const le24 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff];

describe("readWebpHeader", () => {
  it("reads a real lossless file (1 × 1, as an encoder wrote it)", () => {
    expect(readWebpHeader(fromBase64("UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA=="))).toEqual({ ok: true, width: 1, height: 1, encoding: "lossless" });
  });

  it("reads the size of a lossy, a lossless and an extended (transparent) picture", () => {
    const lossy = riff("VP8 ", [0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a, ...le16(1440), ...le16(960), ...new Array(20).fill(0)]);
    expect(readWebpHeader(lossy)).toEqual({ ok: true, width: 1440, height: 960, encoding: "lossy" });
    const bits = (400 - 1) | ((160 - 1) << 14) | (1 << 28);
    expect(readWebpHeader(riff("VP8L", [0x2f, ...le32(bits), ...new Array(20).fill(0)]))).toEqual({ ok: true, width: 400, height: 160, encoding: "lossless" });
    const extended = riff("VP8X", [0x10, 0, 0, 0, ...le24(199), ...le24(79)]);
    expect(readWebpHeader(extended)).toEqual({ ok: true, width: 200, height: 80, encoding: "extended" });
  });

  it("ignores the lossy header's scaling bits", () => {
    const scaled = riff("VP8 ", [0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a, ...le16(480 | 0xc000), ...le16(320 | 0x4000), ...new Array(20).fill(0)]);
    expect(readWebpHeader(scaled)).toMatchObject({ width: 480, height: 320 });
  });

  it("refuses other files, a file cut short or with bytes after its end, a broken frame and an animation", () => {
    expect(readWebpHeader(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]))).toEqual({ ok: false, reason: "not-webp" });
    expect(readWebpHeader(new Uint8Array())).toEqual({ ok: false, reason: "not-webp" });
    const good = riff("VP8 ", [0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a, ...le16(480), ...le16(320), ...new Array(20).fill(0)]);
    expect(readWebpHeader(good.slice(0, good.length - 2))).toEqual({ ok: false, reason: "size-mismatch" });
    expect(readWebpHeader(new Uint8Array([...good, ...new TextEncoder().encode("<script>")]))).toEqual({ ok: false, reason: "size-mismatch" });
    const badStart = riff("VP8 ", [0x10, 0x02, 0x00, 0x9d, 0x01, 0x2b, ...le16(480), ...le16(320), ...new Array(20).fill(0)]);
    expect(readWebpHeader(badStart)).toEqual({ ok: false, reason: "not-webp" });
    expect(readWebpHeader(riff("VP8X", [0x12, 0, 0, 0, ...le24(199), ...le24(79)]))).toEqual({ ok: false, reason: "animated" });
    expect(readWebpHeader(riff("ABCD", new Array(20).fill(0)))).toEqual({ ok: false, reason: "not-webp" });
  });
});
