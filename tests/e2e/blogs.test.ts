import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BLOG_POSTS } from "../../src/content/blog-posts";
import { site } from "../../src/site.config";
import { gotoHydrated, launchBrowser, openPage } from "./browser";
import { main } from "./screen";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const postTitles = (tag?: string) => BLOG_POSTS.filter((p) => !tag || p.tags.includes(tag)).map((p) => p.title);

describe("blogs", () => {
  it("lists every post with its date and tags, and the tag filter narrows the list", async () => {
    const { page, context, errors } = await openPage(browser);
    await gotoHydrated(page, "/blogs");
    expect(await main(page).getByRole("heading", { level: 2 }).allTextContents()).toEqual(postTitles());
    expect(await main(page).locator("time").first().getAttribute("datetime")).toBe(BLOG_POSTS[0]!.date);

    const filter = main(page).getByRole("group", { name: "Filter posts by tag" });
    await filter.getByRole("button", { name: "#career" }).click();
    await expect.poll(() => filter.getByRole("button", { name: "#career" }).getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => main(page).getByRole("heading", { level: 2 }).allTextContents()).toEqual(postTitles("career"));
    expect(await main(page).getByRole("status").textContent()).toBe(`${postTitles("career").length} posts tagged #career`);
    expect(new URL(page.url()).searchParams.get("tag")).toBe("career");

    // Pressing the selected tag again, or "All", shows everything.
    await filter.getByRole("button", { name: "#career" }).click();
    await expect.poll(() => main(page).getByRole("heading", { level: 2 }).count()).toBe(BLOG_POSTS.length);
    await filter.getByRole("button", { name: "#set" }).click();
    await expect.poll(() => main(page).getByRole("heading", { level: 2 }).allTextContents()).toEqual(postTitles("set"));
    await filter.getByRole("button", { name: "All" }).click();
    await expect.poll(() => main(page).getByRole("heading", { level: 2 }).count()).toBe(BLOG_POSTS.length);

    // A shared link with ?tag= opens filtered.
    await gotoHydrated(page, "/blogs?tag=mentorship");
    await expect.poll(() => main(page).getByRole("heading", { level: 2 }).allTextContents()).toEqual(postTitles("mentorship"));
    expect(errors).toEqual([]);
    await context.close();
  });

  it("opens a post on the client: its own title, byline, tags and the Markdown rendered at build", async () => {
    const { page, context, errors } = await openPage(browser);
    await gotoHydrated(page, "/blogs");
    const post = BLOG_POSTS.find((p) => p.slug === "one-page-resume")!;
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });
    await page.getByRole("link", { name: post.title }).click();
    await page.waitForURL(`**${post.path}`);
    await page.getByRole("heading", { level: 1, name: post.title }).waitFor();
    await expect.poll(() => page.title()).toBe(`${post.title} | ${site.productName}`);
    expect(documents).toEqual([]);

    const article = main(page).getByRole("article");
    expect(await article.textContent()).toContain(`By ${post.author}`);
    expect(await article.getByRole("heading", { level: 2 }).allTextContents()).toContain("One page, no exceptions");
    expect(await article.getByRole("list", { name: "Tags" }).getByRole("link").allTextContents()).toEqual(post.tags.map((t) => `#${t}`));
    expect(await article.locator("blockquote").count()).toBe(1);

    // A link inside the post stays in the app too.
    await article.getByRole("link", { name: "office hours" }).click();
    await page.waitForURL("**/resources");
    expect(documents).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("prerenders each post with its own title, description and share image, as an article", async () => {
    const { page, context, errors } = await openPage(browser);
    for (const post of BLOG_POSTS) {
      const response = await gotoHydrated(page, post.path);
      expect(response?.status()).toBe(200);
      const html = await response!.text();
      expect(html).toContain(`<meta name="description" content="${post.description.replace(/&/g, "&amp;")}"/>`);
      expect(html).toContain('<meta property="og:type" content="article"/>');
      expect(html).toContain(`og/blogs-${post.slug}.png`);
      // The body is in the HTML itself (crawlers and first paint need no JavaScript):
      // Markdown's headings and lists carry no class, unlike the site's own.
      expect(html).toMatch(/<(h2|ol|ul)>/);
      const image = await context.request.get(`/og/blogs-${post.slug}.png`);
      expect(image.headers()["content-type"]).toBe("image/png");
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it("answers 404 with the not-found screen for a post that does not exist", async () => {
    const { page, context, errors } = await openPage(browser);
    const response = await gotoHydrated(page, "/blogs/no-such-post");
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { level: 1, name: "Page not found" }).waitFor();
    expect(errors.filter((e) => !e.includes("404"))).toEqual([]);
    await context.close();
  });
});
