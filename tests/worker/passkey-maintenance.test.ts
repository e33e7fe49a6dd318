import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { Bindings } from "../../worker/env";
import worker from "../../worker/index";
import { useTestClock } from "./support/clock";
import { registerMember } from "./support/members";
import { CHALLENGE_TTL_MS, registrationOptions, signInOptions } from "./support/passkeys";

/** The daily cron also removes passkey challenges nobody used. */

async function runCron() {
  const controller = createScheduledController({ scheduledTime: Date.now(), cron: "17 3 * * *" });
  const ctx = createExecutionContext();
  await (worker as ExportedHandler<Bindings>).scheduled!(controller, env, ctx);
  await waitOnExecutionContext(ctx);
}

const challengeCount = async () =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM passkey_challenges").first<{ n: number }>())!.n;

describe("scheduled maintenance of passkey challenges", () => {
  it("deletes expired challenges and keeps live ones", async () => {
    const clock = useTestClock();
    const member = await registerMember();
    await registrationOptions(member);
    await signInOptions();
    clock.advance(CHALLENGE_TTL_MS + 1);
    await signInOptions(); // still live at the cron
    const before = await challengeCount();
    await runCron();
    expect(before - (await challengeCount())).toBe(2);
    expect(await challengeCount()).toBeGreaterThanOrEqual(1);
  });
});
