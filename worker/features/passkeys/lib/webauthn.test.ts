import { describe, expect, it } from "vitest";
import { p256SignatureFromDER } from "./webauthn";

/** An INTEGER as DER writes it: minimal, with a zero byte before a set top bit. */
function derInteger(bytes: Uint8Array): number[] {
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0 && !(bytes[start + 1]! & 0x80)) start++;
  const value = [...bytes.subarray(start)];
  if (value[0]! & 0x80) value.unshift(0);
  return [0x02, value.length, ...value];
}

const derOf = (p1363: Uint8Array) => {
  const body = [...derInteger(p1363.subarray(0, 32)), ...derInteger(p1363.subarray(32))];
  return new Uint8Array([0x30, body.length, ...body]);
};

describe("an ES256 signature from DER to WebCrypto's r ‖ s", () => {
  it("gives back what WebCrypto signed, and the signature verifies", async () => {
    const keys = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, false, ["sign", "verify"])) as CryptoKeyPair;
    const params = { name: "ECDSA", hash: "SHA-256" };
    for (let round = 0; round < 20; round++) {
      const message = crypto.getRandomValues(new Uint8Array(64));
      const signed = new Uint8Array(await crypto.subtle.sign(params, keys.privateKey, message));
      const converted = p256SignatureFromDER(derOf(signed));
      expect(converted).toEqual(signed);
      expect(await crypto.subtle.verify(params, keys.publicKey, converted, message)).toBe(true);
    }
  });

  it("pads short integers and drops the sign byte", () => {
    const r = new Uint8Array(32).fill(0x80);
    const s = new Uint8Array(32);
    s[31] = 7;
    const der = derOf(new Uint8Array([...r, ...s]));
    expect(der.length).toBe(2 + 35 + 3);
    expect(p256SignatureFromDER(der)).toEqual(new Uint8Array([...r, ...s]));
  });

  it("refuses anything but that exact shape", () => {
    const good = derOf(new Uint8Array(64).fill(1));
    const variants: Uint8Array[] = [
      new Uint8Array(0),
      new Uint8Array([0x31, ...good.subarray(1)]), // not a SEQUENCE
      new Uint8Array([0x30, good[1]! + 1, ...good.subarray(2), 0]), // a byte after the second INTEGER
      good.subarray(0, good.length - 1), // cut short
      new Uint8Array([0x30, 6, 0x02, 1, 0x81, 0x02, 1, 1]), // a negative r
      new Uint8Array([0x30, 7, 0x02, 2, 0x00, 0x01, 0x02, 1, 1]), // r not minimal
      new Uint8Array([0x30, 38, 0x02, 34, ...new Uint8Array(34).fill(1), 0x02, 0]), // r longer than the curve's 32 bytes
    ];
    for (const der of variants) expect(() => p256SignatureFromDER(der)).toThrow();
  });
});
