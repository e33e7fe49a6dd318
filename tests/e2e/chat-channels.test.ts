import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logIn, officerCookie, SEEDED_OFFICER } from "./accounts";
import { api } from "./api";
import { seriousViolationsInBothThemes } from "./axe";
import { launchBrowser, openPage, PHONE } from "./browser";
import { main, toast } from "./screen";

/**
 * The group chats on the officers' Events page (issue 21): connect a Discord channel by its webhook,
 * see what went wrong when a post cannot go out (this machine reaches no chat service, as a revoked
 * webhook would not), disconnect. The chats are the chapter's: this file removes its own.
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
  it("on a 390 px phone: an officer connects a Discord channel, sees a failed post with what to do, and disconnects it", async () => {
    const { page, context, errors } = await openPage(browser, { viewport: PHONE });
    await logIn(page, SEEDED_OFFICER.username, SEEDED_OFFICER.password, "/login?redirect=/profile/admin/events");
    const chats = main(page).getByRole("region", { name: "Group chats" });
    await chats.getByText("No chat is connected.").waitFor();

    await chats.getByLabel("Webhook address").fill("https://example.com/hooks/1");
    await chats.getByRole("button", { name: "Connect" }).click();
    await chats.getByText(/^Paste the webhook's whole address/).waitFor();
    expect(await chats.getByLabel("Webhook address").evaluate((el) => el === document.activeElement)).toBe(true);
    await chats.getByLabel("Webhook address").fill(WEBHOOK);
    await chats.getByLabel("Name (optional)").fill("#announcements");
    await chats.getByRole("button", { name: "Connect" }).click();
    await toast(page, "Connected #announcements. Send a test to see it arrive.").waitFor();
    const row = chats.getByRole("list", { name: "Connected chats" }).getByRole("listitem").filter({ hasText: "#announcements" });
    await row.getByText("Discord …mnop").waitFor();
    await row.getByText("Nothing posted yet.").waitFor();
    // The secret is not shown again, nor kept in the form.
    expect(await chats.getByLabel("Webhook address").inputValue()).toBe("");
    expect(await page.content()).not.toContain("e2e-webhook-token");

    await row.getByRole("button", { name: "Send a test to #announcements" }).click();
    await toast(page, /^Discord (could not be reached|did not answer)/).waitFor();
    await row.getByText(/^The last post failed \(.+\): Discord (could not be reached|did not answer)/).waitFor();
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);

    await row.getByRole("button", { name: "Disconnect #announcements" }).click();
    await page.getByRole("dialog", { name: "Disconnect #announcements?" }).getByRole("button", { name: "Disconnect" }).click();
    await toast(page, "Disconnected #announcements.").waitFor();
    await chats.getByText("No chat is connected.").waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
