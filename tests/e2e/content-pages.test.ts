import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { officerCookie } from "./accounts";
import { api, unique } from "./api";
import { seriousViolationsInBothThemes } from "./axe";
import { baseUrl, DESKTOP, gotoHydrated, launchBrowser, MOBILE, openPage, PHONE } from "./browser";
import { main } from "./screen";
import { PROGRAMS } from "../../src/content/programs";
import { about, sponsorTiers } from "../../src/site.config";

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
  "/blogs/solar-weather-stations",
  "/programs",
  // A program's page (the Worker's, decision 084): every program has the one template.
  `/${PROGRAMS[0]!.slug}`,
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
    await main(page).getByRole("navigation", { name: "Term" }).getByRole("link", { name: "Spring 2024" }).click();
    await page.getByRole("heading", { level: 2, name: "Spring 2024" }).waitFor();
    await main(page).getByRole("region", { name: "Spring 2024" }).getByRole("link").first().click();
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
    await page.getByRole("navigation", { name: "Filter posts by tag" }).getByRole("link", { name: "#career", exact: true }).click();
    await page.waitForURL(/\?tag=career$/);
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);
    // The slides' filter as the Worker writes it (a link: decision 087).
    await gotoHydrated(page, "/events?slides=Professional");
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);
    await gotoHydrated(page, "/mentor-mentee");
    await page.getByText("Can I choose my mentor?").click();
    await page.getByText("You can name up to two people").waitFor();
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);
    await context.close();
  });
});

// What officers publish shows on the public pages at the next view (decision 079): the Worker writes
// it into the page. Each test publishes its own items, under names no other test uses.
describe("content published through the API", () => {
  async function publish(collection: string, fields: Record<string, unknown>, status = "published") {
    const answer = await api<{ id: string }>("POST", `/api/content/${collection}`, await officerCookie(), { status, fields });
    expect(answer.status).toBe(201);
    return answer.data.id;
  }
  const person = (name: string) => ({
    name,
    role: "Outreach Chair",
    group: "chairs",
    year: "Second year",
    major: "Civil Engineering",
    bio: "Plans the chapter's visits to high schools and answers every parent's question twice.",
  });

  it.each([
    ["a phone", PHONE],
    ["a desktop", DESKTOP],
  ])("a board member and a sponsor show on /board and /sponsors on %s, drafts do not", async (_, viewport) => {
    const name = `Rowan ${unique()}`;
    const draft = `Draft ${unique()}`;
    const organisation = `Tidewater ${unique()}`;
    await publish("board", person(name));
    await publish("board", person(draft), "draft");
    await publish("sponsors", { organisation, tier: "silver", link: "https://example.com/", blurb: "Lends the chapter its wind tunnel one Saturday a term." });
    const { page, context, errors } = await openPage(browser, { viewport });
    const apiCalls: string[] = [];
    page.on("request", (request) => void (request.url().includes("/api/content/") && apiCalls.push(request.url())));
    await gotoHydrated(page, "/board");
    await main(page).getByRole("heading", { name, level: 3 }).waitFor();
    expect(await main(page).getByText(draft).count()).toBe(0);
    await gotoHydrated(page, "/sponsors");
    await main(page).getByText("Lends the chapter its wind tunnel one Saturday a term.").first().waitFor();
    expect(
      await main(page)
        .getByRole("link", { name: `${organisation} (opens in a new tab)` })
        .count(),
    ).toBe(1);
    // The pages carried their content: no API call on a first load.
    expect(apiCalls).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a first-year question and an office-hours slot show on /resources, the question as a disclosure that works before scripts", async () => {
    const question = `Can I join mid-term ${unique()}?`;
    const host = `Ines ${unique()}, Treasurer`;
    await publish("resources", {
      section: "first-year-faq",
      title: question,
      description: "Yes: come to any meeting and sign up on the site the same evening.",
    });
    await publish("resources", {
      section: "office-hours",
      title: host,
      where: "Library room 2, Wednesdays 3–4 PM",
      description: "Dues, reimbursements and budgets.",
    });
    const plain = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false, viewport: PHONE });
    const still = await plain.newPage();
    await still.goto("/resources");
    await main(still).getByRole("link", { name: "First-year FAQ" }).click();
    await main(still).getByText(question).click();
    await main(still).getByText("Yes: come to any meeting and sign up on the site the same evening.").waitFor();
    const row = main(still).getByRole("table", { name: "Weekly office hours of board members" }).getByRole("row").filter({ hasText: host });
    expect(await row.getByRole("cell").allTextContents()).toEqual(["Library room 2, Wednesdays 3–4 PM", "Dues, reimbursements and budgets."]);
    await plain.close();
  });

  it("a program an officer publishes is listed on /programs and has its page at /{slug}; renamed, it shows the new name; unpublished, its address is not found", async () => {
    const slug = `program-${unique()}`;
    const name = `Rocketry ${unique()}`;
    const fields = {
      slug,
      name,
      summary: "Build and fly a high-power rocket in one school year.",
      body: "Teams of five design, build and fly a rocket.\n\n## How to join\n\n- Come to the **launch night** in October.",
      faqs: [{ question: "Do I need to know physics?", answer: "No: the first month teaches what the team needs." }],
      lead: "Noor Haddad, Rocketry Lead",
      leadEmail: "rocketry@example.org",
      joinLink: { label: "Join a rocket team", url: "https://example.com/rocketry" },
    };
    const id = await publish("programs", fields);
    const { page, context, errors } = await openPage(browser, { viewport: PHONE });
    await gotoHydrated(page, "/programs");
    const documents: string[] = [];
    page.on("request", (request) => void (request.resourceType() === "document" && documents.push(request.url())));
    await main(page).getByRole("link", { name }).click();
    await page.waitForURL(`**/${slug}`);
    await main(page).getByRole("heading", { level: 1, name }).waitFor();
    // Followed in the app: the program's page was read, not loaded as a new document.
    expect(documents).toEqual([]);
    expect(await page.title()).toMatch(new RegExp(`^${name} \\|`));

    // A first load: the program is in the page's HTML, and axe finds nothing serious.
    const response = await gotoHydrated(page, `/${slug}`);
    expect(response?.status()).toBe(200);
    expect(await response!.text()).toContain(`>${name}</h1>`);
    const join = main(page).getByRole("region", { name: "Join or ask" });
    expect(await join.getByRole("link", { name: /Join a rocket team/ }).getAttribute("href")).toBe("https://example.com/rocketry");
    await main(page).getByText("Do I need to know physics?").click();
    await main(page).getByText("No: the first month teaches what the team needs.").waitFor();
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);

    const renamed = `Rocketry Club ${unique()}`;
    expect((await api("PATCH", `/api/content/programs/${id}`, await officerCookie(), { fields: { name: renamed } })).status).toBe(200);
    await gotoHydrated(page, `/${slug}`);
    await main(page).getByRole("heading", { level: 1, name: renamed }).waitFor();
    expect((await api("PATCH", `/api/content/programs/${id}`, await officerCookie(), { status: "draft" })).status).toBe(200);
    expect((await gotoHydrated(page, `/${slug}`))?.status()).toBe(404);
    await main(page).getByRole("heading", { level: 1, name: "Page not found" }).waitFor();
    // The browser logs the 404 document itself; nothing else.
    expect(errors.filter((error) => !error.includes("404"))).toEqual([]);
    await context.close();
  });

  it("a click from another page reads the board from the API", async () => {
    const name = `Sasha ${unique()}`;
    await publish("board", person(name));
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP });
    await gotoHydrated(page, "/about");
    const read = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/content/board");
    await page.getByRole("contentinfo").getByRole("link", { name: "Board", exact: true }).click();
    expect((await read).status()).toBe(200);
    await main(page).getByRole("heading", { name, level: 3 }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a click from another page shows the about page's and the sponsorship tiers' words from the identity file", async () => {
    // The pages' loaders read them at build (decision 093): after a click they come with the page's data, not its script.
    const { page, context, errors } = await openPage(browser, { viewport: DESKTOP });
    await gotoHydrated(page, "/board");
    await page.getByRole("contentinfo").getByRole("link", { name: "About", exact: true }).click();
    await main(page).getByText(about.mission).waitFor();
    expect(await main(page).getByText(`founded in ${about.founded}`).count()).toBe(1);
    expect(await main(page).getByRole("heading", { level: 3 }).allTextContents()).toEqual(
      expect.arrayContaining([...about.pillars.map((pillar) => pillar.name), ...about.timeline.map((milestone) => milestone.title)]),
    );
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "About", exact: true }).hover();
    await nav.getByRole("link", { name: "Sponsors" }).click();
    const offer = main(page).getByRole("region", { name: "Become a sponsor" });
    await offer.waitFor();
    expect(await offer.getByRole("heading", { level: 3 }).allTextContents()).toEqual(sponsorTiers.map((tier) => tier.label));
    expect(await offer.getByRole("listitem").filter({ hasText: sponsorTiers[0].benefits[0] }).count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
