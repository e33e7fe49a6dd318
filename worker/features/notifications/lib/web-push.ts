import { base64ToBytes, base64url } from "../../../lib/crypto";

/**
 * Web Push with Web Crypto alone (decision 115): the payload encrypted for
 * one browser as RFC 8291 says (Content-Encoding: aes128gcm, RFC 8188, one
 * record), and the sender named by a VAPID token (RFC 8292, ES256). No
 * library: the two Worker-made ones (`@pushforge/builder`,
 * `@block65/webcrypto-web-push`) write the older draft's `aesgcm`, which
 * Safari's push service does not take.
 */

/** A browser's subscription as PushSubscription.toJSON() gives it. */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/** The application server's key pair, as stored: the private JWK (it carries x and y). */
export type VapidKeys = { privateJwk: JsonWebKey; publicKey: string };

/** One record of RFC 8188; a payload must fit in it with its delimiter and tag. */
const RECORD_SIZE = 4096;
/** What a payload may take (the record less the 16-byte tag and the delimiter), under the 4,096 bytes push services accept in all. */
export const PUSH_PAYLOAD_MAX_BYTES = 3800;

const encoder = new TextEncoder();

const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

async function hkdf(salt: Uint8Array, ikm: Uint8Array, info: Uint8Array, bytes: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", ikm, "HKDF", false, ["deriveBits"]);
  return new Uint8Array(await crypto.subtle.deriveBits({ name: "HKDF", hash: "SHA-256", salt, info }, key, bytes * 8));
}

/** Makes a new VAPID key pair (the Worker's own, made once: services/push-keys.ts). */
export async function generateVapidKeys(): Promise<VapidKeys> {
  const pair = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"])) as CryptoKeyPair;
  const privateJwk = (await crypto.subtle.exportKey("jwk", pair.privateKey)) as JsonWebKey;
  return { privateJwk, publicKey: vapidPublicKeyOf(privateJwk) };
}

/** The public key as browsers take it (`applicationServerKey`): the uncompressed point, base64url. */
export function vapidPublicKeyOf(jwk: JsonWebKey): string {
  return base64url(concat(new Uint8Array([4]), base64ToBytes(jwk.x ?? ""), base64ToBytes(jwk.y ?? "")));
}

/** Whether a subscription's keys are what RFC 8291 needs: a P-256 point (65 bytes, uncompressed) and a 16-byte secret. */
export function validPushKeys(p256dh: string, auth: string): boolean {
  try {
    const point = base64ToBytes(p256dh);
    return point.length === 65 && point[0] === 4 && base64ToBytes(auth).length === 16;
  } catch {
    return false;
  }
}

/** RFC 8291 §3–4: the payload encrypted for the browser's key and secret, as one aes128gcm record with its header. */
export async function encryptPayload(target: Pick<PushTarget, "p256dh" | "auth">, plaintext: Uint8Array): Promise<Uint8Array> {
  if (plaintext.length > PUSH_PAYLOAD_MAX_BYTES) throw new Error(`push payload of ${plaintext.length} bytes is over ${PUSH_PAYLOAD_MAX_BYTES}`);
  const uaPublic = base64ToBytes(target.p256dh);
  const authSecret = base64ToBytes(target.auth);
  const local = (await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"])) as CryptoKeyPair;
  const asPublic = new Uint8Array((await crypto.subtle.exportKey("raw", local.publicKey)) as ArrayBuffer);
  const uaKey = await crypto.subtle.importKey("raw", uaPublic, { name: "ECDH", namedCurve: "P-256" }, false, []);
  // Web Crypto's `public` (workerd's types spell it `$public`).
  const ecdh = { name: "ECDH", public: uaKey } as unknown as SubtleCryptoDeriveKeyAlgorithm;
  const ecdhSecret = new Uint8Array(await crypto.subtle.deriveBits(ecdh, local.privateKey, 256));
  const keyInfo = concat(encoder.encode("WebPush: info\0"), uaPublic, asPublic);
  const ikm = await hkdf(authSecret, ecdhSecret, keyInfo, 32);
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const cek = await hkdf(salt, ikm, encoder.encode("Content-Encoding: aes128gcm\0"), 16);
  const nonce = await hkdf(salt, ikm, encoder.encode("Content-Encoding: nonce\0"), 12);
  const aesKey = await crypto.subtle.importKey("raw", cek, "AES-GCM", false, ["encrypt"]);
  // The last (and only) record ends with the delimiter 0x02, no padding.
  const ciphertext = new Uint8Array(await crypto.subtle.encrypt({ name: "AES-GCM", iv: nonce }, aesKey, concat(plaintext, new Uint8Array([2]))));
  const header = new Uint8Array(16 + 4 + 1 + asPublic.length);
  header.set(salt, 0);
  new DataView(header.buffer).setUint32(16, RECORD_SIZE);
  header[20] = asPublic.length;
  header.set(asPublic, 21);
  return concat(header, ciphertext);
}

/** RFC 8292: a signed token for one push service (`audience`: its origin), valid until `expiresAt` (seconds). */
export async function vapidToken(keys: VapidKeys, audience: string, subject: string, expiresAt: number): Promise<string> {
  const part = (value: object) => base64url(encoder.encode(JSON.stringify(value)));
  const unsigned = `${part({ typ: "JWT", alg: "ES256" })}.${part({ aud: audience, exp: expiresAt, sub: subject })}`;
  const key = await crypto.subtle.importKey("jwk", keys.privateJwk, { name: "ECDSA", namedCurve: "P-256" }, false, ["sign"]);
  // Web Crypto's ECDSA signature is r‖s, 64 bytes: what JWS's ES256 wants.
  const signature = new Uint8Array(await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, key, encoder.encode(unsigned)));
  return `${unsigned}.${base64url(signature)}`;
}

export type PushRequestOptions = { ttlSeconds: number; urgency: "low" | "normal" | "high"; topic?: string };

/** The request that hands one encrypted payload to the browser's push service (RFC 8030 §5). */
export async function pushRequest(target: PushTarget, payload: string, token: string, keys: VapidKeys, options: PushRequestOptions): Promise<Request> {
  const body = await encryptPayload(target, encoder.encode(payload));
  const headers = new Headers({
    "Content-Encoding": "aes128gcm",
    "Content-Type": "application/octet-stream",
    TTL: String(options.ttlSeconds),
    Urgency: options.urgency,
    Authorization: `vapid t=${token}, k=${keys.publicKey}`,
  });
  if (options.topic) headers.set("Topic", options.topic);
  return new Request(target.endpoint, { method: "POST", headers, body });
}
