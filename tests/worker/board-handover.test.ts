import { env } from "cloudflare:workers";
import { describe, expect, it, onTestFinished } from "vitest";
import { call, expectError } from "./support/api";
import { publishContent, validFields } from "./support/content";
import { registerOfficer } from "./support/events";
import { registerMember } from "./support/members";

/**
 * "End of term" on the board (issue 35, decision 136): in one step the published board moves to the
 * alumni group and the alumni before it leave the page as drafts; the new board prepared as drafts
 * stays as it is. It acts on the whole board, so this file has a database of its own (vitest.config.ts).
 */

type Item = { id: string; status: string; fields: { name: string; group: string } };

const person = (name: string, group: string) => ({ ...validFields("board", name), group });

async function draft(cookie: string, name: string, group: string): Promise<string> {
  const created = await call("POST", "/api/content/board", { body: { status: "draft", fields: person(name, group) }, cookie });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data.id;
}

describe("the board's end of term", () => {
  it("moves the published board to the alumni, takes last year's alumni off the page and leaves the drafts", async () => {
    const officer = await registerOfficer();
    const president = await publishContent("board", person("Old President", "executive"));
    const chair = await publishContent("board", person("Old Chair", "chairs"));
    const oldAlumna = await publishContent("board", person("Older Alumna", "alumni"));
    const newPresident = await draft(officer.cookie, "New President", "executive");
    const gone = await publishContent("board", person("Deleted Lead", "leads"));
    await env.DB.prepare("UPDATE content_items SET deleted_at = ? WHERE id = ?").bind(Date.now(), gone).run();

    const result = await call("POST", "/api/content/board/end-of-term", { cookie: officer.cookie });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body.data).toMatchObject({ moved: 2, retired: 1 });
    expect(result.body.message).toBe("Moved 2 people to the alumni board.");
    const byId = new Map((result.body.data.items as Item[]).map((item) => [item.id, item]));
    expect(byId.get(president)).toMatchObject({ status: "published", fields: { name: "Old President", group: "alumni" } });
    expect(byId.get(chair)).toMatchObject({ status: "published", fields: { group: "alumni" } });
    expect(byId.get(oldAlumna)).toMatchObject({ status: "draft", fields: { group: "alumni" } });
    expect(byId.get(newPresident)).toMatchObject({ status: "draft", fields: { group: "executive" } });
    expect(byId.has(gone)).toBe(false);

    // The public list: only last term's board, as alumni; the deleted item untouched.
    const published = (await call("GET", "/api/content/board")).body.data as Item[];
    expect(published.map((item) => [item.fields.name, item.fields.group])).toEqual([
      ["Old President", "alumni"],
      ["Old Chair", "alumni"],
    ]);
    const deleted = await env.DB.prepare("SELECT json_extract(fields, '$.group') AS grp FROM content_items WHERE id = ?").bind(gone).first<{ grp: string }>();
    expect(deleted?.grp).toBe("leads");
  });

  it("is an officer's: members are refused, visitors asked to sign in, and nothing moves", async () => {
    const officer = await registerOfficer();
    const id = await draft(officer.cookie, "Kept Executive", "executive");
    await call("PATCH", `/api/content/board/${id}`, { body: { status: "published" }, cookie: officer.cookie });
    // The file's tests run in any order (WORKER_TEST_SEED): the other one counts the published board.
    onTestFinished(async () => {
      await call("DELETE", `/api/content/board/${id}`, { cookie: officer.cookie });
    });
    const member = await registerMember();
    expectError(await call("POST", "/api/content/board/end-of-term", { cookie: member.cookie }), 403, "FORBIDDEN");
    expectError(await call("POST", "/api/content/board/end-of-term"), 401, "UNAUTHENTICATED");
    const published = (await call("GET", "/api/content/board")).body.data as Item[];
    expect(published.find((item) => item.id === id)?.fields.group).toBe("executive");
  });
});
