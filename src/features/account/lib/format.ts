import { formatInstant, viewerTimeZone } from "~/shared/time/formats";

const numberFormat = new Intl.NumberFormat("en-US");
const viewerZone = viewerTimeZone();

/** "November 22, 2026", on the member's own calendar (their device's zone), in the same words in every browser. */
export const formatDate = (ms: number) => formatInstant("day", ms, viewerZone);
export const formatPoints = (points: number) => numberFormat.format(points);
