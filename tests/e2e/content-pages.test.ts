import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BLOG_POSTS } from "../../src/content/blog-posts";
import { seriousViolationsInBothThemes } from "./axe";
import { DESKTOP, gotoHydrated, launchBrowser, MOBILE, openPage } from "./browser";
import { main } from "./screen";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const CONTENT_PAGES = [
  "/",
  "/about",
  "/board",
  "/sponsors",
  "/events",
  "/gallery",
  "/blogs",
  BLOG_POSTS[0]!.path,
  "/programs",
  "/interns",
  "/set",
  "/webdev",
  "/sports",
  "/mentor-mentee",
  "/resources",
];

describe("content pages from 360 px to desktop", () => {
  it.each(CONTENT_PAGES)("%s fits a 360 px screen without sideways scrolling, and has one h1", async (path) => {
    const { page, context, errors } = await openPage(browser, { viewport: MOBILE });
    await gotoHydrated(page, path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    expect(await page.locator("h1").count()).toBe(1);
    await page.setViewportSize(DESKTOP);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(DESKTOP.width);
    expect(errors).toEqual([]);
    await context.close();
  });
});

// Every page is checked by axe in both themes in a11y.test.ts; these are the
// states that only exist after interaction.
describe("axe on interactive states, light and dark mode", () => {
  it("the open photo viewer", async () => {
    const { page, context } = await openPage(browser);
    await gotoHydrated(page, "/gallery");
    await page.getByRole("group", { name: "Term" }).getByRole("button", { name: "Spring 2024" }).click();
    await main(page).getByRole("listitem").first().getByRole("button").click();
    await page.getByRole("dialog", { name: "Photo viewer" }).waitFor();
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);
    await context.close();
  });

  it("the contact form showing its errors, and a failure message", async () => {
    const { page, context } = await openPage(browser);
    await gotoHydrated(page, "/about");
    const form = page.getByRole("form", { name: "Contact us" });
    await form.getByRole("button", { name: "Send message" }).click();
    await form.getByText("Please enter your name.").waitFor();
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);
    await page.route("**/api/contact", (route) => route.fulfill({ status: 502, contentType: "text/html", body: "Bad gateway" }));
    await form.getByLabel("Your name").fill("Rin");
    await form.getByLabel("E-mail").fill("rin@example.com");
    await form.getByLabel("Message").fill("Hello from the accessibility test.");
    // The failure's toast too, once in place: reduced motion, so axe never sees it half faded in.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await form.getByRole("button", { name: "Send message" }).click();
    await form.getByRole("alert").waitFor();
    await page.locator("[data-sonner-toast][data-mounted=true]").waitFor();
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);
    await context.close();
  });

  it("filtered blog posts and slides, and an open FAQ answer", async () => {
    const { page, context } = await openPage(browser);
    await gotoHydrated(page, "/blogs");
    await page.getByRole("group", { name: "Filter posts by tag" }).getByRole("button", { name: "#career" }).click();
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);
    await gotoHydrated(page, "/events");
    await page.getByRole("group", { name: "Filter slides by category" }).getByRole("button", { name: "Professional" }).click();
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);
    await gotoHydrated(page, "/mentor-mentee");
    await page.getByText("Can I choose my mentor?").click();
    await page.getByText("You can name up to two people").waitFor();
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);
    await context.close();
  });
});
