import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolationsInBothThemes } from "./axe";
import { gotoHydrated, launchBrowser, openPage } from "./browser";
import { shareImageSlug } from "../../src/content/pages";
import { CONTENT_PAGES } from "../../src/shared/content/pages";
import { MEMBER_ROUTES, site, STATIC_ROUTES } from "./pages";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("every route", () => {
  // One load per page for its facts and its accessibility (axe in light, then dark mode in place).
  // Two pages at a time (the project's maxConcurrency): this is the longest browser file (about 35
  // pages), and whichever test process runs it last would otherwise run it alone on one core while
  // the other has nothing left to do.
  it.concurrent.each(STATIC_ROUTES)("$path loads prerendered, hydrates without console errors, and axe finds nothing serious", async ({ path, title }) => {
    const { page, context, errors } = await openPage(browser);
    const response = await gotoHydrated(page, path);
    expect(response?.status()).toBe(200);
    // A content page's items arrive just after hydration: axe checks the page with them.
    if (path in CONTENT_PAGES) await page.locator('main [aria-busy="true"]').waitFor({ state: "detached" });
    expect(await page.title()).toBe(title);
    expect(await page.locator("main").count()).toBe(1);
    expect(await page.locator("h1").count()).toBeGreaterThanOrEqual(1);
    // The share tags are in the prerendered HTML itself (crawlers run no JS).
    const html = await response!.text();
    expect(html).toContain(`<title>${title.replace("&", "&amp;")}</title>`);
    for (const tag of ['name="description"', 'property="og:title"', 'property="og:description"', 'property="og:image"', 'name="twitter:card"']) {
      expect(html).toContain(tag);
    }
    // The page's own share image, at the site's address (a crawler fetches it from there), served here too.
    const ogImage = html.match(/property="og:image" content="([^"]*)"/)?.[1];
    expect(ogImage).toBe(`${site.url}/og/${shareImageSlug(path)}.png`);
    const image = await context.request.get(new URL(ogImage!).pathname);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
    expect(errors).toEqual([]);
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);
    await context.close();
  });

  it.each(MEMBER_ROUTES)("$path (members only) is prerendered with its tags, then sends a visitor to log in", async ({ path, title }) => {
    const { page, context, errors } = await openPage(browser);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const html = await response!.text();
    expect(html).toContain(`<title>${title.replace("&", "&amp;")}</title>`);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    await page.waitForURL((url) => url.pathname === "/login" && url.searchParams.get("redirect") === path);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("answers with security headers and caching rules", async () => {
    const { page, context } = await openPage(browser);
    const response = await page.goto("/");
    const headers = response!.headers();
    expect(headers["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    // Other sites learn our origin from a link, never the path (a member's page, a check-in code).
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["strict-transport-security"]).toContain("max-age=");
    // The browser asks before it uses its copy: a file's `_headers` rule says `must-revalidate`, a page
    // the Worker writes (the home page, decision 089) `no-cache`.
    expect(headers["cache-control"]).toMatch(/must-revalidate|no-cache/);
    const script = await page.locator("link[rel=modulepreload]").first().getAttribute("href");
    const asset = await context.request.get(script!);
    expect(asset.headers()["cache-control"]).toContain("immutable");
    await context.close();
  });

  it("navigates between pages on the client and preloads on intent", async () => {
    // Nothing cached: the preload is a request the browser makes.
    const { page, context, errors } = await openPage(browser, { fresh: true });
    await gotoHydrated(page, "/");
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Resources" }).hover();
    // Scripts are named by their hash alone (decision 162): the route's file is the one its manifest entry names.
    const resourcesModule = await page.evaluate(
      () =>
        (window as unknown as { __reactRouterManifest: { routes: Record<string, { module: string }> } }).__reactRouterManifest.routes["routes/resources"]!
          .module,
    );
    await expect.poll(() => requested.includes(resourcesModule)).toBe(true);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Resources" }).click();
    await page.waitForURL("**/resources");
    await expect.poll(() => page.title()).toBe(STATIC_ROUTES.find((r) => r.path === "/resources")!.title);
    // A client-side navigation fetches no HTML document.
    expect(requested.filter((p) => p.endsWith(".html") || p === "/resources")).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
