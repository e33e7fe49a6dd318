/**
 * A small CBOR encoder (RFC 8949) for the software authenticator: unsigned
 * and negative integers, byte and text strings, arrays and maps — what
 * attestation objects and COSE keys use. Maps keep insertion order; WebAuthn
 * does not need canonical ordering from an authenticator.
 */
export type CborValue = number | string | Uint8Array | CborValue[] | Map<number | string, CborValue>;

const encoder = new TextEncoder();

function head(major: number, length: number): number[] {
  const type = major << 5;
  if (length < 24) return [type | length];
  if (length < 0x100) return [type | 24, length];
  if (length < 0x10000) return [type | 25, length >> 8, length & 0xff];
  return [type | 26, (length >>> 24) & 0xff, (length >>> 16) & 0xff, (length >>> 8) & 0xff, length & 0xff];
}

function encodeInto(value: CborValue, out: number[]): void {
  if (typeof value === "number") {
    if (!Number.isInteger(value) || Math.abs(value) > 0xffffffff) throw new Error(`unsupported number ${value}`);
    out.push(...(value >= 0 ? head(0, value) : head(1, -1 - value)));
  } else if (typeof value === "string") {
    const bytes = encoder.encode(value);
    out.push(...head(3, bytes.length), ...bytes);
  } else if (value instanceof Uint8Array) {
    out.push(...head(2, value.length), ...value);
  } else if (Array.isArray(value)) {
    out.push(...head(4, value.length));
    for (const item of value) encodeInto(item, out);
  } else {
    out.push(...head(5, value.size));
    for (const [key, item] of value) {
      encodeInto(key, out);
      encodeInto(item, out);
    }
  }
}

export function encodeCbor(value: CborValue): Uint8Array<ArrayBuffer> {
  const out: number[] = [];
  encodeInto(value, out);
  return Uint8Array.from(out);
}
