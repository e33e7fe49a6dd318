/** What each UTC day from today already carries that goes before (`ahead`) or with (`same`) a new message's mails. */
export type DayRoom = {
  /** The day's event share (at least 1: a plan must end). */
  share: number;
  /** How many of the share one kind of message may take a day (the share itself for an event's people). */
  part: number;
  /**
   * How far into the day's share (counting all of its mail) the message's mails may go: the routine part for an
   * announcement (email/queue.ts isRoutine, decision 127), the share itself for an event's people.
   */
  limit: number;
  /** Today's event mail already sent. */
  spentToday: number;
  /** Mail of the message's own priority already sent today (it used the part). */
  partSentToday: number;
  /** By day (0 = today): queued mail due that day that goes first, and how much of it has the message's priority. */
  ahead: ReadonlyMap<number, { ahead: number; same: number }>;
};

/**
 * How many of a message's mails go on each UTC day from today: what each
 * day's event share has left once the mail already queued for that day that
 * goes first — changes, reminders, earlier messages — has had its turn
 * (what one day could not carry moves to the next, as the drain does), and,
 * for an announcement, what is left of the day's announcement part
 * (shared with announcements already spread) below the routine part's
 * limit. Mail with a later turn (confirmations) does not delay it. Decisions
 * 088 and 127.
 */
export function spreadOverDays(count: number, room: DayRoom): number[] {
  const perDay: number[] = [];
  let carried = 0;
  let left = count;
  for (let day = 0; left > 0; day += 1) {
    const queued = room.ahead.get(day) ?? { ahead: 0, same: 0 };
    const capacity = Math.max(0, room.share - (day === 0 ? room.spentToday : 0));
    const waiting = carried + queued.ahead;
    const first = Math.min(waiting, capacity);
    carried = waiting - first;
    const partLeft = room.part >= room.share ? Infinity : room.part - queued.same - (day === 0 ? room.partSentToday : 0);
    const upTo = Math.max(0, Math.min(room.limit, room.share) - (day === 0 ? room.spentToday : 0)) - first;
    const ours = Math.max(0, Math.min(left, upTo, partLeft));
    perDay.push(ours);
    left -= ours;
  }
  return perDay;
}
