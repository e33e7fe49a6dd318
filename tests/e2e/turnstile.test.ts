import type { Browser, Request, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unique } from "./api";
import { gotoHydrated, launchBrowser, openPage } from "./browser";
import { main } from "./screen";

/**
 * Turnstile's site key comes from the Worker at run time (GET /api/turnstile,
 * decision 074), asked for on the form's first use: a plain view of the page
 * costs no Worker request. The preview has no keys (the Worker answers null);
 * a key is faked here by routing the request, and Cloudflare's script (which
 * nothing here can reach) by a stub that gives a token at once.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const KEY_PATH = "/api/turnstile";
const isKeyRequest = (request: Request) => new URL(request.url()).pathname === KEY_PATH;
const FAKE_KEY = "1x00000000000000000000AA";
/** Stands in for https://challenges.cloudflare.com/turnstile/v0/api.js: a widget that passes at once. */
const STUB_SCRIPT = `window.turnstile = {
  render(element, options) {
    element.dataset.stubWidget = options.sitekey;
    setTimeout(() => options.callback("stub-token-" + options.action), 10);
    return "stub-widget";
  },
  reset() {},
  remove() {},
};`;

describe("Turnstile's key, asked for at run time", () => {
  it("a plain view of /signup asks nothing; the form's first use asks once, and with no key it signs up without a widget", async () => {
    const { page, context, errors } = await openPage(browser);
    const asked: string[] = [];
    const cloudflare: string[] = [];
    const signups: Request[] = [];
    page.on("request", (request) => {
      if (isKeyRequest(request)) asked.push(request.method());
      if (request.url().startsWith("https://challenges.cloudflare.com/")) cloudflare.push(request.url());
      if (request.url().endsWith("/api/auth/signup")) signups.push(request);
    });
    await gotoHydrated(page, "/signup");
    await page.waitForLoadState("networkidle");
    // Looking, and a pointer passing over the form, are not using it.
    await main(page).getByRole("button", { name: "Sign Up" }).hover();
    await page.mouse.wheel(0, 200);
    expect(asked).toEqual([]);

    const answer = page.waitForResponse((response) => isKeyRequest(response.request()));
    await main(page).getByLabel("First name").focus();
    expect(await (await answer).json()).toEqual({ data: { siteKey: null } });
    const username = `turnstile-${unique()}`;
    await main(page).getByLabel("First name").fill("Tess");
    await main(page).getByLabel("Last name").fill("Stile");
    await main(page).getByLabel("Username").fill(username);
    await main(page).getByLabel("E-mail").fill(`${username}@example.edu`);
    await main(page).getByLabel("Password", { exact: true }).fill("turnstile secret");
    await main(page).getByLabel("Confirm password").fill("turnstile secret");
    await main(page).getByRole("button", { name: "Sign Up" }).click();
    await page.waitForURL("**/verify-email?email=*");

    expect(asked).toEqual(["GET"]);
    expect(signups).toHaveLength(1);
    expect(signups[0]!.postDataJSON()).not.toHaveProperty("turnstileToken");
    expect(cloudflare).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("with a key: a page reached by an in-app link loads itself for real on first use (the cursor stays), then the widget's token goes with the form", async () => {
    const { page, context, errors } = await openPage(browser);
    let keyAnswers = 0;
    await page.route(`**${KEY_PATH}`, (route: Route) => {
      keyAnswers += 1;
      return route.fulfill({ json: { data: { siteKey: FAKE_KEY } } });
    });
    const scripts: string[] = [];
    await page.route("https://challenges.cloudflare.com/**", (route: Route) => {
      scripts.push(route.request().url());
      return route.fulfill({ contentType: "text/javascript", body: STUB_SCRIPT });
    });
    const resets: Request[] = [];
    page.on("request", (request) => void (request.url().endsWith("/api/auth/forgot-password") && resets.push(request)));

    // /login's document has /login's CSP, which keeps Cloudflare's script out.
    await gotoHydrated(page, "/login");
    await main(page).getByRole("link", { name: "Forgot your password?" }).click();
    await page.waitForURL("**/forgot-password");
    const reloaded = page.waitForEvent("load");
    // Exactly "E-mail": the URL changes before the new page is on screen, and login's "Username or
    // e-mail" also matches a loose "E-mail" (focused there, the field the reload is for is never used).
    await main(page).getByLabel("E-mail", { exact: true }).focus();
    await reloaded;
    await page.waitForSelector("html[data-hydrated]");
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("email");

    // This document's CSP lets the script in (a blocked one would never reach the route, and would log an error).
    await page.locator(`[data-stub-widget="${FAKE_KEY}"]`).waitFor({ state: "attached" });
    expect(scripts).toEqual(["https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit"]);
    await main(page).getByLabel("E-mail").fill(`turnstile-${unique()}@example.edu`);
    await main(page).getByRole("button", { name: "Send me a link" }).click();
    await main(page).getByText("Check your inbox").first().waitFor();
    expect(resets).toHaveLength(1);
    expect(resets[0]!.postDataJSON()).toMatchObject({ turnstileToken: "stub-token-forgot-password" });
    // Once before the reload, once after: the browser's cache would answer the second (routing bypasses it).
    expect(keyAnswers).toBe(2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a key that cannot be had says so, and the next try asks again instead of waiting forever", async () => {
    const { page, context } = await openPage(browser);
    let asks = 0;
    await page.route(`**${KEY_PATH}`, (route: Route) => {
      asks += 1;
      return asks === 1 ? route.abort("connectionrefused") : route.fallback();
    });
    await gotoHydrated(page, "/about");
    const form = page.getByRole("form", { name: "Contact us" });
    await form.getByLabel("Your name").focus();
    await form.getByText("The check that you are a person could not load. Check your connection and try again.").waitFor();

    await form.getByLabel("Your name").fill("Rin Visitor");
    await form.getByLabel("E-mail").fill(`visitor-${unique()}@example.com`);
    await form.getByLabel("Message").fill("Does the chapter run a spring hackathon?");
    // Trying again asks again: the Worker answers (no key), and the message goes.
    await form.getByRole("button", { name: "Send message" }).click();
    await page.getByText("Thanks! Your message is on its way").waitFor();
    expect(asks).toBe(2);
    expect(await form.getByText("could not load").count()).toBe(0);
    await context.close();
  });
});
