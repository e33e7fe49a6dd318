import * as z from "zod/mini";
import "../zod-messages";
import { lazySchema } from "../lazy-schema";
import { parseUtcInstant } from "./utc-instant";

/**
 * The one schema of an instant on the wire (decision 155): ISO 8601 text in
 * UTC ending in `Z`, never epoch milliseconds. Answers write it whole with
 * formatUtcInstant ("2026-12-03T06:00:00.000Z"); requests are read with
 * `UtcInstantSchema`, which gives the Worker epoch ms. A guard test walks
 * every contract and fails on an instant sent as a number
 * (src/shared/instants-on-the-wire.test.ts).
 */

/** An instant in an answer: "2026-12-03T06:00:00.000Z" (seconds and milliseconds optional on reading). */
export const instantSchema = lazySchema(() => z.iso.datetime());

/** An instant in a request: an ISO 8601 string in UTC (ending in Z), parsed to epoch milliseconds; anything else is a validation error. */
export const UtcInstantSchema = (label: string) => {
  const wrong = `${label} must be a UTC time such as 2026-12-01T23:00:00Z.`;
  return z.pipe(
    z.string({ error: (issue) => (issue.input === undefined ? `${label} is required.` : wrong) }).check(z.trim()),
    z.transform((value, ctx) => {
      const ms = parseUtcInstant(value);
      if (ms === undefined) {
        ctx.issues.push({ code: "custom", message: wrong, input: value });
        return z.NEVER;
      }
      return ms;
    }),
  );
};
