import type { Browser, Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EARLY_SUBMIT_PATH } from "../../src/shared/early-submit";
import { createMember } from "./accounts";
import { baseUrl, DESKTOP, launchBrowser, PHONE } from "./browser";
import { main } from "./screen";

/**
 * Forms that carry a password, a code or an e-mail address before the
 * page's JavaScript has taken them: pressing Enter neither sends them nor
 * loses what was typed, nothing typed ever reaches an address, and once the
 * page runs the same form works (docs/decisions/057-forms-before-the-page-is-ready.md).
 * At 390 px, where most members sign in; on a desktop, that such a form is
 * shown whole, with its note, before any script.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SECRET = "hunter2-typed-early";
const ADDRESS = "typed.early@example.com";

/** Each prerendered page with such a form, and what a person types into its fields (by label). */
const PAGES: { path: string; fields: Record<string, string> }[] = [
  { path: "/login", fields: { "Username or e-mail": ADDRESS, Password: SECRET } },
  {
    path: "/signup",
    fields: {
      "First name": "Mei",
      "Last name": "Chen",
      Username: "typed-early",
      "E-mail": ADDRESS,
      Password: SECRET,
      "Confirm password": SECRET,
      Major: "Physics",
      Year: "2028",
    },
  },
  { path: "/forgot-password", fields: { "E-mail": ADDRESS } },
  { path: "/reset-password?token=0123456789abcdef0123456789abcdef", fields: { "New password": SECRET, "Confirm new password": SECRET } },
  { path: "/verify-email", fields: { "6-digit code": "123456" } },
  { path: "/about", fields: { "Your name": "Mei Chen", "E-mail": ADDRESS } },
];

/** Whether a request carries anything typed, in its address or its body. */
function carriesTyped(request: Request, typed: string[]): boolean {
  const url = decodeURIComponent(request.url());
  const body = request.postData() ?? "";
  return typed.some(
    (value) => url.includes(value) || url.includes(encodeURIComponent(value)) || body.includes(value) || body.includes(encodeURIComponent(value)),
  );
}

const field = (page: Page, label: string) => main(page).getByLabel(label, { exact: true });

describe("with JavaScript turned off", () => {
  it("pressing Enter in any field of a password, code or e-mail form sends nothing and keeps the page and what was typed, on a phone (390 px)", async () => {
    const context = await browser.newContext({ viewport: PHONE, baseURL: baseUrl(), javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      for (const { path, fields } of PAGES) {
        const typed = Object.values(fields);
        const sent: string[] = [];
        const addresses: string[] = [];
        await page.goto(path);
        page.on("request", (request) => void (carriesTyped(request, typed) && sent.push(`${request.method()} ${request.url()}`)));
        page.on("framenavigated", (frame) => void (frame === page.mainFrame() && addresses.push(frame.url())));
        const form = main(page)
          .locator("form")
          .filter({ has: page.getByLabel(Object.keys(fields)[0]!, { exact: true }) });
        expect(await form.getAttribute("method"), path).toBe("post");
        for (const [label, value] of Object.entries(fields)) await field(page, label).fill(value);
        // Enter in every field, as a person would in whichever field they are in.
        for (const label of Object.keys(fields)) await field(page, label).press("Enter");
        await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search, { timeout: 2000 }).toBe(path);
        expect(sent, path).toEqual([]);
        expect(addresses, path).toEqual([]);
        for (const [label, value] of Object.entries(fields)) expect(await field(page, label).inputValue(), `${path} ${label}`).toBe(value);
        // The form says why its button does nothing (a <noscript>: shown by a browser whose JavaScript is off from the start).
        expect(await form.locator("noscript").first().textContent(), path).toContain("This form needs JavaScript");
        page.removeAllListeners("request");
        page.removeAllListeners("framenavigated");
      }
    } finally {
      await context.close();
    }
  });

  // What the forms do before any script is the same on any screen (the test above); on a desktop
  // only their layout differs, so the largest of them is loaded there once: every field and its
  // button shown, the note saying why the button does nothing, the page no wider than the screen.
  it("on a desktop, the sign-up form is shown whole with its note and the page fits", async () => {
    const context = await browser.newContext({ viewport: DESKTOP, baseURL: baseUrl(), javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const { path, fields } = PAGES.find((form) => form.path === "/signup")!;
      await page.goto(path);
      for (const label of Object.keys(fields)) expect(await field(page, label).isVisible(), label).toBe(true);
      expect(await main(page).getByRole("button", { name: "Sign Up" }).isVisible()).toBe(true);
      expect(await main(page).locator("form noscript").first().textContent()).toContain("This form needs JavaScript");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(DESKTOP.width);
    } finally {
      await context.close();
    }
  });
});

describe("before the page's JavaScript has loaded", () => {
  it("Enter on the sign-in form waits for the page, a browser-sent form stays on it, and the password never enters an address, on a phone (390 px)", async () => {
    const member = await createMember("early");
    const context = await browser.newContext({ viewport: PHONE, baseURL: baseUrl() });
    try {
      const page = await context.newPage();
      const addresses: string[] = [];
      page.on("framenavigated", (frame) => void (frame === page.mainFrame() && addresses.push(frame.url())));
      const signIns: Request[] = [];
      page.on("request", (request) => void (request.url().includes("/api/auth/login") && signIns.push(request)));
      // The page's scripts are held back until the test lets them through.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/.*\.js(\?|$)/, async (route) => {
        await released;
        await route.continue();
      });

      await page.goto("/login", { waitUntil: "domcontentloaded" });
      const username = field(page, "Username or e-mail");
      const password = field(page, "Password");
      await username.fill(member.username);
      await password.fill(member.password);
      await expect.poll(() => page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(false);
      await expect.poll(() => main(page).getByRole("button", { name: "Log In" }).isDisabled()).toBe(true);
      await password.press("Enter");
      await username.press("Enter");
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/login");

      // A browser or an extension that sends the form itself: it posts, the Worker answers 204, the page stays.
      const early = page.waitForResponse((response) => response.url().endsWith(EARLY_SUBMIT_PATH));
      await page.locator("form[method=post]").evaluate((form: HTMLFormElement) => form.submit());
      const answer = await early;
      expect(answer.status()).toBe(204);
      expect(answer.request().method()).toBe("POST");
      expect(answer.request().url()).not.toContain(member.password);
      expect(new URL(page.url()).pathname).toBe("/login");
      expect(await username.inputValue()).toBe(member.username);
      expect(await password.inputValue()).toBe(member.password);

      // The page takes over: what was typed is still there, and Enter signs in.
      release();
      await page.waitForSelector("html[data-hydrated]");
      expect(await username.inputValue()).toBe(member.username);
      expect(await password.inputValue()).toBe(member.password);
      expect(signIns).toHaveLength(0);
      await password.press("Enter");
      // The app moves on by itself (no new document to wait for).
      await page.waitForURL((url) => url.pathname !== "/login", { waitUntil: "commit" });
      expect(signIns).toHaveLength(1);
      expect(signIns[0]!.method()).toBe("POST");
      for (const address of [...addresses, page.url()]) {
        expect(address).not.toContain(member.password);
        expect(address).not.toMatch(/[?&](username|password)=/);
      }

      // The account's own forms post as well.
      await page.goto("/profile/security");
      const change = main(page)
        .locator("form")
        .filter({ has: page.locator("input[type=password]") })
        .first();
      await change.waitFor();
      expect(await change.getAttribute("method")).toBe("post");
      expect(await change.getAttribute("action")).toBe(EARLY_SUBMIT_PATH);
    } finally {
      await context.close();
    }
  });
});
