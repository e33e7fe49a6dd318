import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROGRAMS } from "../../src/content/programs";
import { sponsorsOnHomePage } from "../../src/shared/content/lists/home";
import { sponsorsOf } from "../../src/shared/content/lists/sponsors";
import { CONTENT_DATA_ELEMENT_ID, type ContentPageData, type PublishedItem } from "../../src/shared/content/pages";
import { api } from "./api";
import { createMember, logIn, type TestMember } from "./accounts";
import { DESKTOP, gotoHydrated, launchBrowser, openPage, PHONE } from "./browser";
import { main } from "./screen";

/**
 * Words people read: sentences instead of developer text on the
 * sign-in screen, a link or a person for every "how to join", calls to
 * action for visitors hidden from members (from the first paint, without a
 * shift), and the home page's sponsors as their tier's homePageLogo says.
 */

let browser: Browser;
let member: TestMember;
beforeAll(async () => {
  browser = await launchBrowser();
  member = await createMember("words");
});
afterAll(async () => {
  await browser?.close();
});

const SIZES = [
  ["a phone (390 px)", PHONE],
  ["a desktop", DESKTOP],
] as const;

/**
 * Records the page's layout shifts (as CLS counts them) from its very start, each with where it
 * happened: the heading of the section (or the hero's next event) that holds its first source.
 */
const RECORD_SHIFTS = () => {
  const record = window as unknown as { shifts: { value: number; where: string }[] };
  record.shifts = [];
  const where = (node: Node | null | undefined) => {
    const element = node instanceof Element ? node : (node?.parentElement ?? null);
    if (element?.closest("#hero-next-title, article[aria-labelledby='hero-next-title']")) return "hero-next-title";
    return element?.closest("section[aria-labelledby]")?.getAttribute("aria-labelledby") ?? element?.tagName.toLowerCase() ?? "unknown";
  };
  new PerformanceObserver((list) => {
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] };
    for (const entry of list.getEntries() as Shift[]) {
      if (!entry.hadRecentInput) record.shifts.push({ value: entry.value, where: where(entry.sources[0]?.node) });
    }
  }).observe({ type: "layout-shift", buffered: true });
};

/**
 * The places that show the next events: a signed-in browser asks for its own list, and other test
 * files add events to the run's one database meanwhile, so the list it gets may hold an event the
 * Worker's page did not (a longer title wraps: a shift of 0.00008 was seen once in a full run). The
 * invitations are the subject here; what the lists show is the events pages' tests' own, and here
 * the places may move at most a line's worth (CLS counts 0.1 as good).
 */
const EVENT_PLACES = new Set(["events-title", "hero-next-title"]);

for (const [name, viewport] of SIZES) {
  describe(`on ${name}`, () => {
    it("the sign-in screen says what is missing and why a sign-in failed, in sentences", async () => {
      const { page, context } = await openPage(browser, { viewport });
      await gotoHydrated(page, "/login");
      const logInButton = main(page).getByRole("button", { name: "Log In" });
      await logInButton.click();
      await main(page).getByText("Username or e-mail is required.").waitFor();
      await main(page).getByLabel("Username or e-mail").fill(member.username);
      await logInButton.click();
      await main(page).getByText("Password is required.").waitFor();
      await main(page).getByLabel("Password").fill("not the password");
      await logInButton.click();
      await main(page).getByRole("alert").getByText("Incorrect username or password.", { exact: true }).waitFor();
      const text = (await main(page).textContent()) ?? "";
      expect(text).not.toMatch(/String must contain|INVALID_CREDENTIALS|\[/);
      await context.close();
    });

    it("visitors are invited to join; members are not, from the first paint and without a shift", async () => {
      const visitor = await openPage(browser, { viewport });
      await gotoHydrated(visitor.page, "/mentor-mentee");
      expect(await main(visitor.page).getByRole("link", { name: "Become a member" }).isVisible()).toBe(true);
      await gotoHydrated(visitor.page, "/");
      expect(await main(visitor.page).getByRole("link", { name: "Join the chapter" }).isVisible()).toBe(true);
      expect(await main(visitor.page).getByRole("heading", { name: "Ready to join?" }).isVisible()).toBe(true);
      await visitor.context.close();

      const { page, context, errors } = await openPage(browser, { viewport });
      await logIn(page, member.username, member.password);
      await context.addInitScript(RECORD_SHIFTS);
      for (const path of ["/mentor-mentee", "/"]) {
        const sessionChecked = page.waitForResponse((response) => response.url().endsWith("/api/auth/session"));
        // Before any script of the app has run: the inline script in <head> has marked the page already.
        await page.goto(path, { waitUntil: "domcontentloaded" });
        expect(await page.evaluate(() => document.documentElement.hasAttribute("data-signed-in"))).toBe(true);
        const invitation = path === "/" ? "Join the chapter" : "Become a member";
        expect(await main(page).getByRole("link", { name: invitation }).isVisible()).toBe(false);
        await page.waitForSelector("html[data-hydrated]");
        // The session is confirmed (the API answered), and still nothing moved or appeared.
        expect((await sessionChecked).status()).toBe(200);
        expect(await main(page).getByRole("link", { name: invitation }).isVisible()).toBe(false);
        if (path === "/") expect(await main(page).getByRole("heading", { name: "Ready to join?" }).isVisible()).toBe(false);
        const shifts = await page.evaluate(() => (window as unknown as { shifts: { value: number; where: string }[] }).shifts);
        expect(shifts.filter((shift) => !EVENT_PLACES.has(shift.where))).toEqual([]);
        // A list that changed may move a line; a list drawn without its placeholder would move far more.
        expect(shifts.reduce((sum, shift) => sum + shift.value, 0)).toBeLessThan(0.01);
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  });
}

describe("how to join", () => {
  it("the mentor-mentee page links the matching form and names who to write to", async () => {
    const program = PROGRAMS.find((each) => each.slug === "mentor-mentee")!;
    const { page, context } = await openPage(browser, { viewport: PHONE });
    await gotoHydrated(page, "/mentor-mentee");
    const join = main(page).getByRole("region", { name: "Join or ask" });
    const form = join.getByRole("link", { name: /Fill in the matching form/ });
    expect(await form.getAttribute("href")).toBe(program.joinLink!.url);
    expect(await form.getAttribute("target")).toBe("_blank");
    await join.getByText(program.lead).waitFor();
    expect(await join.getByRole("link", { name: program.leadEmail }).getAttribute("href")).toBe(`mailto:${program.leadEmail}`);
    await context.close();
  });
});

describe("the home page's sponsors", () => {
  it("are the sponsors of the tiers whose homePageLogo is true, not every sponsor", async () => {
    const { page, context } = await openPage(browser, { viewport: DESKTOP });
    await gotoHydrated(page, "/");
    const section = main(page).getByRole("region", { name: "Our sponsors" });
    const shown = await section
      .getByRole("listitem")
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    // The sponsors the Worker wrote into this very page (other tests add sponsors meanwhile).
    const carried = JSON.parse(await page.locator(`#${CONTENT_DATA_ELEMENT_ID}`).evaluate((script) => script.textContent ?? "")) as ContentPageData;
    expect(shown).toEqual(sponsorsOnHomePage(sponsorsOf(carried.collections.sponsors ?? [])).map((sponsor) => sponsor.link));
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan((await api<PublishedItem[]>("GET", "/api/content/sponsors", null)).data.length);
    await context.close();
  });
});
