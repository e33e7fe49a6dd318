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
 * Loads axe into the page's document, once per document (compiling it costs about 300 ms here, as much
 * as a run), through the DevTools protocol, which the page's CSP does not restrict. Loading it as a
 * same-origin script through a route instead measured faster one page at a time and slower two at a
 * time, in routes.test.ts (decision 082).
 */
async function loadAxe(page: Page) {
  if (!(await page.evaluate("typeof axe !== 'undefined'"))) await page.evaluate(AXE_SOURCE);
}

/**
 * Ends every transition and animation under way, so axe judges settled colours (a toast half faded in
 * has too little contrast for a moment, and so has text while the theme changes). Reduced motion is
 * emulated first: the site's CSS and sonner's then give every new transition 0.01 ms, which still
 * ends only at the next frame. Two turns of the event loop let React commit what the latest action
 * started (a toast mounts, then slides in); then what is running is finished, again and again while
 * finishing starts more (an element's colour ends, so the text inside it, which inherits it, starts
 * its own transition at the next style update, which `getAnimations` makes). This also ends an
 * animation the reduced-motion rules do not cover. Waiting for frames instead took 70–280 ms a check
 * on this loaded machine (decision 082).
 */
async function settle(page: Page) {
  await page.evaluate(async () => {
    for (let turn = 0; turn < 2; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    const running = () =>
      document.getAnimations().filter((animation) => animation.playState === "running" && animation.effect?.getComputedTiming().iterations !== Infinity);
    // Each round reaches one level deeper into the page; no page nests a hundred levels of transitions.
    for (let round = 0, now = running(); now.length > 0 && round < 100; round += 1, now = running()) {
      for (const animation of now) animation.finish();
    }
  });
}

async function run(page: Page, colorsOnly: boolean): Promise<string[]> {
  await settle(page);
  await loadAxe(page);
  const options = colorsOnly ? { resultTypes: ["violations"], runOnly: COLOR_RULES } : { resultTypes: ["violations"] };
  const violations = (await page.evaluate(`axe.run(document, ${JSON.stringify(options)}).then((r) => r.violations)`)) as Violation[];
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/**
 * Serious and critical axe violations on the page, as readable lines. Each
 * page (or state of a page) is checked once per theme; another width is
 * checked again only where it shows other elements (the mobile menu), and
 * is otherwise a layout check (the page fits).
 *
 * Checked with reduced motion, as some members browse (see `settle`); the rest of the test sees
 * motion as it was.
 */
export async function seriousViolations(page: Page, { colorsOnly = false }: { colorsOnly?: boolean } = {}): Promise<string[]> {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const found = await run(page, colorsOnly);
  await page.emulateMedia({ reducedMotion: null });
  return found;
}

/**
 * Serious and critical violations of the state on screen in light mode, then (the colour rules) in dark mode, each
 * line naming its mode. The page must have no saved theme: it then follows the system setting live
 * (src/features/theme/lib/theme-store.ts), so emulating a dark system switches this very state —
 * errors shown, dialogs open, lists filled — without loading the page or replaying the flow again.
 * The page is left in light mode, with motion as it was. Each change of the emulated media is one
 * call (both themes share the reduced motion).
 */
export async function seriousViolationsInBothThemes(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const theme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" });
    await page.waitForFunction((dark) => document.documentElement.classList.contains("dark") === dark, theme === "dark");
    // Everything in light mode; in dark mode only what colours decide (a full run costs 150–500 ms here).
    found.push(...(await run(page, theme === "dark")).map((line) => `${theme}: ${line}`));
  }
  await page.emulateMedia({ colorScheme: "light", reducedMotion: null });
  await page.waitForFunction(() => !document.documentElement.classList.contains("dark"));
  return found;
}
