import { startPreview } from "../scripts/preview-server.ts";
import { chromium } from "playwright-core";
import { readFileSync } from "node:fs";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../scripts/chromium.ts";
const AXE = readFileSync("node_modules/axe-core/axe.min.js", "utf8");
const preview = await startPreview({ timeoutMs: 300000 });
const variants = {
  base: [],
  pps: ["--process-per-site", "--disable-features=BackForwardCache", "--disable-back-forward-cache"],
  noiso: [
    "--process-per-site",
    "--disable-features=BackForwardCache,IsolateOrigins,site-per-process",
    "--disable-back-forward-cache",
    "--disable-site-isolation-trials",
  ],
};
const paths = ["/about", "/board", "/events", "/login", "/blogs", "/about", "/board", "/events", "/login", "/blogs"];
for (const round of [1, 2])
  for (const [name, extra] of Object.entries(variants)) {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS, ...extra], headless: true });
    const ctx = await browser.newContext({ baseURL: preview.url });
    // warm up
    {
      const p = await ctx.newPage();
      await p.goto("/");
      await p.waitForSelector("html[data-hydrated]");
      await p.close();
    }
    let t = Date.now();
    for (const path of paths) {
      const p = await ctx.newPage();
      await p.goto(path);
      await p.waitForSelector("html[data-hydrated]");
      await p.close();
    }
    const newPages = Date.now() - t;
    const p = await ctx.newPage();
    t = Date.now();
    for (const path of paths) {
      await p.goto(path);
      await p.waitForSelector("html[data-hydrated]");
    }
    const samePage = Date.now() - t;
    t = Date.now();
    for (const path of paths.slice(0, 4)) {
      await p.goto(path);
      await p.waitForSelector("html[data-hydrated]");
      await p.evaluate(AXE);
      await p.evaluate("axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations.length)");
    }
    const axe4 = Date.now() - t;
    console.log("RESULT", round, name, "newPages", newPages, "samePage", samePage, "axe4", axe4);
    await browser.close();
  }
preview.stop();
process.exit(0);
