/**
 * The key under which a password is looked up among the most common ones:
 * the first 48 bits of the SHA-256 of its lower-cased form, as
 * scripts/common-passwords/build.ts computes them for the table it loads.
 * 48 bits keep a wrong match below one in 30 billion for 8,500 entries.
 */
export async function commonPasswordKey(password: string): Promise<number> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(password.toLowerCase())));
  let value = 0;
  for (let i = 0; i < 6; i += 1) value = value * 256 + digest[i]!;
  return value;
}
