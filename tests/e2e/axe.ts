import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * The rules whose answer depends on the colours (axe's "cat.color" rules that run by default): all a
 * second theme can change, since both themes show the same elements with the same names.
 */
const COLOR_RULES = ["color-contrast", "link-in-text-block"];

type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/**
 * Serious and critical axe violations on the page, as readable lines. Each
 * page (or state of a page) is checked once per theme; another width is
 * checked again only where it shows other elements (the mobile menu), and
 * is otherwise a layout check (the page fits).
 */
export async function seriousViolations(page: Page, { colorsOnly = false }: { colorsOnly?: boolean } = {}): Promise<string[]> {
  // Checked with reduced motion, as some members browse (the site's CSS and sonner's then end every
  // transition at once): a toast fading in or out has too little contrast for a moment, and no test
  // should wait for it. Two frames let a transition started by the latest change begin and end; the
  // loop is a safety net for an animation the reduced-motion rules do not cover.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    const deadline = performance.now() + 2000;
    while (performance.now() < deadline) {
      await frame();
      await frame();
      const running = document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity && animation.playState === "running");
      if (running.length === 0) return;
      await Promise.race([
        // A cancelled transition rejects its promise: that one is over too.
        Promise.all(running.map((animation) => animation.finished.catch(() => undefined))),
        new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - performance.now()))),
      ]);
    }
  });
  // Evaluated through the DevTools protocol, which the page's CSP does not restrict; once per document
  // (compiling axe costs about 300 ms here, as much as a run).
  if (!(await page.evaluate("typeof axe !== 'undefined'"))) await page.evaluate(AXE_SOURCE);
  const options = colorsOnly ? { resultTypes: ["violations"], runOnly: COLOR_RULES } : { resultTypes: ["violations"] };
  const violations = (await page.evaluate(`axe.run(document, ${JSON.stringify(options)}).then((r) => r.violations)`)) as Violation[];
  // The rest of the test sees motion as it was.
  await page.emulateMedia({ reducedMotion: null });
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/**
 * Serious and critical violations of the state on screen in light mode, then (the colour rules) in dark mode, each
 * line naming its mode. The page must have no saved theme: it then follows the system setting live
 * (src/features/theme/lib/theme-store.ts), so emulating a dark system switches this very state —
 * errors shown, dialogs open, lists filled — without loading the page or replaying the flow again.
 * The page is left in light mode.
 */
export async function seriousViolationsInBothThemes(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const theme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.waitForFunction((dark) => document.documentElement.classList.contains("dark") === dark, theme === "dark");
    // Everything in light mode; in dark mode only what colours decide (a full run costs 150–500 ms here).
    found.push(...(await seriousViolations(page, { colorsOnly: theme === "dark" })).map((line) => `${theme}: ${line}`));
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.waitForFunction(() => !document.documentElement.classList.contains("dark"));
  return found;
}
