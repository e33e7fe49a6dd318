// `npm test` (and `npm run check`, which names its projects): the lint, the type checks and the Vitest projects, started together rather than one
// after another. The checks take about 35 s of one core, mostly while the browser project's build and
// preview are starting and cores are free; the lint's and the type checks' output is printed at the
// end, so it is not lost in the tests'. Arguments go to Vitest (`npm test -- --project unit`).
import { spawn } from "node:child_process";

type Outcome = { name: string; code: number; output: string };

function check(name: string, script: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", script], { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk));
    child.on("error", (error) => resolve({ name, code: 1, output: String(error) }));
    child.on("exit", (code, signal) => resolve({ name, code: code ?? (signal ? 1 : 0), output }));
  });
}

function tests(): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn("npx", ["vitest", "run", ...process.argv.slice(2)], { stdio: "inherit" });
    child.on("error", () => resolve(1));
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const [lint, typecheck, vitest] = await Promise.all([check("lint", "lint"), check("typecheck", "typecheck"), tests()]);
for (const { name, code, output } of [lint, typecheck]) {
  console.log(`\n${code === 0 ? "✓" : "✖"} npm run ${name}${code === 0 ? "" : ` failed (exit ${code})`}`);
  if (code !== 0 || output.trim()) console.log(output.trimEnd());
}
console.log(vitest === 0 ? "✓ vitest run" : `✖ vitest run failed (exit ${vitest})`);
process.exitCode = lint.code || typecheck.code || vitest;
