import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, TURNSTILE_ORIGIN, TURNSTILE_PAGES } from "./headers";

describe("per-page CSP and Turnstile", () => {
  it("lets Cloudflare's script and frame in only where asked (the pages with the widget, with a key built in)", () => {
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
});
