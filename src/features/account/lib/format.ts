const dateFormat = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric" });
const numberFormat = new Intl.NumberFormat("en-US");

/** "November 22, 2026": the same in every browser, so tests and screenshots agree. */
export const formatDate = (ms: number) => dateFormat.format(new Date(ms));
export const formatPoints = (points: number) => numberFormat.format(points);
