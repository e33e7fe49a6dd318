import { describe, expect, it } from "vitest";
import { spreadOverDays } from "./spread-over-days";

const nothing = new Map<number, { ahead: number; same: number }>();

describe("spreadOverDays", () => {
  it("gives an announcement its part of each day's share once what goes first has had its turn", () => {
    // Share 6, part 3; today 5 reminders are due, tomorrow 2 mails of an earlier announcement, then 4 changes.
    const ahead = new Map([
      [0, { ahead: 5, same: 0 }],
      [1, { ahead: 2, same: 2 }],
      [2, { ahead: 4, same: 0 }],
    ]);
    // A message to an event's people may use the whole share after them.
    expect(spreadOverDays(10, { share: 6, part: 3, limit: 6, spentToday: 0, partSentToday: 0, ahead })).toEqual([1, 1, 2, 3, 3]);
    // An announcement is routine (decision 127): only while the day's event mail is within the first 3 — not
    // today (5 reminders) nor the day after (4 changes).
    expect(spreadOverDays(10, { share: 6, part: 3, limit: 3, spentToday: 0, partSentToday: 0, ahead })).toEqual([0, 1, 0, 3, 3, 3]);
  });

  it("carries what a day could not send to the next, as the drain does", () => {
    // Today's share is spent and 8 reminders wait: tomorrow sends 6 of them first, the day after the other 2.
    const ahead = new Map([[0, { ahead: 8, same: 0 }]]);
    expect(spreadOverDays(10, { share: 6, part: 6, limit: 6, spentToday: 6, partSentToday: 0, ahead })).toEqual([0, 0, 4, 6]);
  });

  it("counts today's announcements already sent against today's part", () => {
    expect(spreadOverDays(5, { share: 6, part: 3, limit: 3, spentToday: 2, partSentToday: 2, ahead: nothing })).toEqual([1, 3, 1]);
  });

  it("ends with the smallest share, and sends nothing for nobody", () => {
    expect(spreadOverDays(3, { share: 1, part: 1, limit: 1, spentToday: 1, partSentToday: 0, ahead: nothing })).toEqual([0, 1, 1, 1]);
    expect(spreadOverDays(0, { share: 6, part: 3, limit: 3, spentToday: 0, partSentToday: 0, ahead: nothing })).toEqual([]);
  });
});
