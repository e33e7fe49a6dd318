import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { runCron } from "./support/cron";
import { useTestClock } from "./support/clock";
import { registerMember } from "./support/members";
import { CHALLENGE_TTL_MS, registrationOptions, signInOptions } from "./support/passkeys";

/** The daily cron also removes passkey challenges nobody used. */

/** Challenges that have expired by now, and those still live (other tests' too: the database is shared). */
const challengeCount = async (which: "expired" | "live") =>
  (await env.DB.prepare(`SELECT COUNT(*) AS n FROM passkey_challenges WHERE expires_at ${which === "expired" ? "<" : ">="} ?`)
    .bind(Date.now())
    .first<{ n: number }>())!.n;

describe("scheduled maintenance of passkey challenges", () => {
  it("deletes expired challenges and keeps live ones", async () => {
    const clock = useTestClock();
    const member = await registerMember();
    await registrationOptions(member);
    await signInOptions();
    clock.advance(CHALLENGE_TTL_MS + 1);
    await signInOptions(); // still live at the cron
    expect(await challengeCount("expired")).toBeGreaterThanOrEqual(2);
    const live = await challengeCount("live");
    await runCron();
    expect(await challengeCount("expired")).toBe(0);
    expect(await challengeCount("live")).toBe(live);
    expect(live).toBeGreaterThanOrEqual(1);
  });
});
