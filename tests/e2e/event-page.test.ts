import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { officerCookie } from "./accounts";
import { api, request, unique } from "./api";
import { baseUrl, gotoHydrated, launchBrowser, MOBILE, openPage } from "./browser";
import { createEvent } from "./events-api";
import { site } from "./pages";
import { main } from "./screen";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The head of a page as served, before any script: what a link preview or a search engine reads. */
async function servedHead(path: string) {
  const response = await request("GET", path, null);
  const html = String(response.body);
  const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? "";
  const meta = (key: string) => [...head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"\/>/g)].filter((m) => m[1] === key).map((m) => m[2]);
  return {
    status: response.status,
    html,
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]),
    canonical: [...head.matchAll(/<link rel="canonical" href="([^"]*)"\/>/g)].map((m) => m[1]),
    meta,
  };
}

const unescapeHtml = (text: string | null | undefined) =>
  text
    ?.replace(/&amp;/g, "&")
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"');

describe("an event's page", () => {
  it("is served with the event's title, description, canonical address, Open Graph tags and schema.org Event", async () => {
    const event = await createEvent({ title: `Spring Banquet ${unique()}`, location: "Student Union Ballroom" });
    const served = await servedHead(`/events/${event.slug}`);
    expect(served.status).toBe(200);
    const title = `${event.title} | ${site.productName}`;
    expect(served.titles).toEqual([title]);
    expect(served.canonical).toEqual([`${baseUrl()}/events/${event.slug}`]);
    expect(served.meta("og:title")).toEqual([title]);
    expect(served.meta("og:url")).toEqual([`${baseUrl()}/events/${event.slug}`]);
    expect(unescapeHtml(served.meta("description")[0])).toMatch(/C[SD]T · Student Union Ballroom\. Snacks and games\./);
    expect(served.meta("twitter:card")).toEqual(["summary_large_image"]);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(served.html)![1]!);
    expect(jsonLd).toMatchObject({ "@type": "Event", name: event.title, startDate: event.startsAt, location: { name: "Student Union Ballroom" } });
    expect(served.html).toContain('<script type="application/json" id="event-data">');
    // The page's own shell (prerendered at /events/_event): the event page's placeholder, not the SPA fallback.
    expect(served.html).toContain("Loading the event…");
  });

  it("renders from what the Worker wrote (no API call for a visitor), with the same head tags, once each", async () => {
    const event = await createEvent({ title: `Boba Social ${unique()}`, locationUrl: "https://maps.example.org/union" });
    const served = await servedHead(`/events/${event.slug}`);
    const { page, context, errors } = await openPage(browser);
    const calls: string[] = [];
    page.on("request", (request) => request.url().includes("/api/") && calls.push(request.url()));
    await gotoHydrated(page, `/events/${event.slug}`);
    await main(page).getByRole("heading", { level: 1, name: event.title }).waitFor();
    expect(calls).toEqual([]);
    const head = await page.evaluate(() => ({
      titles: [...document.querySelectorAll("title")].map((t) => t.textContent),
      canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute("href")),
      description: [...document.querySelectorAll('meta[name="description"]')].map((m) => m.getAttribute("content")),
      ogTitle: [...document.querySelectorAll('meta[property="og:title"]')].map((m) => m.getAttribute("content")),
      jsonLd: document.querySelectorAll('script[type="application/ld+json"]').length,
      data: document.querySelectorAll("#event-data").length,
    }));
    expect(head.titles).toEqual(served.titles);
    expect(head.canonical).toEqual(served.canonical);
    expect(head.description.map(unescapeHtml)).toEqual(served.meta("description").map(unescapeHtml));
    expect(head.ogTitle).toEqual(served.meta("og:title"));
    expect(head.jsonLd).toBe(1);
    expect(head.data).toBe(0);

    // Description paragraphs, a link made a link (and nothing else), the map and the calendar file.
    await main(page).getByText("Snacks and games.").waitFor();
    expect(await main(page).getByRole("link", { name: "https://example.org/info" }).getAttribute("href")).toBe("https://example.org/info");
    expect(
      await main(page)
        .getByRole("link", { name: /^Map and directions/ })
        .getAttribute("href"),
    ).toBe("https://maps.example.org/union");
    expect(await main(page).getByRole("link", { name: "Add to calendar" }).getAttribute("href")).toBe(`/events/${event.slug}.ics`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("is reached from the events page without a reload, and Back returns", async () => {
    const event = await createEvent({ title: `Karaoke Night ${unique()}`, days: 11 });
    const { page, context, errors } = await openPage(browser);
    await gotoHydrated(page, "/events");
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole("article", { name: event.title }).getByRole("link", { name: event.title, exact: true }).click();
    await page.waitForURL(`**/events/${event.slug}`);
    await page.getByRole("heading", { level: 1, name: event.title }).waitFor();
    expect(await page.title()).toBe(`${event.title} | ${site.productName}`);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await page.goBack();
    await page.getByRole("article", { name: event.title }).waitFor();
    await expect.poll(() => page.title()).toBe(`Events & Slides | ${site.productName}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("an unknown event is the not-found page, with status 404, and hydrates cleanly", async () => {
    const { page, context, errors } = await openPage(browser);
    const calls: string[] = [];
    page.on("request", (request) => request.url().includes("/api/events") && calls.push(request.url()));
    const response = await gotoHydrated(page, "/events/no-such-event-here");
    expect(response?.status()).toBe(404);
    await page.getByText("The page you are looking for does not exist.").waitFor();
    expect(await page.title()).toBe(`Page Not Found | ${site.productName}`);
    expect(calls).toEqual([]);
    // The browser logs the document's own 404; nothing else.
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    await context.close();
  });

  it("fits a 360 px screen, and a cancelled event says so", async () => {
    const event = await createEvent({ title: `Rainy Picnic ${unique()}` });
    const officer = await officerCookie();
    expect((await api("POST", `/api/events/${event.id}/cancel`, officer)).status).toBe(200);
    const { page, context } = await openPage(browser, { viewport: MOBILE });
    await gotoHydrated(page, `/events/${event.slug}`);
    await page.getByRole("heading", { level: 1, name: event.title }).waitFor();
    await main(page).getByText("This event is cancelled.").waitFor();
    expect(await page.title()).toBe(`Cancelled: ${event.title} | ${site.productName}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await context.close();
  });
});
