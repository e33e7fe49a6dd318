import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, TURNSTILE_ORIGIN, TURNSTILE_PAGES, writeHeaders } from "./headers";

/** The `_headers` that writeHeaders makes for these pages (file name → HTML), each page's policy by its path. */
async function policiesFor(pages: Record<string, string>): Promise<Map<string, string>> {
  const dir = await mkdtemp(path.join(tmpdir(), "headers-"));
  try {
    await writeFile(path.join(dir, "_headers"), "/*\n  X-Content-Type-Options: nosniff\n");
    for (const [file, html] of Object.entries(pages)) await writeFile(path.join(dir, file), html);
    await writeHeaders(dir);
    const text = await readFile(path.join(dir, "_headers"), "utf8");
    return new Map([...text.matchAll(/^(\/\S*)\n {2}Content-Security-Policy: (.+)$/gm)].map((match) => [match[1]!, match[2]!]));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe("per-page CSP and Turnstile", () => {
  it("lets Cloudflare's script and frame in only where asked", () => {
    const plain = contentSecurityPolicy(["'sha256-x'"], []);
    expect(plain).not.toContain(TURNSTILE_ORIGIN);
    expect(plain).not.toMatch(/frame-src/);
    const withWidget = contentSecurityPolicy(["'sha256-x'"], [], { turnstile: true });
    expect(withWidget).toContain(`script-src 'self' ${TURNSTILE_ORIGIN} 'sha256-x'`);
    expect(withWidget).toContain(`frame-src ${TURNSTILE_ORIGIN}`);
    expect(withWidget).toContain("frame-ancestors 'none'");
  });

  it("names the three pages whose forms carry the widget", () => {
    expect([...TURNSTILE_PAGES].sort()).toEqual(["/about", "/forgot-password", "/signup"]);
  });

  it("always lets Turnstile in on those three pages and on no other: whether it is on is known only at run time", async () => {
    const html = "<html><body><script>1</script></body></html>";
    const policies = await policiesFor({ "signup.html": html, "forgot-password.html": html, "about.html": html, "login.html": html, "index.html": html });
    expect([...policies.keys()].sort()).toEqual(["/", "/about", "/forgot-password", "/login", "/signup"]);
    for (const page of TURNSTILE_PAGES) {
      expect(policies.get(page), page).toContain(`script-src 'self' ${TURNSTILE_ORIGIN} `);
      expect(policies.get(page), page).toContain(`frame-src ${TURNSTILE_ORIGIN}`);
    }
    for (const page of ["/", "/login"]) expect(policies.get(page), page).not.toContain(TURNSTILE_ORIGIN);
  });
});
