import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { baseUrl, launchBrowser, openPage } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The OpenAPI document and its reference page, as deployed: files of the build (decision 154). */
describe("the API reference for developers", () => {
  it("serves the OpenAPI document at /api/openapi.json, readable from any origin", async () => {
    const response = await fetch(`${baseUrl()}/api/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\.1\./);
    expect(Object.keys(document.paths)).toContain("/api/events/{idOrSlug}");
  });

  it("renders it at /developers/api, every script and style from the site itself", async () => {
    const { page, context, errors } = await openPage(browser);
    // Every answer the page gets is a success: a missing file (a 404) is logged as a console error too.
    const failed: string[] = [];
    page.on("response", (answer) => {
      if (answer.status() >= 400) failed.push(`${answer.status()} ${answer.url()}`);
    });
    const response = await page.goto(`${baseUrl()}/developers/api`);
    expect(response?.status()).toBe(200);
    // Scalar has read the document: an operation's summary shows.
    await page.getByText("Sign in with a username and password").first().waitFor({ timeout: 30_000 });
    expect(errors).toEqual([]);
    expect(failed).toEqual([]);
    // The site's tab icon, as on every page: without a link the browser asks for /favicon.ico (a 404).
    const icon = await page.locator('link[rel="icon"]').getAttribute("href");
    const iconAnswer = await fetch(new URL(icon!, baseUrl()));
    expect(iconAnswer.status).toBe(200);
    expect(iconAnswer.headers.get("content-type")).toContain("image/svg+xml");
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
