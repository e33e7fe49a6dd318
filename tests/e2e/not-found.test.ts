import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gotoHydrated, launchBrowser, openPage } from "./browser";
import { site } from "./pages";
import { main } from "./screen";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The browser logs the document's own 404 as a failed resource: that one is expected. */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 404/.test(e));

describe("unknown paths", () => {
  it("answer 404 with the not-found screen, which hydrates cleanly", async () => {
    const { page, context, errors } = await openPage(browser);
    const response = await gotoHydrated(page, "/no/such/page");
    expect(response?.status()).toBe(404);
    expect(response?.headers()["content-type"]).toContain("text/html");
    expect(await page.title()).toBe(`Page Not Found | ${site.productName}`);
    expect(await main(page).getByText("The page you are looking for does not exist.").isVisible()).toBe(true);
    expect(await main(page).getByRole("button", { name: "Go back" }).isVisible()).toBe(true);
    await main(page).getByRole("link", { name: "Start Over" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it("a broken link shows the not-found screen, and Go back returns", async () => {
    const { page, context, errors } = await openPage(browser);
    await gotoHydrated(page, "/board");
    await page.evaluate(() => {
      const link = document.createElement("a");
      link.href = "/missing-page";
      link.textContent = "broken link";
      document.querySelector("main")!.append(link);
    });
    // A plain anchor makes a full load: the Worker answers 404 with the same screen.
    await page.getByRole("link", { name: "broken link" }).click();
    await page.getByText("The page you are looking for does not exist.").waitFor();
    await page.waitForSelector("html[data-hydrated]");
    // At once, as a person may: the button works while the Worker's page still stands in for the route.
    await page.getByRole("button", { name: "Go back" }).click();
    // A history traversal, read from the document itself (a read during the traversal throws; the poll retries).
    await expect.poll(() => page.evaluate(() => location.pathname), { timeout: 30_000 }).toBe("/board");
    await page.getByRole("heading", { level: 1 }).filter({ hasNotText: "Page not found" }).waitFor();
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it("a member page that does not exist is a 404 too", async () => {
    const { page, context } = await openPage(browser);
    const response = await gotoHydrated(page, "/users/nobody/does-not-exist");
    expect(response?.status()).toBe(404);
    // Served: the not-found page. Hydrated: the member route's own not-found screen, which says what is missing.
    expect(await response!.text()).toContain("The page you are looking for does not exist.");
    await main(page).getByRole("heading", { level: 1, name: "Page not found" }).waitFor();
    await page.getByText("There is no member page at this address.").waitFor();
    await context.close();
  });
});
