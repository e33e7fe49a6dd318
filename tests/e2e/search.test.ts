import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleContent } from "../../scripts/seed/content-seed";
import { officerCookie } from "./accounts";
import { api, unique } from "./api";
import { gotoHydrated, launchBrowser, openPage, PHONE } from "./browser";
import { main } from "./screen";

/**
 * A query nothing on the site can match. Latin nonsense ("qqqqxxxxzzzz") is not one: at the search's
 * loose threshold (0.6, docs/product.md) it matched the random ids in other tests' post and board
 * titles (a fresh-clone run failed on it); no content has Cyrillic letters.
 */
const NOWHERE = "жщжщжщжщ";

type SeedMember = { name: string; role: string };
type SeedProgram = { slug: string; name: string; faqs?: { question: string }[] };
const sample = sampleContent();
/** A board member of the seed whose role no one else's contains, so searching the role finds that one person. */
const member = (sample.board as SeedMember[]).find(
  (candidate, _, board) => board.filter((other) => other.role.toLowerCase().includes(candidate.role.toLowerCase())).length === 1,
)!;
/** The seed's first program with questions, and its first question. */
const program = (sample.programs as SeedProgram[]).find((candidate) => (candidate.faqs ?? []).length > 0)!;
const question = program.faqs![0]!.question;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("site search", () => {
  it("finds pages fuzzily, highlights matches and navigates by keyboard", async () => {
    const { page, context, errors } = await openPage(browser);
    await gotoHydrated(page, "/about");
    const box = page.getByRole("banner").getByRole("combobox", { name: "Search the site" });
    await box.fill("sponsr");
    const list = page.getByRole("listbox", { name: "Search results" }).first();
    await list.waitFor({ state: "visible" });
    expect(await box.getAttribute("aria-expanded")).toBe("true");
    const options = list.getByRole("option");
    expect(await options.first().textContent()).toContain("Sponsors");
    expect(await list.locator("mark").count()).toBeGreaterThan(0);

    await box.press("ArrowDown");
    const firstId = await options.first().getAttribute("id");
    expect(await box.getAttribute("aria-activedescendant")).toBe(firstId);
    expect(await options.first().getAttribute("aria-selected")).toBe("true");
    if ((await options.count()) > 1) {
      await box.press("ArrowDown");
      expect(await options.nth(1).getAttribute("aria-selected")).toBe("true");
      await box.press("ArrowUp");
    }
    expect(await options.first().getAttribute("aria-selected")).toBe("true");
    await box.press("Enter");
    await page.waitForURL("**/sponsors");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("finds a post, a board member, a sponsor, an album and a resource published a moment ago, and opens the post", async () => {
    const word = `zephyr${unique()}`;
    const slug = `post-${unique()}`;
    const cookie = await officerCookie();
    const published: [string, Record<string, unknown>][] = [
      [
        "posts",
        {
          slug,
          title: `Kite day ${word}`,
          description: "The chapter flew kites on the quad, and three of them came back down in one piece.",
          date: "2026-10-22",
          author: "Jason Wu",
          tags: ["social"],
          body: "## The kites\n\nWe built twelve kites from paper and sticks, and the wind took nine of them to the next county.",
        },
      ],
      [
        "board",
        {
          name: `Quinn ${word}`,
          role: "Kite Chair",
          group: "chairs",
          year: "Third year",
          major: "Aerospace Engineering",
          bio: "Keeps the kites flying and the strings untangled at every social the chapter throws.",
        },
      ],
      ["sponsors", { organisation: `Kiteworks ${word}`, tier: "silver", link: "https://example.com", blurb: "Makes kites and the string that keeps them." }],
      // A photo the seed has: an album may show on other pages (the home page's photo) while it is published.
      ["albums", { title: `Kite day photos ${word}`, term: "fall-2026", photos: (sample.albums[0]!.photos as unknown[]).slice(0, 1) }],
      [
        "resources",
        { section: "study", title: `Kite physics notes ${word}`, description: "Why a kite flies, in two pages.", link: "https://example.com/kites" },
      ],
    ];
    const created: [string, string][] = [];
    for (const [collection, fields] of published) {
      const result = await api<{ id: string }>("POST", `/api/content/${collection}`, cookie, { status: "published", fields });
      expect(result.status, collection).toBe(201);
      created.push([collection, result.data.id]);
    }
    const { page, context, errors } = await openPage(browser);
    await gotoHydrated(page, "/about");
    const box = page.getByRole("banner").getByRole("combobox", { name: "Search the site" });
    await box.fill(word);
    const list = page.getByRole("listbox", { name: "Search results" }).first();
    // Each section the search reads from the API, by the name just published and its label.
    for (const name of [`Quinn ${word}`, `Kiteworks ${word}`, `Kite day photos ${word}`, `Kite physics notes ${word}`]) {
      await list.getByRole("option", { name: new RegExp(name) }).waitFor();
    }
    expect(await list.getByRole("option", { name: new RegExp(`Kiteworks ${word}`) }).textContent()).toContain("Sponsor");
    expect(await list.getByRole("option", { name: new RegExp(`Kite day photos ${word}`) }).textContent()).toContain("Photo album");
    expect(await list.getByRole("option", { name: new RegExp(`Kite physics notes ${word}`) }).textContent()).toContain("Study resources");
    await list.getByRole("option", { name: new RegExp(`Kite day ${word}`) }).click();
    await page.waitForURL(`**/blogs/${slug}`);
    await main(page).getByRole("heading", { level: 2, name: "The kites" }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
    // Other tests' pages (the home page's sponsor strip and photo) show only what the seed has.
    for (const [collection, id] of created) expect((await api("DELETE", `/api/content/${collection}/${id}`, cookie)).status, collection).toBe(200);
  });

  it('says "No entries found" and closes on Escape, outside click and window blur', async () => {
    const { page, context } = await openPage(browser);
    await gotoHydrated(page, "/");
    const box = page.getByRole("banner").getByRole("combobox", { name: "Search the site" });
    await box.fill(NOWHERE);
    await page.getByRole("banner").getByText("No entries found").filter({ visible: true }).waitFor();

    await box.fill("board");
    const list = page.getByRole("banner").getByRole("listbox");
    await list.waitFor({ state: "visible" });
    await box.press("Escape");
    await list.waitFor({ state: "hidden" });

    await box.fill("boards");
    await list.waitFor({ state: "visible" });
    await page.mouse.click(640, 500);
    await list.waitFor({ state: "hidden" });

    await box.focus();
    await box.fill("board");
    await list.waitFor({ state: "visible" });
    await page.evaluate(() => window.dispatchEvent(new Event("blur")));
    await list.waitFor({ state: "hidden" });
    await context.close();
  });

  it("Enter with no highlighted result opens /search?q=, which shows the same search as a page", async () => {
    const { page, context, errors } = await openPage(browser);
    await gotoHydrated(page, "/");
    const box = page.getByRole("banner").getByRole("combobox", { name: "Search the site" });
    await box.fill("mentor");
    await box.press("Enter");
    await page.waitForURL("**/search?q=mentor");
    const results = main(page).getByRole("region", { name: "Search results" });
    await results.getByRole("link", { name: "Mentor-Mentee", exact: true }).waitFor({ state: "visible" });
    expect(await results.locator("mark").count()).toBeGreaterThan(0);

    // Direct load of the prerendered page with a query: read after hydration, no mismatch.
    await gotoHydrated(page, "/search?q=gallery");
    await main(page).getByRole("link", { name: "Gallery" }).waitFor({ state: "visible" });
    expect(await main(page).getByRole("searchbox").inputValue()).toBe("gallery");
    await gotoHydrated(page, `/search?q=${encodeURIComponent(NOWHERE)}`);
    await main(page).getByText("No entries found").waitFor({ state: "visible" });
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** The header's search box on a phone: in the mobile menu, opened first. */
async function searchBox(page: Page) {
  const header = page.getByRole("banner");
  await header.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("navigation", { name: "Mobile" }).waitFor({ state: "visible" });
  return header.getByRole("combobox", { name: "Search the site" }).filter({ visible: true });
}

describe("what the search finds, and how it ranks it", () => {
  // On a phone, through the mobile menu's box: what it finds is the same on any screen, and the
  // desktop header's box is used by the tests above.
  it(`"career fair" finds Fall Career Night among the first, "lantern" the Lantern Festival, "mentor" the pages that say it before scattered letters, on a phone (390 px)`, async () => {
    const { page, context, errors } = await openPage(browser, { viewport: PHONE });
    const eventCalls: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/events") eventCalls.push(request.url());
    });
    await gotoHydrated(page, "/about");
    // The events are fetched when a search opens, never with the page.
    expect(eventCalls).toEqual([]);
    const box = await searchBox(page);
    await box.click();
    await box.fill("career fair");
    const list = page.getByRole("listbox", { name: "Search results" }).filter({ visible: true });
    const first = list.getByRole("option").first();
    // No entry has "fair": those with "Career" in their title come first (the event ties with the
    // resources' Career Center on that word), then fuzzier finds.
    const night = list.getByRole("option", { name: /Fall Career Night/ });
    await night.waitFor();
    expect(await night.textContent()).toContain("Event");
    // Each option's title: its first line's first part (the label follows it).
    const careerTitles = await list.getByRole("option").locator("> span:first-child > span:first-child").allTextContents();
    const untitled = careerTitles.findIndex((title) => !title.includes("Career"));
    if (untitled !== -1) expect(careerTitles.indexOf("Fall Career Night"), careerTitles.join(" | ")).toBeLessThan(untitled);
    // Whole words are marked, never letters inside one.
    expect(await night.locator("mark").allTextContents()).toContain("Career");
    for (const mark of await list.locator("mark").allTextContents()) expect(mark).toMatch(/^[\p{L}\p{N}]+$/u);
    expect(eventCalls).toHaveLength(1);

    await box.fill("lantern");
    await expect.poll(() => first.textContent()).toContain("Lunar New Year Lantern Festival");
    expect(await first.textContent()).toContain("Event");

    // "mentor": the pages that say the word come before any whose letters merely scatter through a title.
    await box.fill("mentor");
    await expect.poll(() => first.textContent()).toMatch(/Mentor/);
    const titles = await list.getByRole("option").allTextContents();
    const lastWhole = titles.findLastIndex((title) => /mentor/i.test(title));
    const scattered = titles.findIndex((title) => !/mentor/i.test(title));
    if (scattered !== -1) expect(scattered, titles.join(" | ")).toBeGreaterThan(lastWhole);

    // People by name and role, and the programs' questions, each labelled.
    await box.fill(member.name);
    // Found by name, labelled (a resource may name the person too, e.g. their office hours, and rank first).
    await list.getByRole("option").filter({ hasText: "Board member" }).filter({ hasText: member.name }).first().waitFor();
    await box.fill(member.role.toLowerCase());
    await expect.poll(() => list.getByRole("option").filter({ hasText: member.name }).filter({ hasText: "Board member" }).count()).toBe(1);
    await box.fill(question);
    await expect.poll(() => first.textContent()).toContain(question);
    expect(await first.textContent()).toContain(`${program.name} FAQ`);
    await box.press("ArrowDown");
    await box.press("Enter");
    await page.waitForURL((url) => url.pathname === `/${program.slug}` && url.hash === "#faq");
    expect(eventCalls).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
