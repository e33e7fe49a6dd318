import { base64ToBytes } from "./crypto";
import { COMMON_PASSWORD_SET } from "./common-passwords.data";

/**
 * Whether a password is among the 10,000 most common ones (case ignored).
 * The list ships as a Golomb-Rice coded set of hashes (built by
 * scripts/common-passwords/build.ts): exact for every listed password, and
 * wrongly matching about 1 other password in 2^16. Decoded once per isolate,
 * on first use, into a sorted array searched by bisection.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  const target = (await hash48(password.toLowerCase())) % COMMON_PASSWORD_SET.range;
  const values = (decoded ??= decode());
  let low = 0;
  let high = values.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const value = values[middle]!;
    if (value === target) return true;
    if (value < target) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

let decoded: Float64Array | undefined;

function decode(): Float64Array {
  const { count, bits, data } = COMMON_PASSWORD_SET;
  const bytes = base64ToBytes(data);
  const values = new Float64Array(count);
  let position = 0;
  const bit = () => (bytes[position >>> 3]! >>> (7 - (position++ & 7))) & 1;
  let value = 0;
  for (let i = 0; i < count; i += 1) {
    let quotient = 0;
    while (bit() === 1) quotient += 1;
    let remainder = 0;
    for (let j = 0; j < bits; j += 1) remainder = remainder * 2 + bit();
    value += quotient * 2 ** bits + remainder;
    values[i] = value;
  }
  return values;
}

/** The first 48 bits of SHA-256, as the build script computes them. */
async function hash48(text: string): Promise<number> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  let value = 0;
  for (let i = 0; i < 6; i += 1) value = value * 256 + digest[i]!;
  return value;
}
