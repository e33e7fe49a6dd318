import { keepFirstKey } from "../db/generated-keys";
import type { Db } from "../db/client";
import { now } from "../lib/clock";
import { randomToken } from "../lib/crypto";

/** Its name among the keys the Worker makes (the generated_keys table, decision 072). */
const GENERATED_NAME = "mail-links";

/** Once read, the key is kept for the isolate's life: it never changes. */
let generated: Promise<string> | undefined;

/**
 * The key that signs the links in mail that act without a session (cancel an
 * RSVP, unsubscribe): made by the Worker on first use and kept in D1 like the
 * check-in claims' key, so nobody has to invent one.
 */
export function mailLinkSecret(db: Db): Promise<string> {
  generated ??= keepFirstKey(db, GENERATED_NAME, randomToken(32), now()).catch((error: unknown) => {
    generated = undefined;
    throw error;
  });
  return generated;
}
