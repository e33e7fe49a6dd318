import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIRST_LOAD_BUDGET, jsBudgetKB } from "../../bench/web-budgets";
import { measureFirstLoad } from "../../scripts/first-load.ts";
import { officerCookie } from "./accounts";
import { api, unique } from "./api";
import { baseUrl, launchBrowser } from "./browser";
import { STATIC_ROUTES } from "./pages";

let browser: Browser;
/** Every prerendered public page, a blog post's page and a program's (served by the Worker from their shells, decisions 079 and 084). */
let paths: string[];
beforeAll(async () => {
  browser = await launchBrowser();
  const slug = `post-${unique()}`;
  const post = await api("POST", "/api/content/posts", await officerCookie(), {
    status: "published",
    fields: {
      slug,
      title: "A post for the first-load budget",
      description: "A post whose page is measured like every other page's first load.",
      date: "2026-10-20",
      author: "Ethan Lee",
      tags: ["webdev"],
      body: "## Measured\n\nThe post's page carries its body as HTML, so its first load has no Markdown renderer to fetch.",
    },
  });
  expect(post.status).toBe(201);
  const programSlug = `program-${unique()}`;
  const program = await api("POST", "/api/content/programs", await officerCookie(), {
    status: "published",
    fields: {
      slug: programSlug,
      name: "Measured program",
      summary: "A program whose page is measured like every other page's first load.",
      body: "## Measured\n\nThe program's page carries its body as HTML, so its first load has no Markdown renderer to fetch.",
      lead: "Ethan Lee",
      leadEmail: "measured@example.org",
    },
  });
  expect(program.status).toBe(201);
  paths = [...STATIC_ROUTES.map((route) => route.path), `/blogs/${slug}`, `/${programSlug}`];
});
afterAll(async () => {
  await browser?.close();
});

const kb = (value: number) => value.toFixed(1).padStart(6);

describe("first-load budgets (bench/web-budgets.ts)", () => {
  it("every prerendered public page stays within its gzipped JS and CSS budget", async () => {
    // A few pages at once: a measurement mostly waits for the network to stay quiet, and what each
    // page fetches does not depend on the others (each context has its own cache).
    // Each row at its page's place in `paths`, whichever measurement ends first.
    const rows: { path: string; load: Awaited<ReturnType<typeof measureFirstLoad>>; jsBudget: number }[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: 3 }, async () => {
        // One page per lane with the browser's cache off (DevTools' "Disable cache": neither the HTTP
        // cache nor the renderer's memory cache answers), and the origin's storage cleared before each
        // page: every page loads as on a first visit. Opening a context and a page for each of the 23
        // pages instead cost a new renderer each time (decision 082).
        const context = await browser.newContext();
        const page = await context.newPage();
        const devtools = await context.newCDPSession(page);
        await devtools.send("Network.enable");
        await devtools.send("Network.setCacheDisabled", { cacheDisabled: true });
        for (let index = next++; index < paths.length; index = next++) {
          await page.goto("about:blank");
          await devtools.send("Storage.clearDataForOrigin", { origin: baseUrl(), storageTypes: "all" });
          const path = paths[index]!;
          rows[index] = { path, load: await measureFirstLoad(page, baseUrl() + path), jsBudget: jsBudgetKB(path) };
        }
        await context.close();
      }),
    );

    const over = rows.filter(({ load, jsBudget }) => load.jsKB > jsBudget || load.cssKB > FIRST_LOAD_BUDGET.cssKB);
    const width = Math.max(...rows.map((row) => row.path.length));
    const table = [
      `${"page".padEnd(width)}  JS KB (budget)  CSS KB (budget)`,
      ...rows.map(
        ({ path, load, jsBudget }) =>
          `${path.padEnd(width)}  ${kb(load.jsKB)} (${jsBudget})    ${kb(load.cssKB)} (${FIRST_LOAD_BUDGET.cssKB})${over.some((o) => o.path === path) ? "  OVER" : ""}`,
      ),
    ].join("\n");
    console.log(`First load, gzip -9, until the network is idle:\n${table}`);

    expect(rows.length).toBeGreaterThanOrEqual(20);
    expect(over.map(({ path }) => path)).toEqual([]);
  }, 300_000);
});
