import { base64ToBytes, base64url, timingSafeEqual } from "./crypto";

/**
 * PBKDF2-SHA256 through WebCrypto. Production Workers refuse more than
 * 100,000 iterations (local runtimes accept more, so a higher count would pass
 * every local test and break every real login: "iteration counts above
 * 100000 are not supported"). The stored string records the parameters
 * (`pbkdf2-sha256$100000$<salt>$<hash>`) so they can change later.
 */
export const PBKDF2_ITERATIONS = 100_000;
const ALGORITHM = "pbkdf2-sha256";
const SALT_BYTES = 16;
const KEY_BITS = 256;

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<string> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, KEY_BITS);
  return base64url(new Uint8Array(bits));
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, PBKDF2_ITERATIONS);
  return `${ALGORITHM}$${PBKDF2_ITERATIONS}$${base64url(salt)}$${hash}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, iterationsText, saltText, hash] = stored.split("$");
  const iterations = Number(iterationsText);
  if (algorithm !== ALGORITHM || !saltText || !hash || !Number.isInteger(iterations)) return false;
  if (iterations < 1 || iterations > PBKDF2_ITERATIONS) return false;
  const candidate = await derive(password, base64ToBytes(saltText), iterations);
  return timingSafeEqual(candidate, hash);
}

/**
 * The hash of a random password nobody knows, checked against when the account
 * does not exist, so "no such user" costs the same time as "wrong password".
 */
export const DECOY_PASSWORD_HASH = "pbkdf2-sha256$100000$8JnloUzoyq9NpevxTrXlNg$HNkOk-4NyTuB93TxnuZi98oHCOGgptr5w5nksPHih-k";
