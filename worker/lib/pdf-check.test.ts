import { describe, expect, it } from "vitest";
import { checkPdf, describeBytes } from "./pdf-check";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("checkPdf", () => {
  it("takes a PDF by its first bytes and its end-of-file marker", () => {
    expect(checkPdf(bytes("%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"))).toEqual({ ok: true });
    expect(checkPdf(bytes(`%PDF-2.0\n${"x".repeat(5000)}\n%%EOF`))).toEqual({ ok: true });
  });

  it("refuses leading bytes before %PDF-, an unknown version, and a file cut short", () => {
    expect(checkPdf(bytes("<html>%PDF-1.7 %%EOF"))).toMatchObject({ ok: false, reason: "not-pdf", looksLike: "a web page (HTML)" });
    expect(checkPdf(bytes(" %PDF-1.7\n%%EOF"))).toMatchObject({ ok: false, reason: "not-pdf" });
    expect(checkPdf(bytes("%PDF-9.1\n%%EOF"))).toMatchObject({ ok: false, reason: "not-pdf" });
    // The marker must be in the last kilobyte.
    expect(checkPdf(bytes(`%PDF-1.4\n%%EOF\n${"x".repeat(2000)}`))).toMatchObject({ ok: false, reason: "truncated" });
    expect(checkPdf(new Uint8Array())).toMatchObject({ ok: false, reason: "not-pdf", looksLike: null });
  });

  it("names common look-alikes", () => {
    expect(describeBytes(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]))).toBe("a PNG image");
    expect(describeBytes(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe("a JPEG image");
    expect(describeBytes(new Uint8Array([0x50, 0x4b, 0x03, 0x04]))).toMatch(/Word/);
    expect(describeBytes(bytes("\uFEFF  <!DOCTYPE html><title>x</title>"))).toBe("a web page (HTML)");
    expect(describeBytes(bytes("plain text"))).toBeNull();
  });
});
