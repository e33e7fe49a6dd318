import { describe, expect, it } from "vitest";
import { base32Decode, base32Encode, nextStepAt, totpCode, totpStep, truncate } from "../../src/shared/totp";
import { checkinPath } from "../../src/shared/event-links";
import { readClaim, signClaim } from "../../worker/features/checkin/lib/signed-claim";
import { hmacSha256, verifyTotp } from "../../worker/features/checkin/lib/totp";
import { fromBase32, referenceTotp } from "./support/points";

/**
 * The check-in codes: RFC 6238 TOTP with HMAC-SHA-256, six digits, 30 s,
 * checked against the RFC's own test method and values, and against a
 * second implementation written for the tests (support/points.ts); and the
 * signed check-in claims.
 */

const encoder = new TextEncoder();
/** RFC 6238 appendix B: the SHA-256 seed is the ASCII string "1234567890" repeated to 32 bytes. */
const RFC_SHA256_SEED = encoder.encode("12345678901234567890123456789012");

/**
 * RFC 6238 appendix B, the SHA-256 column (8 digits), for T0 = 0 and X = 30.
 * A 6-digit code is the same truncated value modulo 10^6: its last six digits.
 */
const RFC_VECTORS: [seconds: number, eightDigits: string][] = [
  [59, "46119246"],
  [1111111109, "68084774"],
  [1111111111, "67062674"],
  [1234567890, "91819424"],
  [2000000000, "90698825"],
  [20000000000, "77737706"],
];

describe("RFC 6238 test vectors (HMAC-SHA-256)", () => {
  for (const [seconds, expected] of RFC_VECTORS) {
    it(`T = ${seconds} s: ${expected} with 8 digits, ${expected.slice(2)} with 6`, async () => {
      const hmac = await hmacSha256(RFC_SHA256_SEED);
      const step = totpStep(seconds * 1000);
      expect(step).toBe(Math.floor(seconds / 30));
      expect(await totpCode(hmac, step, 8)).toBe(expected);
      expect(await totpCode(hmac, step)).toBe(expected.slice(2));
      // The independent implementation agrees with the RFC too.
      expect(await referenceTotp(RFC_SHA256_SEED, step, 8)).toBe(expected);
      expect(await referenceTotp(RFC_SHA256_SEED, step)).toBe(expected.slice(2));
    });
  }

  it("agrees with the independent implementation for random secrets and times", async () => {
    for (let i = 0; i < 200; i += 1) {
      const secret = crypto.getRandomValues(new Uint8Array(32));
      const step = Math.floor(Math.random() * 2 ** 40);
      expect(await totpCode(await hmacSha256(secret), step), `step ${step}`).toBe(await referenceTotp(secret, step));
    }
  });

  it("truncates as RFC 4226 §5.4 shows (its worked example)", () => {
    // The RFC's example HMAC-SHA-1 value: offset 0xa, 0x50ef7f19 = 1357872921 → 872921.
    const hmac = Uint8Array.from([0x1f, 0x86, 0x98, 0x69, 0x0e, 0x02, 0xca, 0x16, 0x61, 0x85, 0x50, 0xef, 0x7f, 0x19, 0xda, 0x8e, 0x94, 0x5b, 0x55, 0x5a]);
    expect(truncate(hmac)).toBe("872921");
  });

  it("steps and the countdown to the next code", () => {
    expect(totpStep(0)).toBe(0);
    expect(totpStep(29_999)).toBe(0);
    expect(totpStep(30_000)).toBe(1);
    expect(nextStepAt(45_000)).toBe(60_000);
    expect(nextStepAt(60_000)).toBe(90_000);
  });
});

describe("accepting a code: the current step and one either side", () => {
  it("accepts steps −1, 0 and +1; refuses ±2 and wrong codes", async () => {
    const secret = crypto.getRandomValues(new Uint8Array(32));
    const hmac = await hmacSha256(secret);
    const at = Date.now();
    const step = totpStep(at);
    for (const drift of [-1, 0, 1]) expect(await verifyTotp(hmac, await referenceTotp(secret, step + drift), at), `drift ${drift}`).toBe(true);
    for (const drift of [-2, 2, 10]) {
      const code = await referenceTotp(secret, step + drift);
      // A far step may collide with a near one by chance (1 in 10^6 each): only then is it accepted.
      const nearCodes = await Promise.all([-1, 0, 1].map((d) => referenceTotp(secret, step + d)));
      expect(await verifyTotp(hmac, code, at), `drift ${drift}`).toBe(nearCodes.includes(code));
    }
    const current = await referenceTotp(secret, step);
    const wrong = String((Number(current) + 1) % 1_000_000).padStart(6, "0");
    const near = await Promise.all([-1, 0, 1].map((d) => referenceTotp(secret, step + d)));
    expect(await verifyTotp(hmac, wrong, at)).toBe(near.includes(wrong));
    expect(await verifyTotp(hmac, "", at)).toBe(false);
    expect(await verifyTotp(hmac, `${current}0`, at)).toBe(false);
  });
});

describe("base32 (RFC 4648 §10 vectors, without padding)", () => {
  const vectors: [string, string][] = [
    ["", ""],
    ["f", "MY"],
    ["fo", "MZXQ"],
    ["foo", "MZXW6"],
    ["foob", "MZXW6YQ"],
    ["fooba", "MZXW6YTB"],
    ["foobar", "MZXW6YTBOI"],
  ];
  for (const [plain, encoded] of vectors) {
    it(`"${plain}" ↔ "${encoded}"`, () => {
      expect(base32Encode(encoder.encode(plain))).toBe(encoded);
      expect(new TextDecoder().decode(base32Decode(encoded))).toBe(plain);
      expect(new TextDecoder().decode(base32Decode(`${encoded.toLowerCase()}======`))).toBe(plain);
    });
  }

  it("round-trips 32-byte secrets (52 characters) and refuses other alphabets", () => {
    for (let i = 0; i < 50; i += 1) {
      const secret = crypto.getRandomValues(new Uint8Array(32));
      const text = base32Encode(secret);
      expect(text).toMatch(/^[A-Z2-7]{52}$/);
      expect(base32Decode(text)).toEqual(secret);
      expect(fromBase32(text)).toEqual(secret);
    }
    expect(base32Decode("ABC1")).toBeUndefined();
    expect(base32Decode("AB+C")).toBeUndefined();
  });

  it("the check-in link carries the event and, on the display, the code", () => {
    expect(checkinPath("ev_abc")).toBe("/checkin?e=ev_abc");
    expect(checkinPath("ev_abc", "012345")).toBe("/checkin?e=ev_abc&c=012345");
  });
});

describe("check-in claims", () => {
  const secret = "a test key that is long enough for the claims!";

  it("a claim reads back with its event, expiry and signature under the same key only; each one is different", async () => {
    const expiresAt = Date.now() + 30 * 60_000;
    const claim = await signClaim(secret, "ev_Abc-_123", expiresAt);
    expect(claim).toMatch(/^v2\.ev_Abc-_123\.[0-9a-z]+\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    expect(await readClaim(secret, claim)).toEqual({ eventId: "ev_Abc-_123", expiresAt, signature: claim.split(".")[4] });
    expect(await readClaim(`${secret}?`, claim)).toBeUndefined();
    // Made at the same moment for the same event, two claims still differ (each can be redeemed by one account).
    expect(await signClaim(secret, "ev_Abc-_123", expiresAt)).not.toBe(claim);
  });

  it("any change to the event, the expiry, the nonce or the signature breaks it", async () => {
    const claim = await signClaim(secret, "ev_one", Date.now() + 60_000);
    const [version, , expiry, nonce, mac] = claim.split(".") as [string, string, string, string, string];
    const flip = (text: string) => `${text.slice(0, -1)}${text.endsWith("A") ? "B" : "A"}`;
    for (const forged of [
      `${version}.ev_two.${expiry}.${nonce}.${mac}`,
      `${version}.ev_one.${(Number.parseInt(expiry, 36) + 60_000).toString(36)}.${nonce}.${mac}`,
      `${version}.ev_one.${expiry}.${flip(nonce)}.${mac}`,
      `${version}.ev_one.${expiry}.${nonce}.${flip(mac)}`,
      `v1.ev_one.${expiry}.${mac}`,
      `v3.ev_one.${expiry}.${nonce}.${mac}`,
      `${claim}.extra`,
      "",
      "v2....",
      "v1...",
      "v1.ev_one.zzzzzzzzzzzzzz.x",
    ]) {
      expect(await readClaim(secret, forged), forged).toBeUndefined();
    }
  });
});
