import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, logIn } from "./accounts";
import { api } from "./api";
import { DESKTOP, gotoHydrated, launchBrowser, openPage, PHONE } from "./browser";
import { resetPathIn, waitForMail } from "./mailbox";
import { main, toast, toasts } from "./screen";

/**
 * Members on phones: logging out on any screen, the mobile
 * menu's focus, toasts that replace each other and cover no button, and a
 * password reset that signs the member in. Each at 390 px and on a desktop.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SIZES = [
  ["a phone (390 px)", PHONE],
  ["a desktop", DESKTOP],
] as const;

const header = (page: Page) => page.getByRole("banner");
const profileNav = (page: Page) => page.getByRole("navigation", { name: "Profile" });

/**
 * The toast showing `text` and `target` do not overlap on the screen. Motion
 * is reduced for these pages, so a toast that says it is mounted is where it
 * stays (sonner's slide-in is a transition).
 */
async function expectUncovered(page: Page, text: string, target: Locator) {
  const shown = toast(page, text);
  await shown.waitFor();
  // Measured in the same step that sees it mounted: a success toast lasts 2 s, which a loaded machine can spend between two steps.
  let box: { x: number; y: number; width: number; height: number } | null = null;
  await expect
    .poll(async () => {
      box = await shown
        .evaluate(
          (element) => {
            if (element.getAttribute("data-mounted") !== "true") return null;
            const { x, y, width, height } = element.getBoundingClientRect();
            return { x, y, width, height };
          },
          undefined,
          { timeout: 1000 },
        )
        .catch(() => null);
      return box !== null;
    })
    .toBe(true);
  const [a, b] = [box!, (await target.boundingBox())!];
  const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlap, `toast ${JSON.stringify(a)} over ${JSON.stringify(b)}`).toBe(false);
  // Inside the window, whole.
  const viewport = page.viewportSize()!;
  expect(a.x >= 0 && a.y >= 0 && a.x + a.width <= viewport.width && a.y + a.height <= viewport.height).toBe(true);
}

async function openPhonePage(viewport: { width: number; height: number }) {
  const tracked = await openPage(browser, { viewport });
  await tracked.page.emulateMedia({ reducedMotion: "reduce" });
  return tracked;
}

describe("logging out", () => {
  it("from the mobile menu, which opens with focus on its first link, not the search box", async () => {
    const member = await createMember("menu-out");
    const { page, context, errors } = await openPhonePage(PHONE);
    await logIn(page, member.username, member.password);
    await gotoHydrated(page, "/about");
    const toggle = header(page).getByRole("button", { name: "Open menu" });
    const panel = page.locator(`[id="${await toggle.getAttribute("aria-controls")}"]`);
    await toggle.click();
    await panel.getByRole("navigation", { name: "Mobile" }).waitFor({ state: "visible" });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Home");
    const search = panel.getByRole("combobox", { name: "Search the site" });
    expect(await search.evaluate((el) => el === document.activeElement)).toBe(false);
    expect(await search.isVisible()).toBe(true);

    await panel.getByRole("link", { name: "Profile" }).waitFor({ state: "visible" });
    await panel.getByRole("button", { name: "Log out" }).click();
    await toast(page, "You are logged out.").waitFor();
    await panel.getByRole("link", { name: "Log In" }).waitFor({ state: "visible" });
    expect(await panel.getByRole("button", { name: "Log out" }).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem("session-hint"))).toBeNull();
    expect((await page.request.get("/api/auth/session")).status()).toBe(401);
    expect(errors.filter((e) => !e.includes("401"))).toEqual([]);
    await context.close();
  });

  for (const [name, viewport] of SIZES) {
    it(`from the profile area's navigation, on ${name}`, async () => {
      const member = await createMember("tabs-out");
      const { page, context } = await openPhonePage(viewport);
      await logIn(page, member.username, member.password);
      await gotoHydrated(page, "/profile/settings");
      const logOut = profileNav(page).getByRole("button", { name: "Log out" });
      expect(await logOut.isVisible()).toBe(true);
      await logOut.click();
      await toast(page, "You are logged out.").waitFor();
      // The members-only page offers to log in again, and to come back.
      await page.waitForURL((url) => url.pathname === "/login" && url.searchParams.get("redirect") === "/profile/settings");
      expect((await page.request.get("/api/auth/session")).status()).toBe(401);
      await context.close();
    });
  }
});

describe("toasts", () => {
  for (const [name, viewport] of SIZES) {
    it(`the "saved" toast leaves the Save button free, on ${name}`, async () => {
      const member = await createMember("saved");
      const { page, context } = await openPhonePage(viewport);
      await logIn(page, member.username, member.password);
      await gotoHydrated(page, "/profile/info");
      await main(page).getByLabel("First name").fill("Jenny");
      const save = main(page).getByRole("button", { name: "Save", exact: true });
      await save.click();
      await expectUncovered(page, "Your profile is saved.", save);
      // The next save replaces it rather than stacking a second one.
      await main(page).getByLabel("Last name").fill("Kim");
      await save.click();
      await expect.poll(() => toasts(page).count()).toBe(1);
      await context.close();
    });

    it(`a password reset signs the member in, its toast replacing the failure's and leaving the profile's links free, on ${name}`, async () => {
      const member = await createMember("reset-in");
      const { page, context, errors } = await openPhonePage(viewport);
      const since = Date.now();
      const asked = await api("POST", "/api/auth/forgot-password", null, { email: member.email });
      expect(asked.status).toBe(200);
      await gotoHydrated(page, resetPathIn(await waitForMail(member.email, since, /Reset your password/)));

      // A password on the common list: refused at its field, and toasted.
      await main(page).getByLabel("New password", { exact: true }).fill("football");
      await main(page).getByLabel("Confirm new password").fill("football");
      await main(page).getByRole("button", { name: "Set new password" }).click();
      await toasts(page).first().waitFor();
      const refused = (await toasts(page).first().textContent()) ?? "";

      await main(page).getByLabel("New password", { exact: true }).fill("lantern night 2027");
      await main(page).getByLabel("Confirm new password").fill("lantern night 2027");
      await main(page).getByRole("button", { name: "Set new password" }).click();
      await page.waitForURL((url) => url.pathname === "/profile");
      await main(page).getByText(`@${member.username}`).waitFor();
      const signedIn = "Your password has been changed, and you are signed in.";
      await expectUncovered(page, signedIn, main(page).getByRole("link", { name: "See your public page" }));
      // The refusal's toast slid out when this one came: one toast, not two stacked.
      await expect.poll(() => toast(page, refused).count()).toBe(0);
      // At most this one (its 2 s may be over on a loaded machine), and never a second.
      expect(await toasts(page).count()).toBeLessThanOrEqual(1);
      expect(await page.evaluate(() => localStorage.getItem("session-hint"))).toBe("1");
      expect((await page.request.get("/api/auth/session")).status()).toBe(200);
      expect(errors.filter((e) => !e.includes("400"))).toEqual([]);
      await context.close();
    });
  }
});
