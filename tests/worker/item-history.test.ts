import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { ContentCollection } from "../../src/shared/content/collections";
import { ITEM_VERSIONS_KEPT, type ItemHistory } from "../../src/shared/item-history";
import { call, callWithEnv, expectError } from "./support/api";
import { builtSite, LIST_SHELL } from "./support/pages";
import { useTestClock } from "./support/clock";
import { validFields } from "./support/content";
import { SPONSOR_TIERS } from "../../src/shared/content/sponsor-tiers";
import { measure } from "./support/cost";
import { createEvent, DAY_MS, HOUR_MS, utcFromNow } from "./support/events";
import { newIdentity, registerAdmin, registerMember, type Member } from "./support/members";

/**
 * History, undo, drafts and preview (decision 130): each save of a content item or an event keeps
 * the version before it, in the same D1 batch; officers read what each save changed and restore any
 * version; a published item's change can wait as a draft that no public page shows, be previewed and
 * be published. Officers and admins only.
 */

let officer: Member;
let admin: Member;
let member: Member;
beforeAll(async () => {
  [officer, admin, member] = await Promise.all([registerMember(newIdentity("officer"), "officer,member"), registerAdmin(), registerMember()]);
  // The history names who saved each version.
  await env.DB.prepare("UPDATE users SET first_name = 'Dana', last_name = 'Okafor' WHERE id = ?").bind(officer.id).run();
});

const tag = () => crypto.randomUUID().slice(0, 8);

async function create(collection: ContentCollection, fields: Record<string, unknown>, status: "draft" | "published" = "published") {
  const result = await call("POST", `/api/content/${collection}`, { cookie: officer.cookie, body: { status, fields } });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body.data as { id: string; status: string; fields: Record<string, unknown> };
}

async function patch(collection: ContentCollection, id: string, body: Record<string, unknown>, who = officer) {
  const result = await call("PATCH", `/api/content/${collection}/${id}`, { cookie: who.cookie, body });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body.data as { fields: Record<string, unknown>; status: string };
}

async function history(path: string, who = officer): Promise<ItemHistory> {
  const result = await call("GET", `${path}/history`, { cookie: who.cookie });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body.data as ItemHistory;
}

async function versionRows(kind: string, id: string) {
  const { results } = await env.DB.prepare("SELECT id, item, saved_by, saved_at FROM item_versions WHERE kind = ? AND item_id = ? ORDER BY id")
    .bind(kind, id)
    .all<{
      id: number;
      item: string;
      saved_by: string | null;
      saved_at: number;
    }>();
  return results;
}

const publicNames = async (collection: ContentCollection) =>
  ((await call("GET", `/api/content/${collection}`)).body.data as { fields: Record<string, unknown> }[]).map((item) => item.fields.name ?? item.fields.title);

describe("content: a version per save", () => {
  it("keeps the item as it was before each save, with who saved it and when; a save that changes nothing keeps none", async () => {
    const clock = useTestClock();
    const name = `Hist ${tag()}`;
    const item = await create("board", validFields("board", name));
    expect(await versionRows("board", item.id)).toEqual([]);

    clock.advance(60_000);
    await patch("board", item.id, { fields: { role: "President" } });
    clock.advance(60_000);
    await patch("board", item.id, { fields: { role: "Vice-president", bio: "Runs the events, the socials and the fall career fair." } }, admin);
    await patch("board", item.id, { fields: { role: "Vice-president" } }, admin);

    const rows = await versionRows("board", item.id);
    expect(rows.map((row) => (JSON.parse(row.item) as { fields: { role: string } }).fields.role)).toEqual(["Treasurer", "President"]);
    expect(rows.map((row) => row.saved_by)).toEqual([officer.id, officer.id]);
    expect(JSON.parse(rows[0]!.item)).toMatchObject({ status: "published", fields: validFields("board", name) });

    const { entries, kept } = await history(`/api/content/board/${item.id}`);
    expect(kept).toBe(ITEM_VERSIONS_KEPT);
    expect(entries.map((entry) => [entry.id === null, entry.savedBy, entry.oldest])).toEqual([
      [true, expect.any(String), false],
      [false, "Dana Okafor", false],
      [false, "Dana Okafor", true],
    ]);
    expect(entries[0]!.savedBy).not.toBe("Dana Okafor");
    // What each save changed from the version before it, field by field.
    expect(entries[0]!.changes).toEqual([
      { field: "role", before: "President", after: "Vice-president" },
      {
        field: "bio",
        before: "Keeps the chapter's books balanced and its receipts in one folder.",
        after: "Runs the events, the socials and the fall career fair.",
      },
    ]);
    expect(entries[1]!.changes).toEqual([{ field: "role", before: "Treasurer", after: "President" }]);
    expect(entries[2]!.changes).toEqual([]);
    expect(Date.parse(entries[1]!.savedAt)).toBeLessThan(Date.parse(entries[0]!.savedAt));
  });

  it("writes the version in the save's own batch: a save costs the D1 round trips it cost before", async () => {
    const item = await create("sponsors", validFields("sponsors", `Cost ${tag()}`));
    const cost = await measure(`/api/content/sponsors/${item.id}`, {
      method: "PATCH",
      headers: { Cookie: officer.cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ fields: { blurb: "Builds boats for river research." } }),
    });
    // The session, the item (with its event check), then one batch: the version and the change.
    expect(cost).toEqual({ status: 200, d1: 3, kvReads: expect.any(Number), kvWrites: 0 });
    expect(await versionRows("sponsors", item.id)).toHaveLength(1);
  });

  it("publishing and moving back to drafts are saves too (the status is in the version)", async () => {
    const item = await create("resources", validFields("resources", `Pub ${tag()}`), "draft");
    await patch("resources", item.id, { status: "published" });
    const { entries } = await history(`/api/content/resources/${item.id}`);
    expect(entries[0]!.changes).toEqual([{ field: "status", before: "draft", after: "published" }]);
  });

  it(`keeps only the newest ${ITEM_VERSIONS_KEPT} versions of an item`, async () => {
    const item = await create("resources", validFields("resources", `Many ${tag()}`));
    for (let n = 1; n <= ITEM_VERSIONS_KEPT + 3; n += 1) await patch("resources", item.id, { fields: { description: `Tutoring, version ${n}` } });
    const rows = await versionRows("resources", item.id);
    expect(rows).toHaveLength(ITEM_VERSIONS_KEPT);
    // The oldest three (the original and versions 1–2) are gone; the newest kept is the one before the last save.
    expect((JSON.parse(rows[0]!.item) as { fields: { description: string } }).fields.description).toBe("Tutoring, version 3");
    expect((JSON.parse(rows.at(-1)!.item) as { fields: { description: string } }).fields.description).toBe(`Tutoring, version ${ITEM_VERSIONS_KEPT + 2}`);
  });
});

describe("content: restore", () => {
  it("makes a version's fields the item's again, as a save that keeps the version it replaced; the status stays", async () => {
    const name = `Undo ${tag()}`;
    const original = validFields("sponsors", name);
    const item = await create("sponsors", original);
    // Another of the chapter's tiers (the identity file names them).
    const otherTier = SPONSOR_TIERS.find((tier) => tier !== original.tier)!;
    await patch("sponsors", item.id, { fields: { tier: otherTier, blurb: "Changed by mistake, to be undone.", link: "https://example.org/wrong" } });
    const [version] = (await history(`/api/content/sponsors/${item.id}`)).entries.slice(1);

    const restored = await call("POST", `/api/content/sponsors/${item.id}/history/${version!.id}/restore`, { cookie: officer.cookie });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.data.fields).toMatchObject(original);
    expect(restored.body.data.status).toBe("published");

    const { entries } = await history(`/api/content/sponsors/${item.id}`);
    expect(entries).toHaveLength(3);
    expect(entries[0]!.changes.map((change) => change.field).sort()).toEqual(["blurb", "link", "tier"]);
    expect(entries[1]!.changes.find((change) => change.field === "link")).toEqual({
      field: "link",
      before: "https://example.com",
      after: "https://example.org/wrong",
    });
  });

  it("refuses a version of another item, an unknown one, and a deleted item", async () => {
    const a = await create("resources", validFields("resources", `A ${tag()}`));
    const b = await create("resources", validFields("resources", `B ${tag()}`));
    await patch("resources", a.id, { fields: { description: "A again, with more words." } });
    const versionOfA = (await history(`/api/content/resources/${a.id}`)).entries[1]!.id;
    expectError(await call("POST", `/api/content/resources/${b.id}/history/${versionOfA}/restore`, { cookie: officer.cookie }), 404, "NOT_FOUND");
    expectError(await call("POST", `/api/content/resources/${a.id}/history/99999999/restore`, { cookie: officer.cookie }), 404, "NOT_FOUND");
    expectError(await call("POST", `/api/content/resources/${a.id}/history/first/restore`, { cookie: officer.cookie }), 404, "NOT_FOUND");
    await call("DELETE", `/api/content/resources/${a.id}`, { cookie: officer.cookie });
    expectError(await call("POST", `/api/content/resources/${a.id}/history/${versionOfA}/restore`, { cookie: officer.cookie }), 409, "CONTENT_DELETED");
  });
});

describe("content: draft, preview, publish", () => {
  it("a published item's change saved as a draft is on no public page until it is published", async () => {
    const name = `Live ${tag()}`;
    const item = await create("board", validFields("board", name));
    const draft = await call("PUT", `/api/content/board/${item.id}/draft`, {
      cookie: officer.cookie,
      body: { fields: { name: `${name} new`, role: "President" } },
    });
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    expect(draft.body.data.draft.fields).toMatchObject({ name: `${name} new`, role: "President", major: "Economics" });

    // The public list, the page the Worker serves, and the item itself are as published.
    expect(await publicNames("board")).toContain(name);
    expect(await publicNames("board")).not.toContain(`${name} new`);
    const page = await callWithEnv({ ASSETS: builtSite({ "/board": LIST_SHELL }) }, "GET", "/board");
    expect(page.status).toBe(200);
    expect(page.body).toContain(name);
    expect(page.body).not.toContain(`${name} new`);
    expect(await versionRows("board", item.id)).toEqual([]);

    // Officers see the draft beside the item, and its preview: the list as the page would show it.
    const listed = (await call("GET", "/api/content/board?include=drafts", { cookie: officer.cookie })).body.data as { id: string; draft: unknown }[];
    expect(listed.find((other) => other.id === item.id)?.draft).toMatchObject({ fields: { name: `${name} new` } });
    const preview = await call("GET", `/api/content/board/${item.id}/preview`, { cookie: officer.cookie });
    expect(preview.status).toBe(200);
    expect(preview.body.data.publishes).toBe("draft");
    const previewNames = (preview.body.data.items as { fields: { name: string } }[]).map((other) => other.fields.name);
    expect(previewNames).toContain(`${name} new`);
    expect(previewNames).not.toContain(name);

    const published = await call("POST", `/api/content/board/${item.id}/publish`, { cookie: officer.cookie });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body.data).toMatchObject({ status: "published", draft: null, fields: { name: `${name} new`, role: "President" } });
    expect(await publicNames("board")).toContain(`${name} new`);
    expect((await call("GET", `/api/content/board/${item.id}/preview`, { cookie: officer.cookie })).body.data.publishes).toBe("nothing");
    // Publishing was a save: the version before it is kept, and the draft is gone (same batch).
    expect(await versionRows("board", item.id)).toHaveLength(1);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM content_drafts WHERE item_id = ?").bind(item.id).first("n")).toBe(0);
  });

  it("a draft is checked as a save is; a discarded draft leaves the item as it was", async () => {
    const item = await create("sponsors", validFields("sponsors", `Chk ${tag()}`));
    const bad = await call("PUT", `/api/content/sponsors/${item.id}/draft`, { cookie: officer.cookie, body: { fields: { tier: "no-such-tier" } } });
    expectError(bad, 400, "VALIDATION_ERROR");
    expect(bad.body.error.fields).toHaveProperty("tier");
    await call("PUT", `/api/content/sponsors/${item.id}/draft`, { cookie: officer.cookie, body: { fields: { blurb: "Maybe we say this instead." } } });
    const discarded = await call("DELETE", `/api/content/sponsors/${item.id}/draft`, { cookie: officer.cookie });
    expect(discarded.body.data.draft).toBeNull();
    const published = await call("POST", `/api/content/sponsors/${item.id}/publish`, { cookie: officer.cookie });
    expect(published.body.data.fields.blurb).toBe("Builds instruments for river research.");
  });

  it("an item never published is previewed in its place and published as it is", async () => {
    const name = `New ${tag()}`;
    const item = await create("resources", validFields("resources", name), "draft");
    const saved = await call("PUT", `/api/content/resources/${item.id}/draft`, {
      cookie: officer.cookie,
      body: { fields: { description: "Now better, four nights a week." } },
    });
    expect(saved.body.data).toMatchObject({ status: "draft", draft: null, fields: { description: "Now better, four nights a week." } });
    expect(await publicNames("resources")).not.toContain(name);
    const preview = await call("GET", `/api/content/resources/${item.id}/preview`, { cookie: officer.cookie });
    expect(preview.body.data.publishes).toBe("item");
    expect((preview.body.data.items as { id: string }[]).some((other) => other.id === item.id)).toBe(true);
    await call("POST", `/api/content/resources/${item.id}/publish`, { cookie: officer.cookie });
    expect(await publicNames("resources")).toContain(name);
  });

  it("a post's preview carries its body as HTML", async () => {
    const item = await create("posts", validFields("posts", `Post ${tag()}`));
    await call("PUT", `/api/content/posts/${item.id}/draft`, {
      cookie: officer.cookie,
      body: { fields: { body: `## Fresh heading\n\n${"New words for the fair. ".repeat(5)}` } },
    });
    const preview = await call("GET", `/api/content/posts/${item.id}/preview`, { cookie: officer.cookie });
    expect(preview.body.data.item.html).toContain("<h2");
    expect(preview.body.data.item.html).toContain("Fresh heading");
  });
});

describe("events: a version per save, and restore", () => {
  it("keeps the event as it was before each save, in the save's batch, and restores a version", async () => {
    const event = await createEvent(officer.cookie);
    const moved = utcFromNow(8 * DAY_MS);
    const saved = await call("PATCH", `/api/events/${event.id}`, {
      cookie: admin.cookie,
      body: { title: `${event.title} (bring 5 copies)`, startsAt: moved, endsAt: utcFromNow(8 * DAY_MS + HOUR_MS) },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const { entries } = await history(`/api/events/${event.id}`);
    expect(entries).toHaveLength(2);
    expect(entries[1]!.savedBy).toBe("Dana Okafor");
    expect(entries[0]!.changes.map((change) => change.field)).toEqual(["title", "startsAt", "endsAt"]);
    expect(entries[0]!.changes[0]).toEqual({ field: "title", before: event.title, after: `${event.title} (bring 5 copies)` });
    expect(entries[0]!.changes[1]).toEqual({ field: "startsAt", before: Date.parse(event.startsAt), after: Date.parse(moved) });

    const restored = await call("POST", `/api/events/${event.id}/history/${entries[1]!.id}/restore`, { cookie: officer.cookie });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.data).toMatchObject({ title: event.title, startsAt: event.startsAt, endsAt: event.endsAt });
    expect((await history(`/api/events/${event.id}`)).entries).toHaveLength(3);
  });

  it("a save the database refuses keeps no version (the version and the change are one batch)", async () => {
    const event = await createEvent(officer.cookie);
    // Ends before the stored start: only the table's CHECK sees it, inside the batch.
    const refused = await call("PATCH", `/api/events/${event.id}`, { cookie: officer.cookie, body: { endsAt: utcFromNow(DAY_MS) } });
    expectError(refused, 400, "VALIDATION_ERROR");
    expect(await versionRows("event", event.id)).toEqual([]);
  });

  it("an event's versions go when it is deleted", async () => {
    const event = await createEvent(officer.cookie);
    await call("PATCH", `/api/events/${event.id}`, { cookie: officer.cookie, body: { location: "Room 101" } });
    expect(await versionRows("event", event.id)).toHaveLength(1);
    expect((await call("DELETE", `/api/events/${event.id}`, { cookie: officer.cookie })).status).toBe(200);
    expect(await versionRows("event", event.id)).toEqual([]);
  });
});

describe("who may read history, restore, save drafts, preview and publish", () => {
  it("officers and admins only: visitors get 401, members 403", async () => {
    const item = await create("board", validFields("board", `Perm ${tag()}`));
    await patch("board", item.id, { fields: { role: "President" } });
    const version = (await history(`/api/content/board/${item.id}`, admin)).entries[1]!.id;
    const event = await createEvent(officer.cookie);
    await call("PATCH", `/api/events/${event.id}`, { cookie: officer.cookie, body: { location: "Room 7" } });
    const eventVersion = (await history(`/api/events/${event.id}`)).entries[1]!.id;
    const calls = [
      ["GET", `/api/content/board/${item.id}/history`, undefined],
      ["POST", `/api/content/board/${item.id}/history/${version}/restore`, undefined],
      ["PUT", `/api/content/board/${item.id}/draft`, { fields: { role: "Secretary" } }],
      ["DELETE", `/api/content/board/${item.id}/draft`, undefined],
      ["GET", `/api/content/board/${item.id}/preview`, undefined],
      ["POST", `/api/content/board/${item.id}/publish`, undefined],
      ["GET", `/api/events/${event.id}/history`, undefined],
      ["POST", `/api/events/${event.id}/history/${eventVersion}/restore`, undefined],
    ] as const;
    for (const [method, path, body] of calls) {
      expectError(await call(method, path, { body }), 401, "UNAUTHENTICATED");
      expectError(await call(method, path, { cookie: member.cookie, body }), 403, "FORBIDDEN");
    }
    // Nothing changed through those refusals.
    expect((await history(`/api/content/board/${item.id}`, admin)).entries).toHaveLength(2);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM content_drafts WHERE item_id = ?").bind(item.id).first("n")).toBe(0);
  });

  it("an unknown item's history is 404", async () => {
    expectError(await call("GET", "/api/content/board/no-such-item/history", { cookie: officer.cookie }), 404, "NOT_FOUND");
    expectError(await call("GET", "/api/events/no-such-event/history", { cookie: officer.cookie }), 404, "NOT_FOUND");
    expectError(await call("GET", "/api/content/board/no-such-item/preview", { cookie: officer.cookie }), 404, "NOT_FOUND");
  });
});
