import { describe, expect, it } from "vitest";
import { settingsOf } from "./settings";

describe("settingsOf", () => {
  it("reads a blank setting as unset, trims the rest, and splits the lists", () => {
    const settings = settingsOf({
      SMTP_HOST: "  smtp.example.org \n",
      MAIL_FROM: "   ",
      ADMIN_EMAILS: " Chair@Example.edu, ,webmaster@example.edu ",
      ALLOWED_ORIGINS: "https://a.example, https://b.example",
      SMTP_PORT: " 587 ",
      MAIL_DAILY_BUDGET: "0",
      LOCAL_DEV_SERVER: "1",
    });
    expect(settings.SMTP_HOST).toBe("smtp.example.org");
    expect(settings.MAIL_FROM).toBeUndefined();
    expect(settings.ADMIN_EMAILS).toEqual(["chair@example.edu", "webmaster@example.edu"]);
    expect(settings.ALLOWED_ORIGINS).toEqual(["https://a.example", "https://b.example"]);
    expect(settings.SMTP_PORT).toBe(587);
    expect(settings.MAIL_DAILY_BUDGET).toBe(0);
    expect(settings.LOCAL_DEV_SERVER).toBe(true);
    expect(settings.problems).toEqual({});
  });

  it("keeps a password as given, spaces and all", () => {
    expect(settingsOf({ SMTP_PASSWORD: " abcd efgh " }).SMTP_PASSWORD).toBe(" abcd efgh ");
    expect(settingsOf({ SMTP_PASSWORD: "  " }).SMTP_PASSWORD).toBeUndefined();
  });

  it("leaves a value that cannot be right unset, and says what is wrong with it", () => {
    const settings = settingsOf({ SMTP_PORT: "smtp", MAIL_DAILY_BUDGET: "-3", LOCAL_DEV_SERVER: "yes" });
    expect(settings.SMTP_PORT).toBeUndefined();
    expect(settings.problems.SMTP_PORT).toBe('SMTP_PORT is not a port number: "smtp" (465 or 587)');
    expect(settingsOf({ SMTP_PORT: "70000" }).problems.SMTP_PORT).toBe('SMTP_PORT is not a port number: "70000" (465 or 587)');
    expect(settings.MAIL_DAILY_BUDGET).toBeUndefined();
    expect(settings.problems.MAIL_DAILY_BUDGET).toBe('MAIL_DAILY_BUDGET is not a whole number: "-3"');
    // Only "1" opens what is for local work.
    expect(settings.LOCAL_DEV_SERVER).toBe(false);
  });

  it("reads an env object once, and another object afresh", () => {
    const env = { SMTP_HOST: "one.example" };
    expect(settingsOf(env)).toBe(settingsOf(env));
    expect(settingsOf({ ...env, SMTP_HOST: "two.example" }).SMTP_HOST).toBe("two.example");
  });
});
