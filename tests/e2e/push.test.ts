import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "../../src/site.config";
import { logIn, memberWithSession } from "./accounts";
import { api, request } from "./api";
import { seriousViolationsInBothThemes } from "./axe";
import { baseUrl, launchBrowser, openPage, PHONE } from "./browser";
import { main, toast } from "./screen";

/**
 * Push, free and first (issue 34, decision 115), in the browser: the manifest that makes the site an
 * installable app, with its icons at the sizes it names, and the service worker that caches nothing;
 * and the profile's Notifications tab on a 390 px phone, with axe in both themes.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** P-256's base point: a valid browser key nobody holds the secret of (nothing is ever pushed to it here). */
const SOME_BROWSER_KEY = "BGsX0fLhLEJH-Lzm5WOkQPJ3A32BLeszoPShOUXYmMKWT-NC4v4af5uO5-tKfA-eFivOM1drMV7Oy7ZAaDe_UfU";

describe("the installable app", () => {
  it("links a manifest made from the identity file, whose icons exist at the sizes it names", async () => {
    const home = await request("GET", "/", null);
    expect(String(home.body)).toMatch(/<link rel="manifest" href="\/manifest.webmanifest"\/?>/);
    const response = await fetch(`${baseUrl()}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ name: site.productName, short_name: site.shortName, display: "standalone", theme_color: site.brand.primary });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
    for (const icon of manifest.icons) {
      const file = await fetch(`${baseUrl()}${icon.src}`);
      expect(file.status, icon.src).toBe(200);
      const [width, height] = icon.sizes.split("x").map(Number);
      expect(pngSize(Buffer.from(await file.arrayBuffer()))).toEqual({ width, height });
    }
    const touch = await fetch(`${baseUrl()}/icons/apple-touch-icon.png`);
    expect(pngSize(Buffer.from(await touch.arrayBuffer()))).toEqual({ width: 180, height: 180 });
  });

  it("serves a service worker that shows notifications and has no fetch handler, so it keeps no answer", async () => {
    const response = await fetch(`${baseUrl()}/sw.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    const source = await response.text();
    expect(source).toContain('addEventListener("push"');
    expect(source).toContain('addEventListener("notificationclick"');
    expect(source).not.toMatch(/addEventListener\(\s*["']fetch/);
    expect(source).not.toMatch(/caches\./);
  });
});

describe("the Notifications tab", () => {
  it("on a phone (390 px): reached from the profile's tabs, lists the member's devices and removes one, and saves push per topic", async () => {
    const member = await memberWithSession("push-tab");
    const added = await api<{ device: { id: number } }>("POST", "/api/me/push/devices", member.cookie, {
      endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${member.id}`,
      keys: { p256dh: SOME_BROWSER_KEY, auth: "AAAAAAAAAAAAAAAAAAAAAA" },
    });
    expect(added.status).toBe(200);
    const { page, context, errors } = await openPage(browser, { viewport: PHONE });
    await logIn(page, member.username, member.password, "/login?redirect=/profile/info");
    await page.waitForURL("**/profile/info");
    await page.getByRole("navigation", { name: "Profile" }).getByRole("link", { name: "Notifications" }).click();
    await page.waitForURL("**/profile/notifications");
    await main(page).getByRole("heading", { name: "Notifications", level: 1 }).waitFor();

    // What this browser can do, said plainly: the button that asks for permission on a tap, or — Chromium's
    // headless shell refuses notifications whatever it is granted — the way to unblock them.
    const permission = await page.evaluate(() => ("Notification" in window && "PushManager" in window ? Notification.permission : "none"));
    if (permission === "denied") await main(page).getByText("Notifications are blocked for this site in this browser.").waitFor();
    else if (permission === "none") await main(page).getByText("This browser cannot show notifications from websites.").waitFor();
    else await main(page).getByRole("button", { name: "Turn on notifications on this device" }).waitFor();
    const devices = main(page).getByRole("list", { name: "Your devices with notifications on" });
    await devices.getByRole("listitem").first().waitFor();
    expect(await devices.getByRole("listitem").count()).toBe(1);
    const push = main(page).getByRole("group", { name: "Push notifications" });
    const mail = main(page).getByRole("group", { name: "E-mail me" });
    // With a device, push replaces the mail of confirmations and announcements unless asked for.
    expect(await push.getByRole("checkbox", { name: "Announcements" }).isChecked()).toBe(true);
    expect(await mail.getByRole("checkbox", { name: "Announcements" }).isChecked()).toBe(false);
    expect(await mail.getByRole("checkbox", { name: "Reminders" }).isChecked()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);

    await push.getByRole("checkbox", { name: "Reminders" }).uncheck();
    await toast(page, "Reminders: no push notifications.").waitFor();
    await mail.getByRole("checkbox", { name: "Announcements" }).check();
    await toast(page, "You will get announcements.").waitFor();
    const saved = await api<{ topics: Record<string, { mail: boolean; push: boolean }> }>("GET", "/api/me/push", member.cookie);
    expect(saved.data.topics.reminders).toEqual({ push: false, mail: true });
    expect(saved.data.topics.announcements).toEqual({ push: true, mail: true });

    await devices.getByRole("button", { name: /^Remove / }).click();
    await toast(page, /notifications off\.$/).waitFor();
    await main(page).getByText("No device has notifications on yet.").waitFor();
    expect((await api<{ devices: unknown[] }>("GET", "/api/me/push", member.cookie)).data.devices).toEqual([]);
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
