import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { CHAT_CHANNELS_MAX } from "../../src/shared/chat-channels";
import { chatPostUrl } from "../../worker/features/chat/services/chat-post";
import { type CallOptions, call, callWithEnv, expectError } from "./support/api";
import { answerChat, chatEnv, postsTo } from "./support/chat";
import { eventBody, registerOfficer } from "./support/events";
import { type Member, registerMember } from "./support/members";
import { anInstant } from "./support/instants";

/**
 * /api/chat-channels (issue 21): officers connect the chapter's Discord or GroupMe, and new events,
 * changes and cancellations are posted there. The services are never reached: the posts go over real
 * HTTP to a local stand-in (tests/chat/global-setup.ts, decision 092), which the Worker is pointed at by
 * the CHAT_API_ORIGIN binding these calls give it, and which records them and answers as it is told.
 * Chats are the chapter's, shared by the run's files: each test removes its own, so no other file's
 * events are posted.
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

/** A request to the Worker pointed at the local chat server, with the work after its answer finished. */
const api = (method: string, path: string, options: CallOptions = {}) => callWithEnv(chatEnv, method, path, options);

const digits = (count: number) => Array.from(crypto.getRandomValues(new Uint8Array(count)), (byte) => byte % 10).join("");
/** A Discord webhook address and a GroupMe bot id of this test's own, so the shared server's records are its own. */
const newDiscord = () => `https://discord.com/api/webhooks/${digits(18)}/${crypto.randomUUID().replaceAll("-", "")}${crypto.randomUUID().replaceAll("-", "")}`;
const newGroupMe = () => crypto.randomUUID().replaceAll("-", "").slice(0, 26);

/** A post's text: Discord's `content`, GroupMe's `text`. */
const textOf = (post: Record<string, unknown> | undefined) => String(post?.content ?? post?.text);

/** Connecting sends the chat its hello first (through the local server), and connects only if it was taken. */
const connect = (body: Record<string, unknown>, cookie = officer.cookie) => api("POST", "/api/chat-channels", { cookie, body });

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
    expect(added.body.data).toMatchObject({ kind: "discord", label: "#announcements", targetHint: "…6789", lastPostedAt: anInstant(), lastError: null });
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

describe("connecting a chat (issue 35)", () => {
  it("sends the chat a test post, and connects it only if the service took it", async () => {
    const hook = newDiscord();
    const added = await connect({ kind: "discord", target: hook, label: "#general" });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(await postsTo(hook)).toHaveLength(1);
    expect(textOf((await postsTo(hook))[0])).toMatch(/is connected: new events, changes and cancellations will be posted here\.$/);
  });

  it("refuses with what to check when the service says no, and stores nothing", async () => {
    const cases = [
      [401, "discord", /^Discord answered 401: it does not accept this webhook's token\. Copy the webhook's whole address again/],
      [403, "discord", /^Discord answered 403: it does not accept this webhook's token\./],
      [404, "discord", /^Discord answered 404: the webhook was deleted or the address is wrong\. Make a new one and connect it again\.$/],
      [404, "groupme", /^GroupMe answered 404: the bot was deleted or the address is wrong\./],
      [500, "discord", /^Discord answered 500\. The next post tries again\.$/],
    ] as const;
    for (const [status, kind, message] of cases) {
      const target = kind === "discord" ? newDiscord() : newGroupMe();
      await answerChat(target, status);
      const refused = await connect({ kind, target });
      expectError(refused, 400, "CHAT_REFUSED");
      expect(refused.body.error.fields.target, `${kind} ${status}`).toMatch(message);
      expect(refused.body.error.errMsg).toMatch(/^Not connected: /);
      expect(await postsTo(target)).toHaveLength(1);
    }
    expect((await call("GET", "/api/chat-channels", { cookie: officer.cookie })).body.data).toEqual([]);
  });

  it('a service that cannot be reached is named in words, never as the runtime\'s "internal error; reference = …"', async () => {
    vi.spyOn(globalThis, "fetch").mockRejectedValueOnce(new Error("internal error; reference = 8ab1c2d3e4f5"));
    const refused = await connect({ kind: "discord", target: newDiscord() });
    expectError(refused, 400, "CHAT_REFUSED");
    expect(refused.body.error.errMsg).toBe("Not connected: Discord could not be reached. Check the address, or try again in a minute.");
    expect(JSON.stringify(refused.body)).not.toContain("reference");
    expect((await call("GET", "/api/chat-channels", { cookie: officer.cookie })).body.data).toEqual([]);
  });
});

describe("where posts go", () => {
  it("to the webhook's own address and GroupMe's fixed API; a test origin is taken only on this machine", () => {
    expect(chatPostUrl("discord", DISCORD)).toBe(DISCORD);
    expect(chatPostUrl("groupme", GROUPME)).toBe("https://api.groupme.com/v3/bots/post");
    const local = "http://127.0.0.1:8787";
    expect(chatPostUrl("discord", DISCORD, local)).toBe(`${local}${new URL(DISCORD).pathname}`);
    expect(chatPostUrl("groupme", GROUPME, local)).toBe(`${local}/v3/bots/post`);
    for (const elsewhere of ["https://evil.example", "http://10.0.0.1:80", "http://127.0.0.1.evil.example", "http://localhost/path"]) {
      expect(chatPostUrl("discord", DISCORD, elsewhere)).toBe(DISCORD);
    }
  });
});

describe("events in the chats", () => {
  it("a new event, a change of time or place, and a cancellation are posted to every chat; a change of the text alone is not", async () => {
    const discordHook = newDiscord();
    const groupmeBot = newGroupMe();
    await connect({ kind: "discord", target: discordHook });
    await connect({ kind: "groupme", target: groupmeBot });
    // Each chat took its hello when it was connected; the event's posts follow it.
    expect(textOf((await postsTo(discordHook))[0])).toMatch(/is connected: new events, changes and cancellations will be posted here\.$/);
    const postsAfterHello = async (target: string) => (await postsTo(target)).slice(1);
    const created = await api("POST", "/api/events", { cookie: officer.cookie, body: eventBody({ title: "Boba @everyone Social" }) });
    expect(created.status).toBe(201);
    const event = created.body.data;
    const [discord] = await postsAfterHello(discordHook);
    expect(discord!.content).toMatch(new RegExp(`^New event: Boba @everyone Social — .+\\. Details and RSVP: https?://[^ ]+/events/${event.slug}$`));
    // A title cannot ping the whole server.
    expect(discord!.allowed_mentions).toEqual({ parse: [] });
    expect(await postsAfterHello(groupmeBot)).toEqual([{ bot_id: groupmeBot, text: discord!.content }]);

    await api("PATCH", `/api/events/${event.id}`, { cookie: officer.cookie, body: { description: "Now with taro." } });
    expect(await postsAfterHello(discordHook)).toHaveLength(1);
    await api("PATCH", `/api/events/${event.id}`, { cookie: officer.cookie, body: { location: "Student Union, room 2" } });
    expect(textOf((await postsAfterHello(discordHook))[1])).toMatch(
      /^New place: Boba @everyone Social, now at Student Union, room 2\nWhere: .+ → Student Union, room 2\nhttps?:\/\//,
    );
    // The one wording of a change (src/shared/event-change.ts): the chats say what the mail's subject says.
    expect(textOf((await postsAfterHello(groupmeBot))[1])).toMatch(/^New place: /);
    await api("POST", `/api/events/${event.id}/cancel`, { cookie: officer.cookie, body: { reason: "The room flooded." } });
    expect(textOf((await postsAfterHello(discordHook))[2])).toMatch(
      /^Cancelled: Boba @everyone Social\nBoba @everyone Social \(.+\) will not take place\.\nThe room flooded\.$/,
    );
    await api("PATCH", `/api/events/${event.id}`, { cookie: officer.cookie, body: { status: "scheduled" } });
    expect(textOf((await postsAfterHello(discordHook))[3])).toMatch(/^Back on: Boba @everyone Social\nBoba @everyone Social takes place after all/);
    expect(await postsAfterHello(groupmeBot)).toHaveLength(4);
  });

  it("a correction saved with notify: false posts nothing (and mails nobody), while the calendars see its new SEQUENCE", async () => {
    const discordHook = newDiscord();
    await connect({ kind: "discord", target: discordHook });
    const created = await api("POST", "/api/events", { cookie: officer.cookie, body: eventBody({ title: "Quiet Fix Social" }) });
    const event = created.body.data;
    expect((await api("PUT", `/api/events/${event.id}/rsvp`, { cookie: member.cookie })).status).toBe(200);
    const quiet = await api("PATCH", `/api/events/${event.id}`, {
      cookie: officer.cookie,
      body: { title: "Quiet Fix Social (bring 5 copies)", notify: false },
    });
    expect(quiet.status).toBe(200);
    expect(quiet.body.meta).toEqual({ mailed: 0, queued: 0 });
    expect(quiet.body.message).toMatch(/without telling anyone/);
    expect(quiet.body.data.sequence).toBe(1);
    // The hello Connect sent, and the new event: nothing for the quiet correction.
    expect(await postsTo(discordHook)).toHaveLength(2);
    const file = await call("GET", `/events/${event.slug}.ics`);
    expect(String(file.body)).toMatch(/SEQUENCE:1\r?\n/);
    expect(String(file.body)).toContain("SUMMARY:Quiet Fix Social (bring 5 copies)");
    // Told: the chats and the members hear it, in the words that say what changed.
    await api("PATCH", `/api/events/${event.id}`, { cookie: officer.cookie, body: { title: "Quiet Fix Social II" } });
    expect(textOf((await postsTo(discordHook))[2])).toMatch(/^Renamed: Quiet Fix Social II \(was Quiet Fix Social \(bring 5 copies\)\)/);
  });

  it("a chat that answers 500, refuses or cannot be reached fails nothing: it is logged, the officer's screen shows it, and the next post clears it", async () => {
    const discordHook = newDiscord();
    const added = await connect({ kind: "discord", target: discordHook });
    await answerChat(discordHook, 500);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    expect((await api("POST", "/api/events", { cookie: officer.cookie, body: eventBody() })).status).toBe(201);
    expect(await postsTo(discordHook)).toHaveLength(2);
    expect(logged.mock.calls.map((args) => args.join(" "))).toContainEqual(
      expect.stringMatching(/^chat post failed discord .+ Discord answered 500\. The next post tries again\.$/),
    );
    const [failed] = (await call("GET", "/api/chat-channels", { cookie: officer.cookie })).body.data;
    // The hello at connecting was the last post taken.
    expect(failed).toMatchObject({
      lastError: "Discord answered 500. The next post tries again.",
      lastErrorAt: anInstant(),
      lastPostedAt: added.body.data.lastPostedAt,
    });

    await answerChat(discordHook, 404);
    const refused = await api("POST", `/api/chat-channels/${added.body.data.id}/test`, { cookie: officer.cookie });
    expect(refused.body.data.answer).toMatch(/^Discord answered 404: the webhook was deleted/);

    // A service that cannot be reached at all: `fetch` itself fails. (Pointed at a closed local port, workerd
    // answers the same, but also logs the refused connection as an uncaught error: decision 092.)
    const unreachable = vi.spyOn(globalThis, "fetch").mockRejectedValueOnce(new TypeError("Network connection lost."));
    const lost = await api("POST", `/api/chat-channels/${added.body.data.id}/test`, { cookie: officer.cookie });
    expect(lost.body.data).toEqual({
      delivered: false,
      answer: "Discord could not be reached (Network connection lost.). Check the address, or try again in a minute.",
    });
    unreachable.mockRestore();

    await answerChat(discordHook, 204);
    const ok = await api("POST", `/api/chat-channels/${added.body.data.id}/test`, { cookie: officer.cookie });
    expect(ok.body.data).toEqual({ delivered: true, answer: "Discord took the post." });
    expect(textOf((await postsTo(discordHook)).at(-1))).toMatch(/is connected: new events, changes and cancellations will be posted here\.$/);
    const [cleared] = (await call("GET", "/api/chat-channels", { cookie: officer.cookie })).body.data;
    expect(cleared).toMatchObject({ lastError: null, lastErrorAt: null, lastPostedAt: anInstant() });
  });
});
