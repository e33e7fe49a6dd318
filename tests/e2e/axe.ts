import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/** Serious and critical axe violations on the page, as readable lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Measured once transitions have ended (at most 2 s): a toast fading in or out has too little contrast
  // for a moment. Checked again after two frames until none runs, since a transition starts only at the
  // frame after the change that causes it (a toast mounting just before this call).
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
  // Evaluated through the DevTools protocol, which the page's CSP does not restrict.
  await page.evaluate(AXE_SOURCE);
  const violations = (await page.evaluate(
    "axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations)",
  )) as Violation[];
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
