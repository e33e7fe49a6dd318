import { describe, expect, it } from "vitest";
import { viewsPeriod } from "./views-period";

const fall = { id: "tm_fall", name: "Fall 2026", startsAt: "2026-08-24T05:00:00Z", endsAt: "2026-12-19T06:00:00Z" };

describe("what a member's count of sponsor views covers", () => {
  it("this term while it runs; since it began once it is over and no other has started; ever before any term", () => {
    expect(viewsPeriod(fall, Date.parse("2026-12-19T05:59:59Z"))).toEqual({ none: "yet this term (Fall 2026)", some: "this term (Fall 2026)" });
    expect(viewsPeriod(fall, Date.parse("2026-12-19T06:00:00Z"))).toEqual({ none: "since Fall 2026 began", some: "since Fall 2026 began" });
    expect(viewsPeriod(null, Date.now())).toEqual({ none: "yet", some: "so far" });
  });
});
