import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { COLLECTION_FIELDS, CONTENT_COLLECTIONS, type ContentCollection } from "../../src/shared/content/collections";
import { ALBUM_PHOTOS_MAX } from "../../src/shared/content/vocabulary";
import { runCron } from "./support/cron";
import { call, expectError } from "./support/api";
import { useTestClock } from "./support/clock";
import { validFields } from "./support/content";
import { createEvent } from "./support/events";
import { measure } from "./support/cost";
import { newIdentity, registerAdmin, registerMember, type Member } from "./support/members";

/**
 * /api/content/{collection} (decision 077): anyone reads what is published; officers and admins
 * write, see drafts and restore what was deleted; every write is checked against the collection's
 * contract, with the problem named at its field. The collections are shared by the tests of the
 * run, so each test finds its own items by a title or name no other test uses.
 */

let officer: Member;
let admin: Member;
let member: Member;
beforeAll(async () => {
  [officer, admin, member] = await Promise.all([registerMember(newIdentity("officer"), "officer,member"), registerAdmin(), registerMember()]);
});

const tag = () => crypto.randomUUID().slice(0, 8);

const titleOf = (fields: Record<string, unknown>) => fields.name ?? fields.organisation ?? fields.title;

async function create(collection: ContentCollection, fields: Record<string, unknown>, status: "draft" | "published" = "published", who = officer) {
  const result = await call("POST", `/api/content/${collection}`, { cookie: who.cookie, body: { status, fields } });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body.data as { id: string; position: number; status: string; fields: Record<string, unknown> };
}

async function listed(collection: ContentCollection, include = "published", who?: Member): Promise<string[]> {
  const result = await call("GET", `/api/content/${collection}${include === "published" ? "" : `?include=${include}`}`, { cookie: who?.cookie });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return (result.body.data as { fields: Record<string, unknown> }[]).map((item) => String(titleOf(item.fields)));
}

describe("who may do what", () => {
  it.each(CONTENT_COLLECTIONS)("%s: anyone reads, officers and admins write; members get 403 and visitors 401", async (collection) => {
    const name = `Perm ${tag()}`;
    const body = { status: "published", fields: validFields(collection, name) };
    expectError(await call("POST", `/api/content/${collection}`, { body }), 401, "UNAUTHENTICATED");
    expectError(await call("POST", `/api/content/${collection}`, { cookie: member.cookie, body }), 403, "FORBIDDEN");
    const item = await create(collection, validFields(collection, name));
    const byAdmin = await create(collection, validFields(collection, `${name} admin`), "published", admin);
    expect(await listed(collection)).toEqual(expect.arrayContaining([name, `${name} admin`]));

    for (const [method, path, payload] of [
      ["PATCH", `/api/content/${collection}/${item.id}`, { status: "draft" }],
      ["PUT", `/api/content/${collection}/${item.id}/order`, { position: 0 }],
      ["DELETE", `/api/content/${collection}/${item.id}`, undefined],
      ["POST", `/api/content/${collection}/${item.id}/restore`, undefined],
    ] as const) {
      expectError(await call(method, path, { body: payload }), 401, "UNAUTHENTICATED");
      expectError(await call(method, path, { cookie: member.cookie, body: payload }), 403, "FORBIDDEN");
    }
    expectError(await call("GET", `/api/content/${collection}?include=drafts`), 401, "UNAUTHENTICATED");
    expectError(await call("GET", `/api/content/${collection}?include=deleted`, { cookie: member.cookie }), 403, "FORBIDDEN");

    // The admin edits the officer's item and the officer the admin's.
    const edited = await call("PATCH", `/api/content/${collection}/${item.id}`, { cookie: admin.cookie, body: { status: "draft" } });
    expect(edited.status).toBe(200);
    expect((await call("DELETE", `/api/content/${collection}/${byAdmin.id}`, { cookie: officer.cookie })).status).toBe(200);
    const published = await listed(collection);
    expect(published).not.toContain(name);
    expect(published).not.toContain(`${name} admin`);
    expect(await listed(collection, "drafts", officer)).toContain(name);
  });

  it("answers 404 for a collection that does not exist and for an item of another collection", async () => {
    expectError(await call("GET", "/api/content/recipes"), 404, "NOT_FOUND");
    const item = await create("board", validFields("board", `Elsewhere ${tag()}`));
    expectError(await call("PATCH", `/api/content/sponsors/${item.id}`, { cookie: officer.cookie, body: { status: "draft" } }), 404, "NOT_FOUND");
    expectError(await call("DELETE", `/api/content/board/${"x".repeat(65)}`, { cookie: officer.cookie }), 404, "NOT_FOUND");
  });
});

describe("bad input is named at its field and changes nothing", () => {
  it("refuses fields that break the collection's contract", async () => {
    const name = `Bad ${tag()}`;
    const noName = await call("POST", "/api/content/board", { cookie: officer.cookie, body: { fields: { ...validFields("board", name), name: " " } } });
    expectError(noName, 400, "VALIDATION_ERROR");
    expect(noName.body.error.fields).toMatchObject({ name: "Name is required." });

    const photoWithoutAlt = { ...validFields("albums", name), photos: [{ src: "/media/a.webp", alt: "" }] };
    const album = await call("POST", "/api/content/albums", { cookie: officer.cookie, body: { fields: photoWithoutAlt } });
    expectError(album, 400, "VALIDATION_ERROR");
    expect(album.body.error.fields).toMatchObject({ "photos.0.alt": "Alt text is required." });

    const elsewhere = await call("POST", "/api/content/sponsors", {
      cookie: officer.cookie,
      body: {
        fields: { ...validFields("sponsors", name), logo: { src: "https://tracker.example/logo.png", alt: "The company's logo" }, link: "javascript:alert(1)" },
      },
    });
    expectError(elsewhere, 400, "VALIDATION_ERROR");
    expect(elsewhere.body.error.fields).toMatchObject({
      link: "Enter a full web address starting with https://, or a path on this site starting with /.",
      "logo.src": "Choose an image uploaded to the site.",
    });

    const noStatus = await call("POST", "/api/content/board", { cookie: officer.cookie, body: { status: "live", fields: validFields("board", name) } });
    expectError(noStatus, 400, "VALIDATION_ERROR");
    expectError(await call("POST", "/api/content/board", { cookie: officer.cookie, body: { fields: "Mei" } }), 400, "VALIDATION_ERROR");
    expect(await listed("board", "drafts", officer)).not.toContain(name);
  });

  it("refuses an image address that climbs out of its folder and a site path that browsers read as another site", async () => {
    const name = `Paths ${tag()}`;
    for (const src of ["/media/../api/users/me", "/media/a/..%2f", "/media//evil.example/a.webp", "/images/..\\api", "/media/a\\b.webp"]) {
      const refused = await call("POST", "/api/content/sponsors", {
        cookie: officer.cookie,
        body: { fields: { ...validFields("sponsors", name), logo: { src, alt: "The company's logo" } } },
      });
      expectError(refused, 400, "VALIDATION_ERROR");
      expect(refused.body.error.fields).toMatchObject({ "logo.src": "Choose an image uploaded to the site." });
    }
    for (const link of ["//evil.example/login", "/\\evil.example/login"]) {
      const refused = await call("POST", "/api/content/sponsors", { cookie: officer.cookie, body: { fields: { ...validFields("sponsors", name), link } } });
      expectError(refused, 400, "VALIDATION_ERROR");
      expect(refused.body.error.fields).toMatchObject({ link: "Enter a full web address starting with https://, or a path on this site starting with /." });
    }
    expect(await listed("sponsors", "drafts", officer)).not.toContain(name);
    const fine = await create("sponsors", { ...validFields("sponsors", name), link: "/events" });
    expect(fine.id).toBeTruthy();
  });

  // Every field of every collection, each wrong at once: the answer names each at its path with the
  // sentence the editing screen shows there, so no field can lose its check unnoticed.
  const longLine = (n: number) => "x".repeat(n + 1);
  const badFields: Record<ContentCollection, [path: string, value: unknown, message: string][]> = {
    board: [
      ["name", "M", "Name must be at least 2 characters."],
      ["pronouns", longLine(30), "Pronouns must be at most 30 characters."],
      ["role", "Treasurer\nand secretary", "Role must be one line of text."],
      ["group", "founders", "Choose the group the person belongs to."],
      ["year", "Sixth year", "Choose the person's year."],
      ["major", longLine(80), "Major must be at most 80 characters."],
      ["bio", "Too short.", "Bio must be at least 40 characters."],
      ["email", "treasurer at example", "Enter an e-mail address, e.g. president@example.org."],
      ["portrait", { src: "/media/p.webp", alt: "Face" }, "Alt text must be at least 8 characters."],
      ["links", Array.from({ length: 5 }, (_, i) => ({ label: `Link ${i}`, href: "https://example.com" })), "Add at most 4 links."],
    ],
    sponsors: [
      ["organisation", "", "The organisation's name is required."],
      ["tier", "no-such-tier", "Choose the sponsor's tier."],
      ["link", "acme dot com", "Enter a full web address starting with https://, or a path on this site starting with /."],
      ["logo", { src: "//cdn.example/logo.png", alt: "The company's logo" }, "Choose an image uploaded to the site."],
      ["blurb", "Short.", "The description must be at least 20 characters."],
    ],
    albums: [
      ["title", "Hi", "Title must be at least 3 characters."],
      ["term", "autumn-2026", "Choose the term, e.g. fall-2026."],
      ["eventId", "e".repeat(65), "Choose the event."],
      [
        "photos",
        Array.from({ length: ALBUM_PHOTOS_MAX + 1 }, () => ({ src: "/media/a.webp", alt: "Members at the fair" })),
        `An album holds at most ${ALBUM_PHOTOS_MAX} photos: start another for the rest.`,
      ],
    ],
    slides: [
      ["title", "", "Title is required."],
      ["presenter", "P", "Presenter must be at least 2 characters."],
      ["summary", "Short.", "The summary must be at least 10 characters."],
      ["category", "party", "Choose the kind of meeting."],
      ["date", "2 October", "Enter a date as YYYY-MM-DD."],
      ["term", "fall 2026", "Choose the term, e.g. fall-2026."],
      ["eventId", 42, "Choose the event."],
      ["slidesUrl", "ftp://example.com/deck.pdf", "Enter a full web address starting with https://, or a path on this site starting with /."],
      ["recordingUrl", "https://", "Enter a full web address starting with https://, or a path on this site starting with /."],
    ],
    programs: [
      ["slug", "Mentor Program", "Use lower-case words joined by hyphens, e.g. spring-career-fair."],
      ["name", "M", "Name must be at least 2 characters."],
      ["summary", "Short.", "Summary must be at least 10 characters."],
      ["body", "A page.", "The page's text must be at least 60 characters."],
      ["faqs", [{ question: "Who can join", answer: "Every member of the chapter can join." }], "A question ends with a question mark."],
      ["lead", longLine(80), "The lead's name must be at most 80 characters."],
      ["leadEmail", "mentors", "Enter the lead's e-mail address, e.g. mentorship@example.org."],
      ["joinLink", { label: "Join", url: "https://example.com/join" }, "The button's label must be at least 5 characters."],
    ],
    posts: [
      ["slug", "-fair", "Use lower-case words joined by hyphens, e.g. spring-career-fair."],
      ["title", "Fair", "Title must be at least 5 characters."],
      ["description", "A fair.", "Summary must be at least 40 characters."],
      ["date", "2026-13-02", "Enter a date as YYYY-MM-DD."],
      ["author", "", "Author is required."],
      ["tags", [], "Add at least one tag."],
      ["cover", { src: "/media/cover.webp" }, "Alt text is required."],
      ["body", "Too short.", "The post must be at least 100 characters."],
    ],
    resources: [
      ["section", "library", "Choose the section the entry goes in."],
      ["title", "T", "Title must be at least 2 characters."],
      ["description", "Tutoring", "The description must be at least 10 characters."],
      ["link", "mailto:help@example.org", "Enter a full web address starting with https://, or a path on this site starting with /."],
      ["where", "Hi", "Where and when must be at least 3 characters."],
    ],
  };

  it.each(CONTENT_COLLECTIONS)("%s: every field, wrong, is named at its path and nothing is saved", async (collection) => {
    const name = `Fields ${tag()}`;
    const cases = badFields[collection];
    // The contract's fields are all covered: a field added later without a case here fails this test.
    const shape = Object.keys((COLLECTION_FIELDS[collection] as unknown as { shape?: Record<string, unknown> }).shape ?? {});
    expect(new Set(cases.map(([path]) => path.split(".")[0]))).toEqual(new Set(shape));

    const fields = { ...validFields(collection, name), ...Object.fromEntries(cases.map(([path, value]) => [path, value])) };
    const refused = await call("POST", `/api/content/${collection}`, { cookie: officer.cookie, body: { status: "published", fields } });
    expectError(refused, 400, "VALIDATION_ERROR");
    const named = refused.body.error.fields as Record<string, string>;
    for (const [path, , message] of cases) {
      const at = Object.entries(named).find(([key]) => key === path || key.startsWith(`${path}.`));
      expect(at?.[1], `${collection}.${path}: ${JSON.stringify(named)}`).toBe(message);
    }
    expect(await listed(collection, "drafts", officer)).not.toContain(name);
  });

  it("a talk needs its slides or its recording", async () => {
    const { slidesUrl: _, ...withoutLinks } = validFields("slides", `Links ${tag()}`);
    const refused = await call("POST", "/api/content/slides", { cookie: officer.cookie, body: { fields: withoutLinks } });
    expectError(refused, 400, "VALIDATION_ERROR");
    expect(refused.body.error.fields).toMatchObject({ slidesUrl: "Add the slides, the recording or both." });
  });

  it("an album or a talk names an event that exists; null unlinks it; the check costs no D1 round trip of its own", async () => {
    const event = await createEvent(officer.cookie);
    for (const collection of ["albums", "slides"] as const) {
      const name = `Event link ${tag()}`;
      const unknown = await call("POST", `/api/content/${collection}`, {
        cookie: officer.cookie,
        body: { fields: { ...validFields(collection, name), eventId: "no-such-event" } },
      });
      expectError(unknown, 400, "VALIDATION_ERROR");
      expect(unknown.body.error.fields).toEqual({ eventId: "Choose the event." });
      expect(await listed(collection, "drafts", officer)).not.toContain(name);

      const item = await create(collection, { ...validFields(collection, name), eventId: event.id });
      expect(item.fields.eventId).toBe(event.id);
      const badEdit = await call("PATCH", `/api/content/${collection}/${item.id}`, { cookie: officer.cookie, body: { fields: { eventId: "no-such-event" } } });
      expectError(badEdit, 400, "VALIDATION_ERROR");
      expect(badEdit.body.error.fields).toEqual({ eventId: "Choose the event." });
      // An edit that does not send the event keeps it (a PATCH merges); null removes it.
      const retitled = await call("PATCH", `/api/content/${collection}/${item.id}`, { cookie: officer.cookie, body: { fields: { title: `${name} again` } } });
      expect(retitled.body.data.fields.eventId).toBe(event.id);
      const unlinked = await call("PATCH", `/api/content/${collection}/${item.id}`, { cookie: officer.cookie, body: { fields: { eventId: null } } });
      expect(unlinked.status).toBe(200);
      expect(unlinked.body.data.fields).not.toHaveProperty("eventId");

      // The same round trips with and without an event to check: the session, the facts (or the item), the write.
      const post = (fields: Record<string, unknown>) =>
        measure(`/api/content/${collection}`, {
          method: "POST",
          headers: { Cookie: officer.cookie, "Content-Type": "application/json" },
          body: JSON.stringify({ fields }),
        });
      const without = await post(validFields(collection, `${name} plain`));
      const withEvent = await post({ ...validFields(collection, `${name} linked`), eventId: event.id });
      expect(withEvent).toEqual({ ...without, status: 201 });
      const patch = (fields: Record<string, unknown>) =>
        measure(`/api/content/${collection}/${item.id}`, {
          method: "PATCH",
          headers: { Cookie: officer.cookie, "Content-Type": "application/json" },
          body: JSON.stringify({ fields }),
        });
      expect(await patch({ eventId: event.id })).toEqual(await patch({ title: `${name} third` }));
    }
  });

  it("checks an edit as a whole and keeps the item as it was when it fails", async () => {
    const name = `Edit ${tag()}`;
    const item = await create("posts", validFields("posts", name));
    const nothing = await call("PATCH", `/api/content/posts/${item.id}`, { cookie: officer.cookie, body: {} });
    expectError(nothing, 400, "VALIDATION_ERROR");
    const tooShort = await call("PATCH", `/api/content/posts/${item.id}`, { cookie: officer.cookie, body: { fields: { body: "Too short." } } });
    expectError(tooShort, 400, "VALIDATION_ERROR");
    expect(tooShort.body.error.fields).toMatchObject({ body: "The post must be at least 100 characters." });

    const retitled = await call("PATCH", `/api/content/posts/${item.id}`, { cookie: officer.cookie, body: { fields: { title: `${name} again` } } });
    expect(retitled.status).toBe(200);
    // The fields not sent are kept.
    expect(retitled.body.data.fields).toMatchObject({ title: `${name} again`, author: "Arjun Patel", tags: ["careers"] });

    // null takes an optional field away; a required one cannot be.
    const withCover = await call("PATCH", `/api/content/posts/${item.id}`, {
      cookie: officer.cookie,
      body: { fields: { cover: { src: "/media/cover-960.webp", alt: "Members at the career fair's tables" } } },
    });
    expect(withCover.body.data.fields.cover).toEqual({ src: "/media/cover-960.webp", alt: "Members at the career fair's tables" });
    const withoutCover = await call("PATCH", `/api/content/posts/${item.id}`, { cookie: officer.cookie, body: { fields: { cover: null } } });
    expect(withoutCover.status).toBe(200);
    expect(withoutCover.body.data.fields).not.toHaveProperty("cover");
    const noTitle = await call("PATCH", `/api/content/posts/${item.id}`, { cookie: officer.cookie, body: { fields: { title: null } } });
    expectError(noTitle, 400, "VALIDATION_ERROR");
    expect(noTitle.body.error.fields).toMatchObject({ title: "Title is required." });
  });
});

describe("pages keep one address each", () => {
  it("refuses a second page at an address in use, frees it when the page is deleted, and will not restore onto it", async () => {
    const name = `Mentors ${tag()}`;
    const first = await create("programs", validFields("programs", name));
    const clash = await call("POST", "/api/content/programs", { cookie: officer.cookie, body: { fields: validFields("programs", name) } });
    expectError(clash, 409, "SLUG_TAKEN");
    expect(clash.body.error.fields).toMatchObject({ slug: "Another page already has this address." });

    expect((await call("DELETE", `/api/content/programs/${first.id}`, { cookie: officer.cookie })).status).toBe(200);
    const second = await create("programs", validFields("programs", name));
    expectError(await call("POST", `/api/content/programs/${first.id}/restore`, { cookie: officer.cookie }), 409, "SLUG_TAKEN");
    // Moving the new page to another address lets the old one come back.
    const moved = await call("PATCH", `/api/content/programs/${second.id}`, {
      cookie: officer.cookie,
      body: { fields: { slug: `${String(second.fields.slug)}-new` } },
    });
    expect(moved.status).toBe(200);
    expect((await call("POST", `/api/content/programs/${first.id}/restore`, { cookie: officer.cookie })).status).toBe(200);
  });
});

describe("order, drafts, delete and restore", () => {
  it("moves an item to a place in the list and renumbers the rest", async () => {
    const run = tag();
    const names = ["A", "B", "C"].map((letter) => `Order ${run} ${letter}`);
    const items = [];
    for (const name of names) items.push(await create("resources", validFields("resources", name)));
    const mine = async () => (await listed("resources", "drafts", officer)).filter((title) => title.startsWith(`Order ${run}`));
    expect(await mine()).toEqual(names);

    const moved = await call("PUT", `/api/content/resources/${items[2]!.id}/order`, { cookie: officer.cookie, body: { position: 0 } });
    expect(moved.status).toBe(200);
    expect(await mine()).toEqual([names[2], names[0], names[1]]);
    // Past the end: last.
    expect((await call("PUT", `/api/content/resources/${items[2]!.id}/order`, { cookie: officer.cookie, body: { position: 10_000 } })).status).toBe(200);
    expect(await mine()).toEqual([names[0], names[1], names[2]]);
    // The positions are 0, 1, 2… with no gap or repeat.
    const positions = (moved.body.data as { position: number }[]).map((item) => item.position);
    expect(positions).toEqual(positions.map((_, index) => index));
    expectError(await call("PUT", `/api/content/resources/${items[0]!.id}/order`, { cookie: officer.cookie, body: { position: -1 } }), 400, "VALIDATION_ERROR");
  });

  it("keeps drafts from visitors until published", async () => {
    const name = `Draft ${tag()}`;
    const item = await create("sponsors", validFields("sponsors", name), "draft");
    expect(await listed("sponsors")).not.toContain(name);
    expect(await listed("sponsors", "drafts", admin)).toContain(name);
    expect((await call("PATCH", `/api/content/sponsors/${item.id}`, { cookie: officer.cookie, body: { status: "published" } })).body.data.status).toBe(
      "published",
    );
    expect(await listed("sponsors")).toContain(name);
  });

  it("restores a deleted item for 30 days; the daily job then removes it for good", async () => {
    const clock = useTestClock();
    const [kept, lost] = [`Kept ${tag()}`, `Lost ${tag()}`];
    const keptItem = await create("slides", validFields("slides", kept));
    const lostItem = await create("slides", validFields("slides", lost));
    for (const item of [keptItem, lostItem]) {
      const deleted = await call("DELETE", `/api/content/slides/${item.id}`, { cookie: officer.cookie });
      expect(deleted.body.message).toBe("Deleted. You can restore it for 30 days.");
    }
    expect(await listed("slides")).not.toContain(kept);
    expect(await listed("slides", "deleted", officer)).toEqual(expect.arrayContaining([kept, lost]));
    expectError(await call("PATCH", `/api/content/slides/${keptItem.id}`, { cookie: officer.cookie, body: { status: "draft" } }), 409, "CONTENT_DELETED");

    clock.advance(29 * 86_400_000);
    // A session from four weeks ago has ended: an officer signed in now.
    const later = await registerMember(newIdentity("officer"), "officer,member");
    const restored = await call("POST", `/api/content/slides/${keptItem.id}/restore`, { cookie: later.cookie });
    expect(restored.status).toBe(200);
    expect(restored.body.data.deletedAt).toBeNull();
    clock.advance(2 * 86_400_000);
    await runCron();
    expect(await listed("slides")).toContain(kept);
    expect(await listed("slides", "deleted", later)).not.toContain(lost);
    expectError(await call("POST", `/api/content/slides/${lostItem.id}/restore`, { cookie: later.cookie }), 404, "NOT_FOUND");
  });
});

describe("what caches key on, and what a view costs", () => {
  it("changes the collection's version with every write, and only that collection's", async () => {
    const version = async (collection: string) =>
      (await env.DB.prepare("SELECT version FROM data_versions WHERE name = ?").bind(`content:${collection}`).first<{ version: number }>())!.version;
    const [board, sponsors] = [await version("board"), await version("sponsors")];
    const item = await create("board", validFields("board", `Version ${tag()}`));
    const afterCreate = await version("board");
    expect(afterCreate).not.toBe(board);
    await call("PATCH", `/api/content/board/${item.id}`, { cookie: officer.cookie, body: { status: "draft" } });
    expect(await version("board")).not.toBe(afterCreate);
    expect(await version("sponsors")).toBe(sponsors);
  });

  it("answers the published list with one D1 query and no KV read, and tells browsers to check back", async () => {
    expect(await measure("/api/content/board")).toEqual({ status: 200, d1: 1, kvReads: 0, kvWrites: 0 });
    const answer = await call("GET", "/api/content/board");
    expect(answer.headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");
    const drafts = await call("GET", "/api/content/board?include=drafts", { cookie: officer.cookie });
    expect(drafts.headers.get("Cache-Control")).toBe("private, no-store");
  });
});
