import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logIn, officerCookie, SEEDED_OFFICER } from "./accounts";
import { api } from "./api";
import { seriousViolationsInBothThemes } from "./axe";
import { gotoHydrated, launchBrowser, openPage, PHONE } from "./browser";
import { main } from "./screen";

/**
 * The group chats beside the officers' Mail (issues 21 and 35): Connect sends the chat a test post
 * first, and refuses — at the field, with what to check — when the service says no. This machine
 * reaches no chat service (a revoked webhook is refused the same way; the Worker's tests have each
 * status against a local stand-in), so here Connect always refuses, and must never say "internal
 * error; reference = …". The chats are the chapter's: this file removes any it finds.
 */

const WEBHOOK = "https://discord.com/api/webhooks/123456789012345678/e2e-webhook-token-abcdefghijklmnop";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  const cookie = await officerCookie();
  const { data } = await api<{ id: string }[]>("GET", "/api/chat-channels", cookie);
  for (const channel of data) await api("DELETE", `/api/chat-channels/${channel.id}`, cookie);
  await browser?.close();
});

describe("group chats", () => {
  it("on a 390 px phone, beside Mail: Connect refuses a webhook that fails its test post, saying what to check", async () => {
    const { page, context, errors } = await openPage(browser, { viewport: PHONE });
    await logIn(page, SEEDED_OFFICER.username, SEEDED_OFFICER.password, "/login?redirect=/profile/admin/mail");
    const chats = main(page).getByRole("region", { name: "Group chats" });
    await chats.getByText("No chat is connected.").waitFor();

    await chats.getByLabel("Webhook address").fill("https://example.com/hooks/1");
    await chats.getByRole("button", { name: "Connect" }).click();
    await chats.getByText(/^Paste the webhook's whole address/).waitFor();
    expect(await chats.getByLabel("Webhook address").evaluate((el) => el === document.activeElement)).toBe(true);

    await chats.getByLabel("Webhook address").fill(WEBHOOK);
    await chats.getByLabel("Name (optional)").fill("#announcements");
    await chats.getByRole("button", { name: "Connect" }).click();
    // The refusal is at the field, in words with what to check: never the runtime's "internal error; reference = …".
    const refusal = chats.getByText(/^Not connected: Discord (could not be reached|did not answer|answered \d{3})/);
    await refusal.waitFor();
    expect(await refusal.textContent()).toMatch(
      /(Check the address, or try again in a minute|Copy the webhook's whole address again|Make a new one and connect it again)\.$/,
    );
    expect(await page.content()).not.toMatch(/internal error|reference =/i);
    expect(await chats.getByLabel("Webhook address").getAttribute("aria-invalid")).toBe("true");
    await chats.getByText("No chat is connected.").waitFor();
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);

    // The Events page no longer carries the chats below every past event.
    await gotoHydrated(page, "/profile/admin/events");
    await main(page).getByRole("heading", { name: "Events", level: 1 }).waitFor();
    expect(await main(page).getByRole("region", { name: "Group chats" }).count()).toBe(0);
    expect(errors.filter((error) => !/status of 400/.test(error))).toEqual([]);
    await context.close();
  });
});
