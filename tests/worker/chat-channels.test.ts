import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { CHAT_CHANNELS_MAX } from "../../src/shared/chat-channels";
import { call, expectError } from "./support/api";
import { createEvent, eventBody, registerOfficer } from "./support/events";
import { type Member, registerMember } from "./support/members";

/**
 * /api/chat-channels (issue 21): officers connect the chapter's Discord or GroupMe, and new events,
 * changes and cancellations are posted there. The services are never reached: `fetch` is watched and
 * answers as the service would. Chats are the chapter's, shared by the run's files: each test removes
 * its own, so no other file's events are posted.
 */

const DISCORD = "https://discord.com/api/webhooks/123456789012345678/abcdefghijklmnopqrstuvwxyz_ABCDEFG-0123456789";
const GROUPME = "0123456789abcdef0123456789";

let officer: Member;
let member: Member;
beforeAll(async () => {
  [officer, member] = await Promise.all([registerOfficer(), registerMember()]);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await env.DB.prepare("DELETE FROM chat_channels").run();
});

/** Watches the Worker's outgoing requests; each answers `status` (or fails, for an Error). */
function chatServices(answer: number | Error = 204) {
  const calls: { url: string; body: Record<string, unknown> }[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    calls.push({ url: String(input instanceof Request ? input.url : input), body: JSON.parse(String(init?.body)) as Record<string, unknown> });
    if (answer instanceof Error) throw answer;
    return new Response(null, { status: answer });
  });
  return calls;
}

const connect = (body: Record<string, unknown>, cookie = officer.cookie) => call("POST", "/api/chat-channels", { cookie, body });

describe("/api/chat-channels", () => {
  it("is for officers and admins: 401 anonymous, 403 members", async () => {
    expectError(await call("GET", "/api/chat-channels"), 401, "UNAUTHENTICATED");
    expectError(await call("GET", "/api/chat-channels", { cookie: member.cookie }), 403, "FORBIDDEN");
    expectError(await connect({ kind: "discord", target: DISCORD }, member.cookie), 403, "FORBIDDEN");
    expectError(await call("DELETE", "/api/chat-channels/x", { cookie: member.cookie }), 403, "FORBIDDEN");
    expectError(await call("POST", "/api/chat-channels/x/test", { cookie: member.cookie }), 403, "FORBIDDEN");
    expect((await call("GET", "/api/chat-channels", { cookie: officer.cookie })).status).toBe(200);
  });

  it("says at the field what is wrong with an address or a bot id", async () => {
    const notDiscord = await connect({ kind: "discord", target: "https://example.com/api/webhooks/1/abc" });
    expectError(notDiscord, 400, "VALIDATION_ERROR");
    expect(notDiscord.body.error.fields.target).toMatch(/^Paste the webhook's whole address/);
    expect((await connect({ kind: "groupme", target: "not-a-bot" })).body.error.fields.target).toMatch(/^Paste the bot's id/);
    expect((await connect({ kind: "slack", target: DISCORD })).body.error.fields.kind).toBe("Choose Discord or GroupMe.");
    expectError(await connect({ kind: "discord", target: DISCORD, extra: 1 }), 400, "VALIDATION_ERROR");
  });

  it("keeps the secret to itself: the list shows its last characters; the same chat twice is refused, and at most four", async () => {
    const added = await connect({ kind: "discord", target: DISCORD, label: "#announcements" });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.data).toMatchObject({ kind: "discord", label: "#announcements", targetHint: "…6789", lastPostedAt: null, lastError: null });
    const list = await call("GET", "/api/chat-channels", { cookie: officer.cookie });
    expect(JSON.stringify(list.body)).not.toContain("abcdefghijklmnop");
    expect(list.headers.get("cache-control")).toBe("private, no-store");
    expectError(await connect({ kind: "discord", target: DISCORD }), 409, "CHAT_CHANNEL_TAKEN");
    for (let i = 1; i < CHAT_CHANNELS_MAX; i += 1) expect((await connect({ kind: "groupme", target: `${GROUPME.slice(0, -1)}${i}` })).status).toBe(201);
    expectError(await connect({ kind: "groupme", target: GROUPME }), 409, "CHAT_CHANNELS_FULL");
    // Unnamed, a chat is named by its kind.
    expect((await call("GET", "/api/chat-channels", { cookie: officer.cookie })).body.data.map((c: { label: string }) => c.label)).toEqual([
      "#announcements",
      "GroupMe 1",
      "GroupMe 2",
      "GroupMe 3",
    ]);
    const removed = await call("DELETE", `/api/chat-channels/${added.body.data.id}`, { cookie: officer.cookie });
    expect(removed.status).toBe(200);
    expectError(await call("DELETE", `/api/chat-channels/${added.body.data.id}`, { cookie: officer.cookie }), 404, "NOT_FOUND");
  });
});

describe("events in the chats", () => {
  it("a new event, a change of time or place, and a cancellation are posted to every chat; a change of the text alone is not", async () => {
    await connect({ kind: "discord", target: DISCORD });
    await connect({ kind: "groupme", target: GROUPME });
    const posts = chatServices(204);
    const event = await createEvent(officer.cookie, { title: "Boba @everyone Social" });
    expect(posts.map((post) => post.url).sort()).toEqual([DISCORD, "https://api.groupme.com/v3/bots/post"].sort());
    const discord = posts.find((post) => post.url === DISCORD)!.body;
    expect(discord.content).toMatch(new RegExp(`^New event: Boba @everyone Social — .+\\. Details and RSVP: https?://[^ ]+/events/${event.slug}$`));
    // A title cannot ping the whole server.
    expect(discord.allowed_mentions).toEqual({ parse: [] });
    expect(posts.find((post) => post.url !== DISCORD)!.body).toEqual({ bot_id: GROUPME, text: discord.content });

    posts.length = 0;
    await call("PATCH", `/api/events/${event.id}`, { cookie: officer.cookie, body: { description: "Now with taro." } });
    expect(posts).toEqual([]);
    await call("PATCH", `/api/events/${event.id}`, { cookie: officer.cookie, body: { location: "Student Union, room 2" } });
    expect(posts.map((post) => post.body.content ?? post.body.text)).toEqual([
      expect.stringMatching(/^Changed: Boba @everyone Social is now .+, Student Union, room 2\. /),
      expect.stringMatching(/^Changed: /),
    ]);
    posts.length = 0;
    await call("POST", `/api/events/${event.id}/cancel`, { cookie: officer.cookie, body: { reason: "The room flooded." } });
    expect(posts[0]!.body.content ?? posts[0]!.body.text).toMatch(/^Cancelled: Boba @everyone Social \(.+\) will not take place\. The room flooded\.$/);
    posts.length = 0;
    await call("PATCH", `/api/events/${event.id}`, { cookie: officer.cookie, body: { status: "scheduled" } });
    expect(posts[0]!.body.content ?? posts[0]!.body.text).toMatch(/^Back on: Boba @everyone Social takes place after all/);
  });

  it("a chat that refuses or cannot be reached fails nothing: the officer's screen shows it, and the next post clears it", async () => {
    const added = await connect({ kind: "discord", target: DISCORD });
    chatServices(404);
    expect((await call("POST", "/api/events", { cookie: officer.cookie, body: eventBody() })).status).toBe(201);
    const [failed] = (await call("GET", "/api/chat-channels", { cookie: officer.cookie })).body.data;
    expect(failed).toMatchObject({
      lastError: expect.stringMatching(/^Discord answered 404: the webhook was deleted/),
      lastErrorAt: expect.any(Number),
      lastPostedAt: null,
    });

    vi.restoreAllMocks();
    chatServices(new TypeError("Network connection lost."));
    const test = await call("POST", `/api/chat-channels/${added.body.data.id}/test`, { cookie: officer.cookie });
    expect(test.body.data).toEqual({ delivered: false, answer: "Discord could not be reached (Network connection lost.)." });

    vi.restoreAllMocks();
    const posts = chatServices(204);
    const ok = await call("POST", `/api/chat-channels/${added.body.data.id}/test`, { cookie: officer.cookie });
    expect(ok.body.data).toEqual({ delivered: true, answer: "Discord took the post." });
    expect(posts[0]!.body.content).toMatch(/is connected: new events, changes and cancellations will be posted here\.$/);
    const [cleared] = (await call("GET", "/api/chat-channels", { cookie: officer.cookie })).body.data;
    expect(cleared).toMatchObject({ lastError: null, lastErrorAt: null, lastPostedAt: expect.any(Number) });
  });
});
