import { base64ToBytes, base64url } from "./crypto";

/**
 * Links in mail that act without a session — cancel this RSVP, stop these
 * mails: `{fields, base64url}.{HMAC-SHA-256, base64url}`. What is signed
 * names the link's purpose too, so a token made for one purpose never passes
 * as another, and carries its expiry. Fields are short ids (no ":").
 */

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export type LinkPurpose = "rsvp-cancel" | "unsubscribe";

function signingKey(secret: string, usage: "sign" | "verify") {
  return crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [usage]);
}

const signed = (purpose: LinkPurpose, body: string) => encoder.encode(`mail-link:v1:${purpose}:${body}`);

export async function signLink(secret: string, purpose: LinkPurpose, fields: readonly string[], expiresAt: number): Promise<string> {
  if (fields.some((field) => field.includes(":"))) throw new Error("a signed link's fields may not contain ':'");
  const body = base64url(encoder.encode([...fields, expiresAt.toString(36)].join(":")));
  const mac = await crypto.subtle.sign("HMAC", await signingKey(secret, "sign"), signed(purpose, body));
  return `${body}.${base64url(new Uint8Array(mac))}`;
}

/** The link's fields and expiry when it was signed by us for this purpose; undefined for anything else (expiry is the caller's to check). */
export async function readLink(secret: string, purpose: LinkPurpose, token: string): Promise<{ fields: string[]; expiresAt: number } | undefined> {
  const match = /^([A-Za-z0-9_-]{4,400})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const [, body, mac] = match as unknown as [string, string, string];
  const signature = base64ToBytes(mac);
  // One spelling per signature: the last character's spare bits must be zero, as base64url writes them.
  if (base64url(signature) !== mac) return undefined;
  if (!(await crypto.subtle.verify("HMAC", await signingKey(secret, "verify"), signature, signed(purpose, body)))) return undefined;
  const parts = decoder.decode(base64ToBytes(body)).split(":");
  const expiry = parts.pop();
  if (!expiry || !/^[0-9a-z]{1,12}$/.test(expiry)) return undefined;
  return { fields: parts, expiresAt: Number.parseInt(expiry, 36) };
}
