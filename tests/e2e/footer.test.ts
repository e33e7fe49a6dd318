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
