import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gotoHydrated, launchBrowser, MOBILE, openPage } from "./browser";
import { site } from "./pages";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("footer", () => {
  it("has the logo, named social links and the page links", async () => {
    const { page, context } = await openPage(browser);
    await gotoHydrated(page, "/board");
    const footer = page.getByRole("contentinfo");
    for (const { label } of Object.values(site.social)) {
      expect(await footer.getByRole("link", { name: new RegExp(label) }).count()).toBe(1);
    }
    const links = await footer.getByRole("navigation", { name: "Footer" }).getByRole("link").allTextContents();
    expect(links).toEqual(["About", "Board", "Gallery", "Events & Slides", "Programs", "Blogs"]);
    expect(await footer.getByRole("link", { name: `${site.productName} home` }).count()).toBe(1);
    await context.close();
  });

  it("is laid out only when it nears the screen, and is still reached by the keyboard (decision 168)", async () => {
    const { page, context, errors } = await openPage(browser, { viewport: MOBILE });
    await gotoHydrated(page, "/board");
    const footer = page.getByRole("contentinfo");
    // Below a phone's fold at load: the browser skips its contents (content-visibility: auto).
    expect(await footer.evaluate((el) => getComputedStyle(el).contentVisibility)).toBe("auto");
    expect(await footer.evaluate((el) => el.getBoundingClientRect().top > window.innerHeight)).toBe(true);
    expect(await footer.getByRole("link", { name: "Blogs" }).evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }))).toBe(false);
    // Tabbing backwards from the top reaches its last control, which comes into view laid out.
    await page.locator("body").press("Shift+Tab");
    const button = footer.getByRole("button", { name: "Contact Us!" });
    await expect.poll(() => button.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(() => button.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ["desktop", undefined],
    ["mobile", MOBILE],
  ] as const)("Contact Us! goes to /about and scrolls to the contact section (%s)", async (_name, viewport) => {
    const { page, context, errors } = await openPage(browser, viewport ? { viewport } : {});
    await gotoHydrated(page, "/programs");
    await page.getByRole("contentinfo").getByRole("button", { name: "Contact Us!" }).click();
    await page.waitForURL("**/about");
    const contact = page.locator("#contact");
    await contact.waitFor();
    await expect
      .poll(() =>
        contact.evaluate((el) => {
          const { top } = el.getBoundingClientRect();
          return window.scrollY > 0 && top >= 0 && top < window.innerHeight / 2;
        }),
      )
      .toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
