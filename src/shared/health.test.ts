import { describe, expect, it } from "vitest";
import { type HealthFacts, healthChecks } from "./health";

const HOUR = 60 * 60 * 1000;
// healthChecks reads no clock: the facts carry `now`, so any instant will do; today's keeps the fixture honest.
const now = Date.now();
const healthy: HealthFacts = {
  mail: { transport: "resend", missing: [], from: "Chapter <no-reply@chapter.example.edu>", dailyBudget: 95 },
  mailQueue: {
    waiting: 3,
    retrying: 0,
    failed: 0,
    oldestWaiting: now - HOUR,
    lastError: null,
    shares: { account: { used: 4, size: 67 }, event: { used: 28, size: 28 } },
  },
  turnstile: { state: "on", missing: null },
  address: { configured: "https://chapter.example.edu", openedAt: null },
  admins: { count: 2, configuredEmails: 1 },
  dailyJob: { lastRunAt: now - 3 * HOUR, ok: true, message: null, schedule: "once a day" },
  migrations: { applied: "0016_job_runs.sql", expected: "0016_job_runs.sql" },
  term: { current: "Fall 2026", next: null },
  files: { backend: "kv", files: 340, bytes: 52_000_000, limitBytes: 1_000_000_000, copyPending: false },
  content: { board: 12, programs: 5, sponsors: 7, resources: 20, albums: 3, posts: 5, slides: 9 },
  now,
};
const statusOf = (facts: Partial<HealthFacts>) => Object.fromEntries(healthChecks({ ...healthy, ...facts }).map((check) => [check.id, check.status]));
const checkOf = (facts: Partial<HealthFacts>, id: string) => healthChecks({ ...healthy, ...facts }).find((check) => check.id === id)!;

describe("the health rows", () => {
  it("are all ok for a configured site, with nothing to do but try the mail", () => {
    const checks = healthChecks(healthy);
    expect(checks.every((check) => check.status === "ok")).toBe(true);
    expect(checks.filter((check) => check.action !== null).map((check) => check.id)).toEqual(["mail"]);
    expect(checkOf({}, "daily-job").summary).toBe("Last ran 3 hours ago, without error.");
    expect(checkOf({}, "mail-queue").summary).toBe("3 mails are waiting. Sent today (UTC): account mail 4 of 67, event mail 28 of 28.");
  });

  it("tell of mail that failed for good, or has waited more than a day", () => {
    const queue = healthy.mailQueue!;
    expect(checkOf({ mailQueue: { ...queue, failed: 2, retrying: 1, lastError: "Resend answered 401" } }, "mail-queue")).toMatchObject({
      status: "warn",
      summary: expect.stringMatching(/^2 mails failed for good after every attempt \(last error: Resend answered 401\)\. 3 mails are waiting \(1 to try again/),
    });
    expect(checkOf({ mailQueue: { ...queue, oldestWaiting: now - 30 * HOUR } }, "mail-queue")).toMatchObject({
      status: "warn",
      summary: expect.stringContaining("The oldest has waited more than a day"),
    });
    expect(statusOf({ mailQueue: null })["mail-queue"]).toBe("error");
  });

  it("say what is wrong and what to do, one sentence each", () => {
    expect(statusOf({ mail: { ...healthy.mail, missing: ["RESEND_API_KEY"] } }).mail).toBe("error");
    expect(checkOf({ mail: { ...healthy.mail, missing: ["RESEND_API_KEY"] } }, "mail").action).toContain("RESEND_API_KEY");
    expect(checkOf({ address: { configured: null, openedAt: null } }, "address")).toMatchObject({
      status: "error",
      action: expect.stringContaining("site.config.ts"),
    });
    expect(checkOf({ admins: { count: 0, configuredEmails: 0 } }, "admins")).toMatchObject({
      status: "error",
      action: expect.stringContaining("ADMIN_EMAILS"),
    });
    expect(checkOf({ migrations: { applied: "0015_generated_keys.sql", expected: "0016_job_runs.sql" } }, "migrations")).toMatchObject({
      status: "error",
      summary: expect.stringContaining("0015_generated_keys.sql"),
    });
    expect(checkOf({ term: { current: null, next: "Spring 2027" } }, "term")).toMatchObject({
      status: "warn",
      summary: expect.stringContaining("Spring 2027"),
    });
    expect(statusOf({ files: { backend: null, files: null, bytes: null, limitBytes: null, copyPending: false } }).files).toBe("error");
  });

  it("show the files stored against the free plan's storage, and say when to move them to R2", () => {
    expect(checkOf({}, "files")).toMatchObject({ status: "ok", action: null });
    expect(checkOf({}, "files").summary).toMatch(
      /^340 files \(49\.6 MB\) kept in Workers KV: 5 % of its free 1 GB\. Uploads may take 600 of KV's 1,000 writes a day/,
    );
    const nearlyFull = { ...healthy.files, bytes: 800_000_000 };
    expect(checkOf({ files: nearlyFull }, "files")).toMatchObject({ status: "warn", action: expect.stringContaining("docs/storage.md") });
    expect(checkOf({ files: { ...nearlyFull, bytes: 799_000_000 } }, "files").status).toBe("ok");
    // R2 bound, the files of KV not copied yet: the page offers the copy.
    const moving = { backend: "r2" as const, files: 340, bytes: 800_000_000, limitBytes: 10_000_000_000, copyPending: true };
    expect(checkOf({ files: moving }, "files")).toMatchObject({ status: "warn", action: expect.stringContaining("Copy files to R2") });
    expect(checkOf({ files: { ...moving, copyPending: false } }, "files")).toMatchObject({
      status: "ok",
      summary: "340 files (762.9 MB) kept in R2: 8 % of its free 10 GB.",
    });
    // The doctor knows where, not how much.
    expect(checkOf({ files: { backend: "kv", files: null, bytes: null, limitBytes: null, copyPending: false } }, "files").summary).toMatch(
      /^The files are kept in Workers KV\./,
    );
  });

  it("tell a new chapter what content to publish first: the board, then the rest in order, of the lists officers edit", () => {
    expect(checkOf({}, "content")).toMatchObject({ status: "ok", action: null, link: { href: "/profile/admin/content" } });
    expect(checkOf({}, "content").summary).toBe(
      "Published: the board (12), the programs (5), the sponsors (7), the resources (20), the gallery (3), the blog (5), the slides (9).",
    );
    expect(checkOf({ content: {} }, "content")).toMatchObject({
      status: "warn",
      summary: "Nothing is published yet: the board, the programs, the sponsors, the resources, the gallery, the blog, the slides are empty.",
      action: "Start with the board and the programs under Content.",
    });
    // The board or the programs empty is worth a warning; the others only name the next one.
    expect(checkOf({ content: { sponsors: 2 } }, "content")).toMatchObject({ status: "warn", action: "Next: the board, under Content." });
    expect(checkOf({ content: { board: 9 } }, "content")).toMatchObject({ status: "warn", action: "Next: the programs, under Content." });
    expect(checkOf({ content: { board: 9, programs: 3 } }, "content")).toMatchObject({
      status: "ok",
      summary: "Published: the board (9), the programs (3). Nothing yet in the sponsors, the resources, the gallery, the blog, the slides.",
      action: "Next: the sponsors, under Content.",
    });
    expect(checkOf({ content: null }, "content").status).toBe("error");
  });

  it("tell a failed, a late and a never-run daily job apart", () => {
    const job = healthy.dailyJob;
    expect(checkOf({ dailyJob: { ...job, ok: false, message: "D1 is overloaded" } }, "daily-job")).toMatchObject({
      status: "error",
      summary: expect.stringContaining("D1 is overloaded"),
    });
    expect(checkOf({ dailyJob: { ...job, lastRunAt: now - 30 * HOUR } }, "daily-job")).toMatchObject({
      status: "warn",
      summary: expect.stringContaining("30 hours ago"),
    });
    expect(statusOf({ dailyJob: { ...job, lastRunAt: null, ok: null } })["daily-job"]).toBe("warn");
  });

  it("report a half-set Turnstile by the key that is missing", () => {
    expect(checkOf({ turnstile: { state: "half", missing: "TURNSTILE_SITE_KEY" } }, "turnstile")).toMatchObject({
      status: "warn",
      summary: expect.stringContaining("TURNSTILE_SITE_KEY is missing"),
    });
    expect(statusOf({ turnstile: { state: "off", missing: null } }).turnstile).toBe("off");
  });
});
