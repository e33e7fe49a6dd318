import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Every form that carries a password, a code or an e-mail address posts
 * (`{...postedForm}`: method="post" to a Worker path that answers 204), so
 * that if a browser ever sends it itself — before the page's JavaScript
 * took it — nothing typed ends up in an address, a history or a log
 * (docs/decisions/057-forms-before-the-page-is-ready.md). Checked on the
 * source, so a new form cannot forget it.
 */
const SRC = import.meta.dirname;

function componentFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return componentFiles(full);
    return name.endsWith(".tsx") && !name.endsWith(".test.tsx") ? [full] : [];
  });
}

// A password, e-mail or one-time-code input, the code field, or a field named for one of them.
const CARRIES_SECRET_OR_ADDRESS =
  /type="(?:password|email)"|autoComplete="(?:one-time-code|email|current-password|new-password)"|<CodeField\b|name="(?:password|currentPassword|newPassword|email|code)"/;

const forms = componentFiles(SRC)
  .map((file) => ({ file: path.relative(SRC, file), text: readFileSync(file, "utf8") }))
  .filter(({ text }) => /<form\b/.test(text));

describe("forms that carry a password, a code or an e-mail address", () => {
  const carrying = forms.filter(({ text }) => CARRIES_SECRET_OR_ADDRESS.test(text));

  it("are found (the sign-in, sign-up, reset, code, contact and account forms)", () => {
    const names = carrying.map(({ file }) => path.basename(file));
    for (const expected of [
      "login-form.tsx",
      "signup-form.tsx",
      "forgot-password-form.tsx",
      "reset-password-form.tsx",
      "verify-email-form.tsx",
      "contact-form.tsx",
      "change-password-form.tsx",
      "code-form.tsx",
    ]) {
      expect(names).toContain(expected);
    }
  });

  it.each(carrying.map(({ file, text }) => [file, text]))("%s posts: every <form> in it spreads postedForm", (_file, text) => {
    const tags = [...text.matchAll(/<form\b[^>]*?>/gs)].map((match) => match[0]);
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(tag).toMatch(/\{\.\.\.postedForm\}/);
  });
});
