import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { call, expectError } from "./support/api";
import { createEvent, eventBody, registerOfficer, rsvp } from "./support/events";
import { registerMember, type Member } from "./support/members";
import { mailsTo } from "./support/outbox";

/**
 * An event's single-line fields (title, location, category) end up in mail
 * subjects and calendar lines: control characters are refused at the field
 * when they are written, and a mail subject never carries one, even from a
 * row written before the rule.
 */

let officer: Member;

beforeAll(async () => {
  officer = await registerOfficer();
});

const HOSTILE = [
  "Talk\r\nBcc: everyone@example.com",
  "Talk\nNight",
  "Talk\rNight",
  "Tab\there",
  "Null\u0000byte",
  "Esc\u001b[31m",
  "Del\u007f",
  "C1\u0085next",
  "Line\u2028sep",
  "Trailing line\n",
];

describe("control characters in an event's single-line fields", () => {
  it("POST /api/events refuses them in the title and the location, each at its field", async () => {
    for (const value of HOSTILE) {
      const title = await call("POST", "/api/events", { body: eventBody({ title: value }), cookie: officer.cookie });
      expectError(title, 400, "VALIDATION_ERROR");
      expect(title.body.error.fields, JSON.stringify(value)).toEqual({ title: "Title cannot contain line breaks or control characters." });
      const location = await call("POST", "/api/events", { body: eventBody({ location: `Room 101${value}` }), cookie: officer.cookie });
      expectError(location, 400, "VALIDATION_ERROR");
      expect(location.body.error.fields, JSON.stringify(value)).toEqual({ location: "Location cannot contain line breaks or control characters." });
    }
  });

  it("the category is one of the list, so a line break after it is refused at the field", async () => {
    const result = await call("POST", "/api/events", { body: { ...eventBody(), category: "Social\r\nBcc: x@example.com" }, cookie: officer.cookie });
    expectError(result, 400, "VALIDATION_ERROR");
    expect(Object.keys(result.body.error.fields)).toEqual(["category"]);
  });

  it("PATCH /api/events/{id} refuses them too, and changes nothing", async () => {
    const event = await createEvent(officer.cookie);
    for (const body of [{ title: "New\r\ntitle" }, { location: "Hall\nB" }, { category: "Social\n" }]) {
      const result = await call("PATCH", `/api/events/${event.id}`, { body, cookie: officer.cookie });
      expectError(result, 400, "VALIDATION_ERROR");
      expect(Object.keys(result.body.error.fields)).toEqual(Object.keys(body));
    }
    const after = await call("GET", `/api/events/${event.id}`, { cookie: officer.cookie });
    expect(after.body.data).toMatchObject({ title: event.title, location: event.location, category: event.category });
  });

  it("spaces around a title are still trimmed, and ordinary punctuation and letters pass", async () => {
    const event = await createEvent(officer.cookie, { title: "  Café & Code: “Résumés” — 2026  ", location: "Hall B (2nd floor), Room 2.14" });
    expect(event.title).toBe("Café & Code: “Résumés” — 2026");
    expect(event.location).toBe("Hall B (2nd floor), Room 2.14");
  });
});

describe("mail subjects", () => {
  it("never carry a control character, even from an event title stored before the rule", async () => {
    const event = await createEvent(officer.cookie);
    const going: Member = await registerMember();
    await rsvp(event.id, going.cookie);
    // As a row written before titles were checked could hold it.
    await env.DB.prepare("UPDATE events SET title = ? WHERE id = ?").bind("Career Night\r\nBcc: everyone@example.com\u0000", event.id).run();
    const result = await call("POST", `/api/events/${event.id}/cancel`, { cookie: officer.cookie });
    expect(result.status).toBe(200);
    const [mail] = await mailsTo(going.email);
    expect(mail!.subject).toMatch(/^Cancelled: Career Night Bcc: everyone@example\.com — /);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the test looks for control characters
    expect(mail!.subject).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
  });
});
