import { describe, expect, it } from "vitest";
import { devServerVars, LOCAL_VARS, namesMailTransport, parseDevVars } from "./lib.ts";

/** `npm run dev`'s variables (issue 33): the outbox, unless `.dev.vars` names a mail transport. */
describe("npm run dev's variables", () => {
  it("send mail to the local outbox when .dev.vars names no transport (the example's empty values included)", () => {
    expect(devServerVars({})).toEqual(LOCAL_VARS);
    expect(devServerVars(parseDevVars("ADMIN_EMAILS=me@example.edu\nSMTP_HOST=\nRESEND_API_KEY=\nMAIL_FROM=\n"))).toContain("EMAIL_TRANSPORT:outbox");
  });

  it("leave the transport to .dev.vars where it names one, and keep the rest (the local server's mark included)", () => {
    for (const file of ["SMTP_HOST=smtp.gmail.com\nSMTP_USER=chapter@gmail.com", "EMAIL_TRANSPORT=smtp", 'RESEND_API_KEY="re_123"']) {
      const vars = devServerVars(parseDevVars(file));
      expect(vars.join(" ")).not.toContain("EMAIL_TRANSPORT");
      expect(vars).toEqual(["--var", "PASSWORD_BREACH_CHECK:off", "--var", "LOCAL_DEV_SERVER:1"]);
    }
  });

  it("read .dev.vars as wrangler does: NAME=value lines, quotes dropped, comments ignored", () => {
    expect(parseDevVars('# a comment\nSMTP_HOST = smtp.gmail.com \nMAIL_FROM="Chapter <a@b.org>"\nnot a line')).toEqual({
      SMTP_HOST: "smtp.gmail.com",
      MAIL_FROM: "Chapter <a@b.org>",
    });
    expect(namesMailTransport({ SMTP_HOST: "  " })).toBe(false);
  });
});
