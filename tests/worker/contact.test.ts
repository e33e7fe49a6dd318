import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { site } from "../../src/site.config";
import { call, expectError } from "./support/api";
import { lastMail, mailCount } from "./support/outbox";
import { useTestClock } from "./support/clock";
import { newIdentity, registerAdmin, registerMember } from "./support/members";
import { anInstant } from "./support/instants";

/** A message from a sender no other test uses, so per-address throttles never carry over between tests. */
function newMessage() {
  const email = newIdentity("lin").email.replace(/^lin/, "Lin");
  return { name: "Lin Chen", email, message: "Could our company sponsor the spring career fair?" };
}
let message = newMessage();

// Storage is shared by the tests of one file: start each with an empty inbox.
beforeEach(async () => {
  await env.DB.exec("DELETE FROM contact_messages");
  message = newMessage();
});

describe("POST /api/contact", () => {
  it("stores the message and forwards it to the chapter with the sender as reply-to", async () => {
    const before = await mailCount(site.contactEmail);
    const result = await call("POST", "/api/contact", { body: message });
    expect(result.status).toBe(201);
    expect(result.body.data.message).toMatch(/thank you/i);
    const row = await env.DB.prepare("SELECT name, email, message, handled FROM contact_messages").first();
    expect(row).toEqual({ name: "Lin Chen", email: message.email.toLowerCase(), message: message.message, handled: 0 });
    expect(await mailCount(site.contactEmail)).toBe(before + 1);
    const mail = await lastMail(site.contactEmail);
    expect(mail?.subject).toContain("Lin Chen");
    expect(mail?.text).toContain(message.message);
    expect(mail?.html).toContain(message.email.toLowerCase());
  });

  it("escapes the sender's text in the forwarded HTML", async () => {
    await call("POST", "/api/contact", { body: { ...message, name: "<b>Eve</b>", message: "<script>alert(1)</script> hello there" } });
    const mail = await lastMail(site.contactEmail);
    expect(mail?.html).not.toContain("<script>");
    expect(mail?.html).toContain("&lt;script&gt;");
  });

  it("validates each field with a clear message", async () => {
    const noName = await call("POST", "/api/contact", { body: { ...message, name: "  " } });
    expectError(noName, 400, "VALIDATION_ERROR");
    expect(noName.body.error.errMsg).toBe("Please enter your name.");
    const badEmail = await call("POST", "/api/contact", { body: { ...message, email: "nope" } });
    expect(badEmail.body.error.errMsg).toBe("Invalid email address.");
    const short = await call("POST", "/api/contact", { body: { ...message, message: "hi" } });
    expect(short.body.error.errMsg).toBe("Please write at least 10 characters.");
    const long = await call("POST", "/api/contact", { body: { ...message, message: "x".repeat(5001) } });
    expect(long.body.error.errMsg).toBe("Please keep your message under 5000 characters.");
  });

  it("refuses control characters and line breaks in the name, which goes into the mail's subject", async () => {
    for (const name of ["Lin\r\nBcc: everyone@example.com", "Lin\u0000Chen", "Lin\u0085Chen", "Lin\u2028Chen", "Lin\tChen"]) {
      const result = await call("POST", "/api/contact", { body: { ...message, name } });
      expectError(result, 400, "VALIDATION_ERROR");
      expect(result.body.error.errMsg).toBe("Your name cannot contain line breaks or control characters.");
    }
    // Line breaks stay welcome in the message itself.
    expect((await call("POST", "/api/contact", { body: { ...message, message: "Hello,\n\nwe would like to sponsor." } })).status).toBe(201);
  });

  it("accepts a bot's message that fills the honeypot, but keeps and sends nothing", async () => {
    const before = await mailCount(site.contactEmail);
    const result = await call("POST", "/api/contact", { body: { ...message, website: "http://spam.example" } });
    expect(result.status).toBe(201);
    expect(result.body.data.message).toMatch(/thank you/i);
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM contact_messages").first<{ n: number }>();
    expect(rows?.n).toBe(0);
    expect(await mailCount(site.contactEmail)).toBe(before);
  });

  it("throttles 3 messages an hour per address, and 20 per network", async () => {
    const clock = useTestClock();
    for (let i = 0; i < 3; i += 1) expect((await call("POST", "/api/contact", { body: message })).status).toBe(201);
    const fourth = await call("POST", "/api/contact", { body: message });
    expectError(fourth, 429, "RATE_LIMITED");
    expect(Number(fourth.headers.get("Retry-After"))).toBe(3600);
    clock.advance(60 * 60_000);
    expect((await call("POST", "/api/contact", { body: message })).status).toBe(201);

    const ip = { "CF-Connecting-IP": "203.0.113.9" }; // used by this test only
    for (let i = 0; i < 20; i += 1) {
      const r = await call("POST", "/api/contact", { body: newMessage(), headers: ip });
      expect(r.status).toBe(201);
    }
    expectError(await call("POST", "/api/contact", { body: newMessage(), headers: ip }), 429, "RATE_LIMITED");
  });
});

describe("the admins' inbox", () => {
  it("lists messages newest first with paging and a status filter, for admins only", async () => {
    const clock = useTestClock();
    for (const n of [1, 2, 3]) {
      clock.advance(1000);
      await call("POST", "/api/contact", { body: { ...message, email: `s${n}@example.com`, message: `Message number ${n} for you` } });
    }
    const admin = await registerAdmin();
    const member = await registerMember();
    expectError(await call("GET", "/api/contact"), 401, "UNAUTHENTICATED");
    expectError(await call("GET", "/api/contact", { cookie: member.cookie }), 403, "FORBIDDEN");

    const page1 = await call("GET", "/api/contact?page=1&pageSize=2", { cookie: admin.cookie });
    expect(page1.status).toBe(200);
    expect(page1.body.data.map((m: { email: string }) => m.email)).toEqual(["s3@example.com", "s2@example.com"]);
    expect(page1.body.meta).toEqual({ total: 3, page: 1, pageSize: 2 });
    expect(page1.body.data[0]).toEqual({
      id: expect.any(String),
      name: "Lin Chen",
      email: "s3@example.com",
      message: "Message number 3 for you",
      createdAt: anInstant(),
      handled: false,
    });

    const id = page1.body.data[0].id;
    expectError(await call("PATCH", `/api/contact/${id}`, { cookie: member.cookie, body: { handled: true } }), 403, "FORBIDDEN");
    const handled = await call("PATCH", `/api/contact/${id}`, { cookie: admin.cookie, body: { handled: true } });
    expect(handled.body.data.handled).toBe(true);
    const open = await call("GET", "/api/contact?status=open", { cookie: admin.cookie });
    expect(open.body.meta.total).toBe(2);
    const done = await call("GET", "/api/contact?status=handled", { cookie: admin.cookie });
    expect(done.body.data.map((m: { id: string }) => m.id)).toEqual([id]);

    expectError(await call("DELETE", `/api/contact/${id}`, { cookie: member.cookie }), 403, "FORBIDDEN");
    expect((await call("DELETE", `/api/contact/${id}`, { cookie: admin.cookie })).body.data).toEqual({ id });
    expectError(await call("DELETE", `/api/contact/${id}`, { cookie: admin.cookie }), 404, "NOT_FOUND");
    expectError(await call("PATCH", `/api/contact/${id}`, { cookie: admin.cookie, body: { handled: false } }), 404, "NOT_FOUND");
  });

  it("refuses a bad status filter and a non-boolean handled flag", async () => {
    const admin = await registerAdmin();
    expectError(await call("GET", "/api/contact?status=spam", { cookie: admin.cookie }), 400, "VALIDATION_ERROR");
    expectError(await call("PATCH", "/api/contact/x", { cookie: admin.cookie, body: { handled: "yes" } }), 400, "VALIDATION_ERROR");
  });
});
