import { describe, expect, it } from "vitest";
import { AsnParser, Certificate, ECDSASigValue, parseEcdsaSignature } from "./peculiar-asn1";

const der = (...bytes: number[]) => Uint8Array.from(bytes);
const hex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, "0")).join("");

describe("the DER reader for ECDSA signatures", () => {
  it("reads r and s as their content bytes, leading zero included", () => {
    const r = [0x00, 0x80, ...Array(31).fill(0x11)];
    const s = [0x22, 0x33];
    const parsed = AsnParser.parse(der(0x30, 2 + r.length + 2 + s.length, 0x02, r.length, ...r, 0x02, s.length, ...s), ECDSASigValue);
    expect(hex(parsed.r)).toBe(hex(Uint8Array.from(r).buffer));
    expect(hex(parsed.s)).toBe("2233");
  });

  it("reads a long-form length", () => {
    const r = Array(66).fill(0x01);
    const s = Array(66).fill(0x02);
    const body = [0x02, 66, ...r, 0x02, 66, ...s];
    const parsed = parseEcdsaSignature(der(0x30, 0x81, body.length, ...body));
    expect(new Uint8Array(parsed.s)).toHaveLength(66);
  });

  it.each([
    ["empty", der()],
    ["not a sequence", der(0x31, 0x06, 0x02, 0x01, 0x01, 0x02, 0x01, 0x01)],
    ["truncated", der(0x30, 0x06, 0x02, 0x01, 0x01, 0x02, 0x01)],
    ["bytes after the sequence", der(0x30, 0x06, 0x02, 0x01, 0x01, 0x02, 0x01, 0x01, 0x00)],
    ["a third integer", der(0x30, 0x09, 0x02, 0x01, 0x01, 0x02, 0x01, 0x01, 0x02, 0x01, 0x01)],
    ["an empty integer", der(0x30, 0x05, 0x02, 0x00, 0x02, 0x01, 0x01)],
    ["a long form for a short length", der(0x30, 0x81, 0x06, 0x02, 0x01, 0x01, 0x02, 0x01, 0x01)],
    ["an indefinite length", der(0x30, 0x80, 0x02, 0x01, 0x01, 0x02, 0x01, 0x01, 0x00, 0x00)],
    ["a length beyond the data", der(0x30, 0x06, 0x02, 0x09, 0x01, 0x02, 0x01, 0x01)],
  ])("refuses %s", (_name, bytes) => {
    expect(() => parseEcdsaSignature(bytes)).toThrow(/Invalid DER ECDSA signature/);
  });

  it("refuses every other structure, and certificates fail loudly", () => {
    expect(() => AsnParser.parse(der(0x30, 0x00), Certificate)).toThrow(/not supported/);
    expect(() => new Certificate()).toThrow(/not supported/);
  });
});
