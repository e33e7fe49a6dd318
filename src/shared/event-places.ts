/**
 * The places an event has left: null when it has no limit, never below 0. One rule for the Worker's
 * event views and the officers' lists after a change (no zod here: the SPA's screens import it).
 */
export const spotsLeftOf = (capacity: number | null, going: number): number | null => (capacity === null ? null : Math.max(0, capacity - going));
