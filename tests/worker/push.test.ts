import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { PUSH_DEVICES_MAX } from "../../src/shared/push";
import type { Bindings } from "../../worker/env";
import { deviceLabel, PUSHES_PER_INVOCATION, pushServiceAllowed } from "../../worker/features/notifications/services/push";
import worker from "../../worker/index";
import { call, expectError } from "./support/api";
import { useTestClock } from "./support/clock";
import { runCron } from "./support/cron";
import { createEvent, DAY_MS, HOUR_MS, registerOfficer, utcFromNow } from "./support/events";
import { registerMember, type Member } from "./support/members";
import { mailsTo } from "./support/outbox";
import {
  callPushing,
  expireLocally,
  type LocalSubscription,
  pushEnv,
  pushesTo,
  pushServiceOrigin,
  subscribeLocally,
  turnPushOn,
  turnPushOnInDb,
} from "./support/push";

/**
 * Web Push from the Worker (issue 34, decision 115), end to end against a local push service
 * (web-push-testing, tests/push/global-setup.ts) that decrypts what it receives with the browser's
 * keys and checks the VAPID token against the key the browser subscribed with: what these tests
 * read back went through the Worker's own RFC 8291 encryption and RFC 8292 signature.
 */

const rows = async <T>(query: string, ...values: unknown[]) =>
  (
    await env.DB.prepare(query)
      .bind(...values)
      .all<T>()
  ).results;

/** One run of the every-minute cron trigger, which only hands over waiting pushes. */
async function runPushCron() {
  const ctx = createExecutionContext();
  await (worker as ExportedHandler<Bindings>).scheduled!(
    createScheduledController({ scheduledTime: Date.now(), cron: "* * * * *" }),
    { ...env, ...pushEnv } as Bindings,
    ctx,
  );
  await waitOnExecutionContext(ctx);
}

/** Runs the minute's cron until no push is due (this file's other members may have pushes waiting too). */
async function drainPushes() {
  for (let run = 0; run < 40; run += 1) {
    const [due] = await rows<{ n: number }>("SELECT COUNT(*) AS n FROM push_queue WHERE state = 'queued' AND next_attempt_at <= ?", Date.now());
    if (due!.n === 0) return;
    await runPushCron();
  }
  throw new Error("pushes still due after 40 runs");
}

async function goingTo(eventId: string, ...members: Member[]) {
  for (const member of members) expect((await callPushing("PUT", `/api/events/${eventId}/rsvp`, { cookie: member.cookie })).status).toBe(200);
}

describe("the site's VAPID key", () => {
  it("is made on first use, kept in D1 and the same on every call", async () => {
    const member = await registerMember();
    const first = await call("GET", "/api/me/push", { cookie: member.cookie });
    const again = await call("GET", "/api/me/push", { cookie: member.cookie });
    expect(first.status).toBe(200);
    expect(first.body.data.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(again.body.data.publicKey).toBe(first.body.data.publicKey);
    const [stored] = await rows<{ value: string }>("SELECT value FROM generated_keys WHERE name = 'vapid'");
    expect(JSON.parse(stored!.value)).toMatchObject({ kty: "EC", crv: "P-256" });
  });

  it("answers 401 without a session", async () => {
    expectError(await call("GET", "/api/me/push"), 401, "UNAUTHENTICATED");
    expectError(await call("POST", "/api/me/push/devices", { body: {} }), 401, "UNAUTHENTICATED");
  });
});

describe("subscriptions", () => {
  it("are accepted only for the browsers' push services (and the local one only where the tests allow it)", async () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc",
      "https://updates.push.services.mozilla.com/wpush/v2/abc",
      "https://web.push.apple.com/QG9abc",
      "https://wns2-par02p.notify.windows.com/w/?token=abc",
    ]) {
      expect(pushServiceAllowed(endpoint, {}), endpoint).toBe(true);
    }
    for (const endpoint of [
      "https://evil.example/fcm.googleapis.com",
      "https://fcm.googleapis.com.evil.example/x",
      "http://fcm.googleapis.com/fcm/send/abc",
      "https://fcm.googleapis.com:8443/fcm/send/abc",
      "https://user:pw@fcm.googleapis.com/fcm/send/abc",
      "https://notify.windows.com.evil.example/x",
      `${pushServiceOrigin}/notify/abc`,
      "not a url",
    ]) {
      expect(pushServiceAllowed(endpoint, {}), endpoint).toBe(false);
    }
    expect(pushServiceAllowed(`${pushServiceOrigin}/notify/abc`, pushEnv)).toBe(true);
    // The test origin is taken only on this machine: a deployed copy cannot be pointed elsewhere by it.
    expect(pushServiceAllowed("https://evil.example/notify/abc", { PUSH_SERVICE_TEST_ORIGIN: "https://evil.example" })).toBe(false);

    const member = await registerMember();
    const { publicKey } = (await call("GET", "/api/me/push", { cookie: member.cookie })).body.data;
    const { clientHash: _, ...browser } = await subscribeLocally(publicKey);
    for (const endpoint of ["https://attacker.example/hook", browser.endpoint]) {
      const refused = await call("POST", "/api/me/push/devices", { cookie: member.cookie, body: { ...browser, endpoint } });
      expectError(refused, 400, "VALIDATION_ERROR");
      expect(refused.body.error.fields.endpoint).toMatch(/push service/);
    }
    expectError(
      await callPushing("POST", "/api/me/push/devices", { cookie: member.cookie, body: { ...browser, keys: { p256dh: "AAAA", auth: browser.keys.auth } } }),
      400,
      "VALIDATION_ERROR",
    );
    expect(await rows("SELECT id FROM push_subscriptions WHERE user_id = ?", member.id)).toEqual([]);
  });

  it("turn every topic on by push on a member's first device, list the device by its browser, and are removed only by their member", async () => {
    const member = await registerMember();
    const other = await registerMember();
    const choices = await callPushing("GET", "/api/me/push", { cookie: member.cookie });
    const subscription = await subscribeLocally(choices.body.data.publicKey);
    const { clientHash: _, ...browser } = subscription;
    const added = await callPushing("POST", "/api/me/push/devices", {
      cookie: member.cookie,
      body: browser,
      headers: { "User-Agent": "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36" },
    });
    expect(added.status).toBe(200);
    expect(added.body.data.device).toMatchObject({ label: "Chrome on Android", lastSentAt: null });
    expect(added.body.data.choices.topics).toEqual({
      confirmations: { push: true, mail: false },
      reminders: { push: true, mail: true },
      changes: { push: true, mail: true },
      announcements: { push: true, mail: false },
    });
    // The same browser again: one device, not two.
    expect((await callPushing("POST", "/api/me/push/devices", { cookie: member.cookie, body: browser })).body.data.choices.devices).toHaveLength(1);

    const id = added.body.data.device.id;
    expectError(await call("DELETE", `/api/me/push/devices/${id}`, { cookie: other.cookie }), 404, "NOT_FOUND");
    expectError(await call("DELETE", "/api/me/push/devices/not-a-number", { cookie: member.cookie }), 404, "NOT_FOUND");
    const removed = await call("DELETE", `/api/me/push/devices/${id}`, { cookie: member.cookie });
    expect(removed.status).toBe(200);
    expect(removed.body.data.devices).toEqual([]);
    // Without a device, push replaces no mail.
    expect(removed.body.data.topics.announcements).toEqual({ push: true, mail: true });
  });

  it(`are at most ${PUSH_DEVICES_MAX} per member`, async () => {
    const member = await registerMember();
    const { publicKey } = (await call("GET", "/api/me/push", { cookie: member.cookie })).body.data;
    for (let n = 0; n < PUSH_DEVICES_MAX; n += 1) {
      const { clientHash: _, ...browser } = await subscribeLocally(publicKey);
      expect((await callPushing("POST", "/api/me/push/devices", { cookie: member.cookie, body: browser })).status).toBe(200);
    }
    const { clientHash: _, ...eleventh } = await subscribeLocally(publicKey);
    expectError(await callPushing("POST", "/api/me/push/devices", { cookie: member.cookie, body: eleventh }), 409, "TOO_MANY_PUSH_DEVICES");
  });

  it("names devices by browser and system", () => {
    expect(
      deviceLabel("Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1"),
    ).toBe("Safari on iPhone");
    expect(deviceLabel("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0")).toBe(
      "Edge on Windows",
    );
    expect(deviceLabel("Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0")).toBe("Firefox on Linux");
    expect(deviceLabel(undefined)).toBe("A browser");
  });
});

describe("what goes by push", () => {
  it("pushes a change of time to each device of those who take changes by push, encrypted and signed so the push service reads it", async () => {
    const officer = await registerOfficer();
    const pushed = await registerMember();
    const mailedOnly = await registerMember();
    const { subscription, deviceId } = await turnPushOn(pushed);
    const event = await createEvent(officer.cookie);
    await goingTo(event.id, pushed, mailedOnly);

    const moved = await callPushing("PATCH", `/api/events/${event.id}`, {
      cookie: officer.cookie,
      body: { startsAt: utcFromNow(8 * DAY_MS), endsAt: utcFromNow(8 * DAY_MS + 2 * HOUR_MS) },
    });
    expect(moved.status).toBe(200);
    const [push] = await pushesTo(subscription);
    // The one wording of a change (src/shared/event-change.ts): the push's title is the mail's subject.
    expect(push).toMatchObject({ url: `/events/${event.slug}`, tag: `event-${event.id}` });
    expect(push!.title).toMatch(new RegExp(`^Moved to .+: ${event.title}$`));
    expect(push!.body).toMatch(/^When: .+ → /);
    // Changes are mail that matters: whoever wants the mail gets it too, push or not.
    expect((await mailsTo(pushed.email)).filter((mail) => mail.subject.startsWith("Moved to "))).toHaveLength(1);
    expect((await mailsTo(mailedOnly.email)).filter((mail) => mail.subject.startsWith("Moved to "))).toHaveLength(1);

    // Handed over: the row keeps no readable body, and the device shows when it last got one.
    const queued = await rows<{ state: string; payload: string | null }>(
      "SELECT state, payload FROM push_queue WHERE dedupe_key LIKE ?",
      `change:${event.id}:%`,
    );
    expect(queued).toEqual([{ state: "sent", payload: null }]);
    const [device] = await rows<{ last_sent_at: number | null }>("SELECT last_sent_at FROM push_subscriptions WHERE id = ?", deviceId);
    expect(device!.last_sent_at).not.toBeNull();

    // Cancelled: told once more, with the officer's reason.
    expect((await callPushing("POST", `/api/events/${event.id}/cancel`, { cookie: officer.cookie, body: { reason: "The room flooded." } })).status).toBe(200);
    const pushes = await pushesTo(subscription);
    expect(pushes).toHaveLength(2);
    expect(pushes[1]).toMatchObject({ title: `Cancelled: ${event.title}` });
    expect(pushes[1]!.body).toContain("The room flooded.");
  });

  it("leaves out a member who turned push off for a topic, and replaces only the low-priority mails", async () => {
    const officer = await registerOfficer();
    const member = await registerMember();
    const { subscription } = await turnPushOn(member);
    const off = await call("PUT", "/api/me/push/topics", { cookie: member.cookie, body: { topic: "changes", push: false } });
    expect(off.body.data.topics.changes).toEqual({ push: false, mail: true });
    const event = await createEvent(officer.cookie);
    await goingTo(event.id, member);
    // The confirmation is low priority: with push on, it comes only if asked for.
    expect((await mailsTo(member.email)).filter((mail) => mail.subject.startsWith("You're going") || mail.subject.includes(event.title))).toEqual([]);

    const moved = await callPushing("PATCH", `/api/events/${event.id}`, { cookie: officer.cookie, body: { location: "Room 101, Engineering Hall" } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await pushesTo(subscription)).toEqual([]);
    const afterMove = await mailsTo(member.email);
    expect(
      afterMove.filter((mail) => mail.subject.startsWith(`New place: ${event.title}`)),
      JSON.stringify(afterMove.map((m) => m.subject)),
    ).toHaveLength(1);

    // Asking for the confirmations' mail too brings them back, with the push still on.
    const both = await call("PUT", "/api/me/push/topics", { cookie: member.cookie, body: { topic: "confirmations", mail: true } });
    expect(both.body.data.topics.confirmations).toEqual({ push: true, mail: true });
    const second = await createEvent(officer.cookie);
    await goingTo(second.id, member);
    const afterSecond = await mailsTo(member.email);
    expect(
      afterSecond.filter((mail) => mail.subject.includes(second.title)),
      JSON.stringify(afterSecond.map((m) => m.subject)),
    ).toHaveLength(1);
  });

  it("pushes a place from the waitlist to the member moved up", async () => {
    const officer = await registerOfficer();
    const first = await registerMember();
    const waiting = await registerMember();
    const { subscription } = await turnPushOn(waiting);
    const event = await createEvent(officer.cookie, { capacity: 1 });
    await goingTo(event.id, first);
    expect((await callPushing("PUT", `/api/events/${event.id}/rsvp`, { cookie: waiting.cookie })).body.data.status).toBe("waitlist");
    expect((await callPushing("DELETE", `/api/events/${event.id}/rsvp`, { cookie: first.cookie })).status).toBe(200);
    expect(await pushesTo(subscription)).toEqual([expect.objectContaining({ title: `You have a place: ${event.title}`, url: `/events/${event.slug}` })]);
    // The place's mail is a low-priority one: not sent to a member who takes it by push.
    expect((await mailsTo(waiting.email)).filter((mail) => mail.subject.startsWith("You have a place"))).toEqual([]);
  });

  it("pushes the day-before reminder from the hourly job, once per device however many runs see it", async () => {
    const clock = useTestClock();
    const officer = await registerOfficer();
    const member = await registerMember();
    const { subscription } = await turnPushOn(member);
    const event = await createEvent(officer.cookie, { startsAt: utcFromNow(2 * DAY_MS), endsAt: utcFromNow(2 * DAY_MS + HOUR_MS) });
    await goingTo(event.id, member);
    clock.advance(DAY_MS + HOUR_MS);
    await runCron({ daily: false, env: pushEnv });
    await runCron({ daily: false, env: pushEnv });
    expect(await pushesTo(subscription)).toEqual([expect.objectContaining({ title: `Reminder: ${event.title}`, tag: `reminder-${event.id}` })]);
  });

  it("pushes an announcement to every member who takes announcements by push, and mails it only to the others", async () => {
    const officer = await registerOfficer();
    const pushed = await registerMember();
    const mailed = await registerMember();
    const { subscription } = await turnPushOn(pushed);
    const sent = await callPushing("POST", "/api/mailings", {
      cookie: officer.cookie,
      body: { audience: "members", subject: "General meeting moved online", body: "Join from home this week." },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    // Every member on push in this file's database gets it: five at once, the rest with the minute's runs.
    await drainPushes();
    expect(await pushesTo(subscription)).toEqual([
      expect.objectContaining({ title: "General meeting moved online", body: "Join from home this week.", url: "/profile/dashboard" }),
    ]);
    await runCron({ daily: false, env: pushEnv });
    expect((await mailsTo(mailed.email)).filter((mail) => mail.subject.includes("General meeting moved online"))).toHaveLength(1);
    expect((await mailsTo(pushed.email)).filter((mail) => mail.subject.includes("General meeting moved online"))).toEqual([]);
  });
});

describe("bounded sends", () => {
  it(`hands over ${PUSHES_PER_INVOCATION} pushes in the request that queued them, and the rest with the minute's cron run`, async () => {
    const officer = await registerOfficer();
    const member = await registerMember();
    const { subscription } = await turnPushOn(member);
    const { publicKey } = (await call("GET", "/api/me/push", { cookie: member.cookie })).body.data;
    const more: LocalSubscription[] = [];
    for (let n = 0; n < PUSHES_PER_INVOCATION + 1; n += 1) {
      const { clientHash, ...browser } = await subscribeLocally(publicKey);
      expect((await callPushing("POST", "/api/me/push/devices", { cookie: member.cookie, body: browser })).status).toBe(200);
      more.push({ ...browser, clientHash });
    }
    const event = await createEvent(officer.cookie);
    await goingTo(event.id, member);
    await callPushing("POST", `/api/events/${event.id}/cancel`, { cookie: officer.cookie, body: {} });
    const delivered = async () => (await Promise.all([subscription, ...more].map(pushesTo))).filter((pushes) => pushes.length === 1).length;
    expect(await delivered()).toBe(PUSHES_PER_INVOCATION);
    await drainPushes();
    expect(await delivered()).toBe(PUSHES_PER_INVOCATION + 2);
  });
});

describe("a push service's answers", () => {
  it("removes a device whose subscription is gone (410, 404), and keeps one that is only busy (429) for another try", async () => {
    const officer = await registerOfficer();
    const expired = await registerMember();
    const gone = await registerMember();
    const busy = await registerMember();
    const { subscription, deviceId: expiredDevice } = await turnPushOn(expired);
    await expireLocally(subscription);
    const goneDevice = (await turnPushOn(gone)).deviceId;
    const busyDevice = (await turnPushOn(busy)).deviceId;
    // Pointed at the service's 404 and 429 answers, with their real keys (the request is made as any other).
    await env.DB.prepare("UPDATE push_subscriptions SET endpoint = ? WHERE id = ?").bind(`${pushServiceOrigin}/gone/${goneDevice}`, goneDevice).run();
    await env.DB.prepare("UPDATE push_subscriptions SET endpoint = ? WHERE id = ?").bind(`${pushServiceOrigin}/busy/${busyDevice}`, busyDevice).run();
    const event = await createEvent(officer.cookie);
    await goingTo(event.id, expired, gone, busy);

    await callPushing("POST", `/api/events/${event.id}/cancel`, { cookie: officer.cookie, body: {} });
    const left = await rows<{ id: number }>("SELECT id FROM push_subscriptions WHERE id IN (?, ?, ?)", expiredDevice, goneDevice, busyDevice);
    expect(left).toEqual([{ id: busyDevice }]);
    const [retry] = await rows<{ state: string; attempts: number; last_status: number; payload: string | null }>(
      "SELECT state, attempts, last_status, payload FROM push_queue WHERE subscription_id = ?",
      busyDevice,
    );
    expect(retry).toMatchObject({ state: "queued", attempts: 1, last_status: 429 });
    expect(retry!.payload).not.toBeNull();
  });

  it("the cheap test helper (D1 rows only) puts a member on push for every topic", async () => {
    const member = await registerMember();
    await turnPushOnInDb(member.id);
    const choices = await call("GET", "/api/me/push", { cookie: member.cookie });
    expect(choices.body.data.topics.announcements).toEqual({ push: true, mail: false });
    expect(choices.body.data.devices).toHaveLength(1);
  });
});
