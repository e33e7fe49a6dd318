import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "../../src/site.config";
import { officerCookie } from "./accounts";
import { api, unique } from "./api";
import { baseUrl, gotoHydrated, launchBrowser, openPage } from "./browser";
import { main } from "./screen";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A post published through the API, as an officer would (decision 079); each test makes its own, under names no other test uses. */
async function publishPost(overrides: { title: string; date: string; tags: string[]; body?: string }) {
  const slug = `post-${unique()}`;
  const fields = {
    slug,
    description: "What we learned running the fall career fair, told by the people who ran it.",
    author: "Hana Suzuki",
    body: "## What worked\n\nWe booked the ballroom in August, and it was not a day too early for the forty companies who came.",
    ...overrides,
  };
  const answer = await api<{ id: string }>("POST", "/api/content/posts", await officerCookie(), { status: "published", fields });
  expect(answer.status).toBe(201);
  return { ...fields, path: `/blogs/${slug}` };
}

describe("blogs", () => {
  it("lists the published posts, newest first, with their date and tags, and the tag filter narrows the list", async () => {
    const tag = `t${unique()}`;
    const other = `t${unique()}`;
    const older = await publishPost({ title: `Older ${unique()}`, date: "2026-09-01", tags: [tag] });
    const newer = await publishPost({ title: `Newer ${unique()}`, date: "2026-10-01", tags: [tag, other] });
    const { page, context, errors } = await openPage(browser);
    await gotoHydrated(page, "/blogs");
    const titles = () => main(page).getByRole("heading", { level: 2 }).allTextContents();
    await main(page).getByRole("heading", { level: 2, name: newer.title }).waitFor();
    const all = await titles();
    expect(all.indexOf(newer.title)).toBeLessThan(all.indexOf(older.title));

    // The tags are links; followed from the keyboard, the list narrows in place, says so, and the
    // keyboard stays on the tag.
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });
    const filter = main(page).getByRole("navigation", { name: "Filter posts by tag" });
    await filter.getByRole("link", { name: `#${tag}` }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => filter.getByRole("link", { name: `#${tag}` }).getAttribute("aria-current")).toBe("page");
    await expect.poll(titles).toEqual([newer.title, older.title]);
    expect(await main(page).getByRole("status").textContent()).toBe(`2 posts tagged #${tag}`);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(`#${tag}`);
    expect(new URL(page.url()).searchParams.get("tag")).toBe(tag);
    expect(await main(page).locator(`time[datetime="${newer.date}"]`).count()).toBeGreaterThanOrEqual(1);

    // Another tag, then "All", shows everything again; none of it loads a page.
    await filter.getByRole("link", { name: `#${other}` }).click();
    await expect.poll(titles).toEqual([newer.title]);
    expect(await filter.getByRole("link", { name: `#${tag}` }).getAttribute("aria-current")).toBeNull();
    await filter.getByRole("link", { name: "All" }).click();
    await expect.poll(async () => (await titles()).length).toBe(all.length);
    expect(await main(page).getByRole("status").textContent()).toMatch(/^\d+ posts$/);
    expect(documents).toEqual([]);

    // A shared link with ?tag= opens filtered.
    await gotoHydrated(page, `/blogs?tag=${other}`);
    await expect.poll(titles).toEqual([newer.title]);
    expect(errors).toEqual([]);
    await context.close();

    // And before any script runs (decision 083): the list and its filter are in the page's HTML.
    const plain = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
    const still = await plain.newPage();
    await still.goto(`/blogs?tag=${other}`);
    expect(await main(still).getByRole("heading", { level: 2 }).allTextContents()).toEqual([newer.title]);
    await main(still).getByRole("navigation", { name: "Filter posts by tag" }).getByRole("link", { name: "All" }).click();
    await main(still).getByRole("heading", { level: 2, name: older.title }).waitFor();
    await plain.close();
  });

  it("opens a post on the client: its own title, byline, tags and its Markdown rendered", async () => {
    const post = await publishPost({
      title: `Résumé advice ${unique()}`,
      date: "2026-10-15",
      tags: ["career", `t${unique()}`],
      body: "# One page, no exceptions\n\nRecruiters read for six seconds.\n\n> Cut what does not fit.\n\nBring it to [office hours](/resources) for a second look.",
    });
    const { page, context, errors } = await openPage(browser);
    await gotoHydrated(page, "/blogs");
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });
    await main(page).getByRole("link", { name: post.title }).click();
    await page.waitForURL(`**${post.path}`);
    await page.getByRole("heading", { level: 1, name: post.title }).waitFor();
    await expect.poll(() => page.title()).toBe(`${post.title} | ${site.productName}`);
    expect(documents).toEqual([]);

    const article = main(page).getByRole("article");
    expect(await article.textContent()).toContain(`By ${post.author}`);
    // The post's own "#" heading sits under the page's one <h1>.
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

  it("serves a post's page with its own title, description and tags as an article, and its body without an API call", async () => {
    const post = await publishPost({ title: `Conference recap ${unique()}`, date: "2026-10-20", tags: ["events"] });
    const { page, context, errors } = await openPage(browser);
    const apiCalls: string[] = [];
    page.on("request", (request) => void (request.url().includes("/api/content/") && apiCalls.push(request.url())));
    const response = await gotoHydrated(page, post.path);
    expect(response?.status()).toBe(200);
    const html = await response!.text();
    expect(html).toContain(`<title>${post.title} | ${site.productName}</title>`);
    expect(html).toContain(`<meta name="description" content="${post.description}"/>`);
    expect(html).toContain('<meta property="og:type" content="article"/>');
    // The preview's own address: locally the Worker links to where it is reached.
    expect(html).toContain(`<link rel="canonical" href="${baseUrl()}${post.path}"/>`);
    await main(page).getByRole("heading", { level: 2, name: "What worked" }).waitFor();
    // One set of tags in the head once the page has taken over.
    expect(await page.locator("head title").count()).toBe(1);
    expect(await page.locator('head link[rel="canonical"]').count()).toBe(1);
    expect(apiCalls).toEqual([]);
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
