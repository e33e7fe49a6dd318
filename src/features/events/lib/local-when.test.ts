import { afterEach, describe, expect, it } from "vitest";
import { whenLabels } from "~/shared/time/event-when";
import { localWhen, zoneName } from "./local-when";

/** Intl spaces with U+202F and U+2009 in Node; Chromium and the Worker write plain spaces, as localWhen does. */
const plain = (text: string) => text.replace(/[\u202f\u2009]/g, " ");

/** Runs `run` with this process's clock in `zone` (Node reads TZ again when it is set), then restores it: the unit files share a process. */
const original = process.env.TZ;
afterEach(() => {
  if (original === undefined) delete process.env.TZ;
  else process.env.TZ = original;
});

/** Events over a year and a half: evenings, mornings into afternoons, midnight and noon, several days, a month's and a year's end, an instant, and the US changes of clock. */
const EVENTS = [
  { startsAt: "2026-12-03T00:30:00Z", endsAt: "2026-12-03T02:00:00Z" },
  { startsAt: "2026-10-22T22:30:00Z", endsAt: "2026-10-23T01:30:00Z" },
  { startsAt: "2026-09-14T15:00:00Z", endsAt: "2026-09-14T19:45:00Z" },
  { startsAt: "2026-09-14T00:00:00Z", endsAt: "2026-09-14T12:00:00Z" },
  { startsAt: "2027-03-26T13:00:00Z", endsAt: "2027-03-27T23:00:00Z" },
  { startsAt: "2027-01-30T18:00:00Z", endsAt: "2027-02-02T04:05:00Z" },
  { startsAt: "2026-12-31T20:00:00Z", endsAt: "2027-01-02T03:00:00Z" },
  { startsAt: "2026-12-03T00:30:00Z", endsAt: "2026-12-03T00:30:00Z" },
  { startsAt: "2026-11-01T05:30:00Z", endsAt: "2026-11-01T09:00:00Z" },
  { startsAt: "2027-03-14T06:00:00Z", endsAt: "2027-03-14T09:00:00Z" },
  { startsAt: "2027-06-30T23:59:00Z", endsAt: "2027-07-01T00:01:00Z" },
];

/** US and Atlantic zones named by letters (and Central Africa, which is not), UTC, GMT and GMT+0, whole, half and quarter hours on both sides, and southern summer time. */
const ZONES = [
  "UTC",
  "Asia/Tokyo",
  "America/New_York",
  "America/Winnipeg",
  "America/Denver",
  "America/Phoenix",
  "America/Los_Angeles",
  "America/Anchorage",
  "Pacific/Honolulu",
  "America/Halifax",
  "America/St_Johns",
  "America/Sao_Paulo",
  "Europe/London",
  "Europe/Lisbon",
  "Europe/Berlin",
  "Africa/Maputo",
  "Asia/Kolkata",
  "Asia/Kathmandu",
  "Australia/Adelaide",
  "Pacific/Chatham",
];

describe("an event's labels in the device's own zone, without Intl (decision 168)", () => {
  it("are whenLabels' text, as Intl writes it, in every zone tried", () => {
    for (const zone of ZONES) {
      process.env.TZ = zone;
      for (const event of EVENTS) {
        const intl = whenLabels(event, zone);
        expect(localWhen(event), `${zone} ${event.startsAt}–${event.endsAt}`).toEqual({ date: plain(intl.date), time: plain(intl.time) });
      }
    }
  });

  it("name the zone as Intl's short name does, from Date's English text", () => {
    const at = (iso: string) => new Date(iso);
    process.env.TZ = "America/Winnipeg";
    expect([zoneName(at("2026-12-03T00:30:00Z")), zoneName(at("2026-07-03T00:30:00Z"))]).toEqual(["CST", "CDT"]);
    process.env.TZ = "America/Anchorage";
    expect(zoneName(at("2026-07-03T00:30:00Z"))).toBe("AKDT");
    process.env.TZ = "Asia/Kolkata";
    expect(zoneName(at("2026-07-03T00:30:00Z"))).toBe("GMT+5:30");
    process.env.TZ = "America/St_Johns";
    expect(zoneName(at("2026-12-03T00:30:00Z"))).toBe("GMT-3:30");
    process.env.TZ = "Europe/Lisbon";
    expect(zoneName(at("2026-12-03T00:30:00Z"))).toBe("GMT+0");
  });
});
