import type { Browser, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, promoteToAdmin, sessionCookie } from "./accounts";
import { api, unique } from "./api";
import { gotoHydrated, launchBrowser, openPage } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type InboxMessage = { name: string; email: string; message: string; handled: boolean };

describe("contact form on /about", () => {
  it("checks fields before sending: errors tied to their fields, focus on the first, nothing sent", async () => {
    const { page, context, errors } = await openPage(browser);
    const posts: string[] = [];
    page.on("request", (request) => {
      // Not a sending: Turnstile's site key, asked for on the form's first use (decision 074).
      if (request.url().includes("/api/") && !request.url().endsWith("/api/turnstile")) posts.push(request.url());
    });
    await gotoHydrated(page, "/about");
    const form = page.getByRole("form", { name: "Contact us" });
    const name = form.getByLabel("Your name");
    const email = form.getByLabel("E-mail");
    const message = form.getByLabel("Message");

    await form.getByRole("button", { name: "Send message" }).click();
    await expect.poll(() => name.getAttribute("aria-invalid")).toBe("true");
    expect(await name.evaluate((el) => el === document.activeElement)).toBe(true);
    const describedBy = (await name.getAttribute("aria-describedby"))!.split(" ");
    expect(await page.locator(`[id="${describedBy[0]}"]`).textContent()).toBe("Please enter your name.");
    expect(await email.getAttribute("aria-invalid")).toBe("true");
    expect(await message.getAttribute("aria-invalid")).toBe("true");

    await name.fill("Ada Tester");
    await email.fill("not-an-address");
    await message.fill("Hi!");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect.poll(() => email.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await name.getAttribute("aria-invalid")).toBeNull();
    expect(await form.getByText("Invalid email address.").count()).toBe(1);
    expect(await form.getByText("Please write at least 10 characters.").count()).toBe(1);
    expect(posts).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("has a honeypot field hidden from people, keyboards and screen readers", async () => {
    const { page, context } = await openPage(browser);
    await gotoHydrated(page, "/about");
    const trap = page.locator('#contact input[name="website"]');
    expect(await trap.getAttribute("tabindex")).toBe("-1");
    expect(await trap.getAttribute("autocomplete")).toBe("off");
    expect(await trap.evaluate((el) => el.closest("[aria-hidden='true']") !== null)).toBe(true);
    const box = await trap.boundingBox();
    expect(box === null || box.x + box.width <= 0).toBe(true);
    await context.close();
  });

  it("sends a message: the button is disabled while sending, a toast thanks, and an admin finds it through the API", async () => {
    const admin = await createMember("contact-admin");
    await promoteToAdmin(admin.username);
    const { page, context, errors } = await openPage(browser);
    await gotoHydrated(page, "/about");
    const form = page.getByRole("form", { name: "Contact us" });
    const sender = `visitor-${unique()}@example.com`;
    const text = `Could one of our engineers speak at a spring meeting? (${sender})`;
    await form.getByLabel("Your name").fill("Rin Visitor");
    await form.getByLabel("E-mail").fill(sender);
    await form.getByLabel("Message").fill(text);

    // Hold the request to see the form while it is on its way.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/contact", async (route: Route) => {
      await held;
      await route.continue();
    });
    await form.getByRole("button", { name: "Send message" }).click();
    const sending = form.getByRole("button", { name: "Sending…" });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    release();

    await page.getByText("Thanks! Your message is on its way").waitFor();
    await form.getByRole("button", { name: "Send message" }).waitFor();
    expect(await form.getByLabel("Message").inputValue()).toBe("");
    expect(errors).toEqual([]);

    const cookie = await sessionCookie(admin.username, admin.password);
    const inbox = await api<InboxMessage[]>("GET", "/api/contact?status=all", cookie);
    expect(inbox.status).toBe(200);
    expect(inbox.data.find((m) => m.email === sender)).toMatchObject({ name: "Rin Visitor", message: text, handled: false });

    // Not for visitors.
    expect((await api("GET", "/api/contact", null)).status).toBe(401);
    await context.close();
  });

  it("says clearly when the message could not be sent, and moves focus to the message", async () => {
    const { page, context } = await openPage(browser);
    await gotoHydrated(page, "/about");
    await page.route("**/api/contact", (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/json",
        headers: { "Retry-After": "1800" },
        body: JSON.stringify({ error: { errCode: "RATE_LIMITED", errMsg: "Too many messages. Please try again later." } }),
      }),
    );
    const form = page.getByRole("form", { name: "Contact us" });
    await form.getByLabel("Your name").fill("Rin Visitor");
    await form.getByLabel("E-mail").fill("rin@example.com");
    await form.getByLabel("Message").fill("A message that will not get through.");
    await form.getByRole("button", { name: "Send message" }).click();
    const alert = form.getByRole("alert");
    await alert.getByText("You have sent several messages in a short time.").waitFor();
    expect(await alert.textContent()).toContain("Too many messages. Please try again later.");
    expect(await alert.evaluate((el) => el === document.activeElement)).toBe(true);
    // What was typed is kept, to send later or copy elsewhere.
    expect(await form.getByLabel("Message").inputValue()).toBe("A message that will not get through.");
    await context.close();
  });
});
