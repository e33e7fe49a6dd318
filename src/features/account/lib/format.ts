import { formatInstant, viewerTimeZone } from "~/shared/time/formats";
import { toEpochMs } from "~/shared/time/instant";

const numberFormat = new Intl.NumberFormat("en-US");
const viewerZone = viewerTimeZone();

/** An answer's instant as "November 22, 2026", on the member's own calendar (their device's zone), in the same words in every browser. */
export const formatDate = (instant: string) => formatInstant("day", toEpochMs(instant), viewerZone);
export const formatPoints = (points: number) => numberFormat.format(points);
