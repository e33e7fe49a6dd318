import type { Browser, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, logIn, type TestMember } from "./accounts";
import { gotoHydrated, launchBrowser, openPage } from "./browser";
import { main } from "./screen";

let browser: Browser;
let member: TestMember;
beforeAll(async () => {
  browser = await launchBrowser();
  member = await createMember("card");
});
afterAll(async () => {
  await browser?.close();
});

const header = (page: Page) => page.getByRole("banner");

describe("header account control", () => {
  it('shows "Log In" when signed out, without asking the server', async () => {
    const { page, context, errors } = await openPage(browser);
    const apiCalls: string[] = [];
    page.on("request", (request) => {
      // The home page's one request is the public events list (the page shows
      // live events); no account call may join it.
      const { pathname } = new URL(request.url());
      if (pathname.startsWith("/api/") && pathname !== "/api/events") apiCalls.push(request.url());
    });
    await gotoHydrated(page, "/");
    await header(page).getByRole("link", { name: "Log In" }).waitFor({ state: "visible" });
    expect(apiCalls).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("checks login fields before calling the API, and says what is missing in words", async () => {
    const { page, context } = await openPage(browser);
    const apiCalls: string[] = [];
    page.on("request", (request) => {
      // Not a sign-in call: the passkey autofill's challenge, asked for on the first move (decision 017).
      if (request.url().includes("/api/") && !request.url().endsWith("/api/auth/passkeys/login/options")) apiCalls.push(request.url());
    });
    await gotoHydrated(page, "/login");
    await main(page).getByRole("button", { name: "Log In" }).click();
    await page.getByText("Username or e-mail is required.").waitFor();
    expect(await page.getByLabel("Username or e-mail").getAttribute("aria-invalid")).toBe("true");
    // The schema keeps the validation library's own messages (docs/product.md, Input rules; src/lib/readable-errors.test.ts); the screen does not show them.
    expect(await main(page).textContent()).not.toMatch(/String must contain|\bRequired\b/);
    await page.getByLabel("Username or e-mail").fill(member.username);
    await main(page).getByRole("button", { name: "Log In" }).click();
    await page.getByText("Password is required.").waitFor();
    expect(apiCalls).toEqual([]);
    await context.close();
  });

  it("signed in: profile icon, card with Loading..., the member's details, View Profile and Logout", async () => {
    const { page, context, errors } = await openPage(browser);
    await page.clock.install();
    // Hold the user request to see the loading state. Held from the start: the
    // profile page fetches the same record, and the card shares its answer.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/users/*", async (route: Route) => {
      await held;
      await route.continue();
    });
    await logIn(page, member.email, member.password);
    const profile = header(page).getByRole("link", { name: "Profile" });
    await profile.waitFor({ state: "visible" });
    expect(await header(page).getByRole("link", { name: "Log In" }).count()).toBe(0);
    await profile.hover();
    const card = header(page).getByRole("group", { name: "Your account" });
    await card.getByText("Loading...").waitFor({ state: "visible" });
    release();
    await card.getByText(member.username, { exact: true }).waitFor({ state: "visible" });
    expect(await card.getByText(member.email).isVisible()).toBe(true);
    expect(await card.getByRole("link", { name: "View Profile" }).getAttribute("href")).toBe("/profile");
    await page.unroute("**/api/users/*");

    // Closes 150 ms after the pointer leaves: still open at 149 ms, closed after.
    // The page's clock (installed before it loaded) is paused and stepped by hand.
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 1000);
    await page.mouse.move(640, 700);
    await page.clock.runFor(149);
    expect(await card.isVisible()).toBe(true);
    await page.clock.runFor(2);
    await card.waitFor({ state: "hidden" });
    await page.clock.resume();

    // Opens on keyboard focus too; Logout signs out.
    await profile.focus();
    await card.getByRole("button", { name: "Logout" }).click();
    await header(page).getByRole("link", { name: "Log In" }).waitFor({ state: "visible" });
    await page.getByText("You are logged out.").waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows "Error loading" when the user cannot be fetched', async () => {
    const { page, context } = await openPage(browser);
    // Signed in on a page that reads no member record, so the card's own request is the first.
    await logIn(page, member.username, member.password, "/login?redirect=/about");
    await page.route("**/api/users/*", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: { errCode: "INTERNAL_ERROR", errMsg: "boom" } }) }),
    );
    await header(page).getByRole("link", { name: "Profile" }).hover();
    await header(page).getByRole("group", { name: "Your account" }).getByText("Error loading").waitFor({ state: "visible" });
    await context.close();
  });

  it("keeps the session across reloads and opens the member's public page on direct load", async () => {
    const { page, context, errors } = await openPage(browser);
    await logIn(page, member.username, member.password);
    await page.reload();
    await header(page).getByRole("link", { name: "Profile" }).waitFor({ state: "visible" });
    const response = await gotoHydrated(page, `/users/${member.username}/${member.id}`);
    expect(response?.status()).toBe(200);
    await page.getByRole("heading", { level: 1, name: member.username }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the API client, seen through the login form", () => {
  it('shows the errMsg without its code, "An unknown error occurred" and rejects answers of the wrong shape', async () => {
    const { page, context } = await openPage(browser);
    await gotoHydrated(page, "/login");
    const submit = async (password: string) => {
      await page.getByLabel("Username or e-mail").fill(member.username);
      await page.getByLabel("Password").fill(password);
      await main(page).getByRole("button", { name: "Log In" }).click();
    };
    const alert = main(page).getByRole("alert");

    // The client's Error says "[INVALID_CREDENTIALS] Incorrect…" (docs/product.md, Error messages; src/lib/api-client.test.ts); people read the sentence.
    await submit("not the password");
    await alert.getByText("Incorrect username or password.", { exact: true }).waitFor();
    expect(await alert.textContent()).not.toContain("INVALID_CREDENTIALS");

    await page.route("**/api/auth/login", (route) => route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad gateway</h1>" }));
    await submit(member.password);
    await alert.getByText("An unknown error occurred").waitFor();
    await page.unroute("**/api/auth/login");

    await page.route("**/api/auth/login", (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ data: { session: 1 } }) }),
    );
    await submit(member.password);
    await alert.getByText("The server sent an unexpected response.").waitFor();
    expect(page.url()).toContain("/login");
    await context.close();
  });
});
