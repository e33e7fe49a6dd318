// `node scripts/lockfile-platform-stubs.ts` — run after changing dependencies
// when `npm ci` reports "Missing: <package>@ from lock file".
//
// Some registries (the mirror our CI machines use among them) do not carry
// every platform build of packages like workerd and Tailwind's oxide, so
// `npm install` leaves those optional packages out of package-lock.json and
// `npm ci` then refuses the lock. This adds an entry for each missing one
// with its os/cpu, which is all `npm ci` needs to skip it on other
// platforms, exactly as it would with a complete lock. `npm install` keeps
// the entries.
import { readFileSync, writeFileSync } from "node:fs";
/** What this reads of a package-lock.json (lockfileVersion 3) entry. */
type LockEntry = { version?: string; dev?: boolean; optional?: boolean; os?: string[]; cpu?: string[]; optionalDependencies?: Record<string, string> };
const lock: { packages: Record<string, LockEntry> } = JSON.parse(readFileSync("package-lock.json", "utf8"));
const platform = (name: string) => {
  const n = name.split("/").pop() ?? name;
  const os = /darwin/.test(n)
    ? "darwin"
    : /win32|windows/.test(n)
      ? "win32"
      : /android/.test(n)
        ? "android"
        : /freebsd/.test(n)
          ? "freebsd"
          : /wasm32/.test(n)
            ? null
            : "linux";
  const cpu = /arm64|aarch64/.test(n) ? "arm64" : /wasm32/.test(n) ? "wasm32" : /arm-gnueabihf|\barm\b/.test(n) ? "arm" : "x64";
  return { os, cpu };
};
let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = path ? `${path}/node_modules/` : "node_modules/";
    // npm resolves from the nearest node_modules upwards; check nested then top.
    const candidates = [`${base}${dep}`];
    let p = path;
    while (p.includes("/node_modules/")) {
      p = p.slice(0, p.lastIndexOf("/node_modules/"));
      candidates.push(`${p}/node_modules/${dep}`);
    }
    candidates.push(`node_modules/${dep}`);
    if (candidates.some((c) => lock.packages[c])) continue;
    const { os, cpu } = platform(dep);
    const target = path.includes("/node_modules/") || path.startsWith("node_modules/") ? `${path}/node_modules/${dep}` : `node_modules/${dep}`;
    lock.packages[target] = { version, ...(entry.dev ? { dev: true } : {}), optional: true, ...(os ? { os: [os] } : {}), cpu: [cpu] };
    added += 1;
    console.log("stub", target, version, os, cpu);
  }
}
writeFileSync("package-lock.json", `${JSON.stringify(lock, null, 2)}\n`);
console.log("added", added);
