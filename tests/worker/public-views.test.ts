import { beforeAll, describe, expect, it } from "vitest";
import { publicUserSchema } from "../../src/shared/users";
import { call, callWithEnv } from "./support/api";
import { createEvent, registerOfficer, rsvp } from "./support/events";
import { registerMember, type Member } from "./support/members";
import { builtSite, NOT_FOUND, SHELL } from "./support/pages";
import { adjust } from "./support/points";

/**
 * What others see: a member who left the leaderboard shows no points in the
 * public view or on their page, and events answered to members and visitors
 * do not name the officer who created them.
 */

let officer: Member;
beforeAll(async () => {
  officer = await registerOfficer();
});

const built = builtSite({ "/__spa-fallback": SHELL, "/404": NOT_FOUND });
const memberData = (html: string) =>
  JSON.parse(/<script type="application\/json" id="member-data">(.*?)<\/script>/s.exec(html)![1]!) as Record<string, unknown>;

describe("points in the public user view", () => {
  it("are shown while the member is on the leaderboard, and gone from the view and the page once they leave it", async () => {
    const member = await registerMember();
    await adjust(officer.cookie, { userId: member.id, delta: 42, reason: "Ran the bake sale" });
    const path = `${member.username}/${member.id}`;

    const shown = await call("GET", `/api/users/public/${path}`);
    expect(publicUserSchema.parse(shown.body.data).points).toBe(42);
    expect(memberData((await callWithEnv({ ASSETS: built }, "GET", `/users/${path}`)).body).points).toBe(42);

    const left = await call("PATCH", `/api/users/${member.id}`, { cookie: member.cookie, body: { id: member.id, showOnLeaderboard: false } });
    expect(left.status).toBe(200);
    const hidden = await call("GET", `/api/users/public/${path}`);
    expect(hidden.status).toBe(200);
    expect(publicUserSchema.parse(hidden.body.data)).not.toHaveProperty("points");
    const page = await callWithEnv({ ASSETS: built }, "GET", `/users/${path}`);
    expect(page.status).toBe(200);
    expect(memberData(page.body)).not.toHaveProperty("points");
    // The member still sees their own total.
    expect((await call("GET", `/api/users/${member.id}`, { cookie: member.cookie })).body.data.points).toBe(42);
  });
});

describe("the creating officer's id", () => {
  it("is answered to the officer who writes the event, and to nobody who reads it", async () => {
    const member = await registerMember();
    const event = await createEvent(officer.cookie);
    expect(event.createdBy).toBe(officer.id);
    const saved = await call("PATCH", `/api/events/${event.id}`, { cookie: officer.cookie, body: { capacity: 40 } });
    expect(saved.body.data.createdBy).toBe(officer.id);

    const reads = [
      (await call("GET", `/api/events/${event.id}`, { cookie: member.cookie })).body.data,
      (await call("GET", `/api/events/${event.slug}`)).body.data,
      (await call("GET", "/api/events?limit=500", { cookie: member.cookie })).body.data.find((e: { id: string }) => e.id === event.id),
      (await call("GET", "/api/events?limit=500")).body.data.find((e: { id: string }) => e.id === event.id),
      (await rsvp(event.id, member.cookie)).body.data.event,
    ];
    for (const read of reads) {
      expect(read.id).toBe(event.id);
      expect(read).not.toHaveProperty("createdBy");
    }
    const page = await callWithEnv({ ASSETS: builtSite({ "/events/_event": SHELL, "/404": NOT_FOUND }) }, "GET", `/events/${event.slug}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(event.id);
    expect(page.body).not.toContain(officer.id);
  });
});
