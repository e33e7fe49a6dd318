import { afterEach, describe, expect, it, vi } from "vitest";
import { EVENT_CATEGORIES } from "~/shared/event-categories";
import { eventSchema, rsvpResultSchema, type ChapterEventView } from "~/shared/events";
import { termSchema } from "~/shared/terms";
import { turnstileConfigSchema } from "~/shared/turnstile";
import { ApiError, INVALID_RESPONSE_MESSAGE } from "../api-error";
import { getEvent } from "./event";
import { isEventView, readEvents } from "./events";
import { readRsvpLink } from "./rsvp-link";
import { isTerm, listTerms } from "./terms";
import { isTurnstileConfig, readTurnstileSiteKey } from "./turnstile";
import { onSessionEnded } from "../session-ended";

const event: ChapterEventView = {
  id: "ev_1",
  slug: "mixer",
  title: "Mixer",
  description: "",
  category: EVENT_CATEGORIES[0],
  location: "Hall",
  locationUrl: null,
  startsAt: "2026-12-02T00:00:00Z",
  endsAt: "2026-12-02T02:00:00Z",
  capacity: null,
  rsvpOpen: true,
  remindSoon: false,
  points: 5,
  status: "scheduled",
  sequence: 0,
  createdAt: "2026-11-01T00:00:00Z",
  updatedAt: "2026-11-01T00:00:00Z",
  rsvpCount: 3,
  waitlistCount: 0,
  spotsLeft: null,
  checkinOpensMinutesBefore: 15,
  checkinClosesMinutesAfter: 30,
};

/** Answers every fetch with this status and JSON body. */
function answer(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the readers of the public endpoints (src/lib/public-api/)", () => {
  it("check every field the shared contract requires: without any one of them, an answer is refused", () => {
    // The fixture is a valid answer by the contract itself; a field the contract gains makes it fail here first.
    expect(eventSchema.parse(event)).toEqual(event);
    const required = Object.entries(eventSchema.shape).filter(([, field]) => !field.safeParse(undefined).success);
    expect(required.length).toBeGreaterThan(20);
    for (const [key] of required) {
      expect(isEventView(Object.fromEntries(Object.entries(event).filter(([name]) => name !== key))), key).toBe(false);
    }
    const term = { id: "tm_1", name: "Fall", startsAt: "2026-08-24T05:00:00Z", endsAt: "2026-12-19T06:00:00Z" };
    expect(termSchema.parse(term)).toEqual(term);
    for (const key of Object.keys(termSchema.shape)) {
      expect(isTerm(Object.fromEntries(Object.entries(term).filter(([name]) => name !== key))), key).toBe(false);
    }
  });

  it("take an event with every field of the contract, and refuse one with a field missing or of another type", () => {
    expect(isEventView(event)).toBe(true);
    expect(isEventView({ ...event, myRsvp: "going", myCheckedInAt: null, createdBy: null })).toBe(true);
    for (const broken of [
      { ...event, checkinOpensMinutesBefore: "15" },
      { ...event, capacity: "10" },
      { ...event, locationUrl: undefined },
      { ...event, rsvpOpen: "yes" },
      { ...event, myRsvp: 1 },
      Object.fromEntries(Object.entries(event).filter(([key]) => key !== "sequence")),
      null,
    ]) {
      expect(isEventView(broken)).toBe(false);
    }
    expect(isTerm({ id: "tm_1", name: "Fall", startsAt: "a", endsAt: "b" })).toBe(true);
    expect(isTerm({ id: "tm_1", name: 3, startsAt: "a", endsAt: "b" })).toBe(false);
  });

  it("read a list with whether there is more, an event (undefined when there is none) and the terms with the current one", async () => {
    const fetch = answer(200, { data: [event], meta: { limit: 1, hasMore: true } });
    expect(await readEvents("/api/events?limit=1")).toEqual({ events: [event], hasMore: true });
    expect(fetch).toHaveBeenCalledWith("/api/events?limit=1", expect.objectContaining({ headers: { Accept: "application/json" } }));

    answer(404, { error: { errCode: "NOT_FOUND", errMsg: "No such event." } });
    expect(await getEvent("nothing")).toBeUndefined();

    const fall = { id: "tm_1", name: "Fall", startsAt: "2026-08-24T05:00:00Z", endsAt: "2026-12-19T06:00:00Z" };
    answer(200, { data: [fall], meta: { currentTermId: "tm_1" } });
    expect(await listTerms()).toEqual({ terms: [fall], currentTermId: "tm_1" });
  });

  it("read the RSVP a mail's link names, every field checked, and raise the API's refusal of a spent link", async () => {
    const rsvp = { status: "going", checkedIn: false, waitlistPosition: null, event };
    expect(rsvpResultSchema.parse(rsvp)).toEqual(rsvp);
    answer(200, { data: rsvp });
    expect(await readRsvpLink("a.b")).toEqual(rsvp);
    for (const broken of [
      { ...rsvp, status: "maybe" },
      { ...rsvp, checkedIn: "no" },
      { ...rsvp, waitlistPosition: 1.5 },
      { ...rsvp, event: { ...event, slug: 3 } },
    ]) {
      answer(200, { data: broken });
      await expect(readRsvpLink("a.b")).rejects.toThrow(INVALID_RESPONSE_MESSAGE);
    }
    answer(410, { error: { errCode: "LINK_EXPIRED", errMsg: "This link has expired." } });
    await expect(readRsvpLink("a.b")).rejects.toMatchObject({ status: 410, code: "LINK_EXPIRED" });
  });

  it("raise the API's error, tell the app when the session has ended, and refuse an answer of the wrong shape", async () => {
    const ended = vi.fn();
    const unsubscribe = onSessionEnded(ended);
    answer(401, { error: { errCode: "UNAUTHENTICATED", errMsg: "Please log in." } });
    const failure = await readEvents("/api/events?mine=true").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401, code: "UNAUTHENTICATED", detail: "Please log in." });
    expect(ended).toHaveBeenCalledTimes(1);
    unsubscribe();

    answer(200, { data: [{ ...event, rsvpCount: "3" }] });
    await expect(readEvents("/api/events")).rejects.toThrow(INVALID_RESPONSE_MESSAGE);
  });

  it("read Turnstile's site key, or null, and refuse what the contract does not allow", async () => {
    for (const answer of [{ siteKey: "0x4AAAAAAA" }, { siteKey: null }, { siteKey: "" }, { siteKey: 1 }, {}, null]) {
      expect(isTurnstileConfig(answer), JSON.stringify(answer)).toBe(turnstileConfigSchema.safeParse(answer).success);
    }
    const fetch = answer(200, { data: { siteKey: "0x4AAAAAAA" } });
    expect(await readTurnstileSiteKey()).toBe("0x4AAAAAAA");
    expect(fetch).toHaveBeenCalledWith("/api/turnstile", expect.objectContaining({ headers: { Accept: "application/json" } }));
    answer(200, { data: { siteKey: null } });
    expect(await readTurnstileSiteKey()).toBeNull();
    answer(200, { data: {} });
    await expect(readTurnstileSiteKey()).rejects.toThrow(/no site key/);
    answer(500, { error: { errCode: "INTERNAL_ERROR", errMsg: "Something went wrong on our side. Please try again." } });
    await expect(readTurnstileSiteKey()).rejects.toThrow(/no site key/);
  });
});
