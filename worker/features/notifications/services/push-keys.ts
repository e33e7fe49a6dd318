import { keepFirstKey } from "../../../db/generated-keys";
import type { Db } from "../../../db/client";
import { now } from "../../../lib/clock";
import { generateVapidKeys, vapidPublicKeyOf, type VapidKeys } from "../lib/web-push";

/** Its name among the keys the Worker makes (the generated_keys table, decision 072). */
const GENERATED_NAME = "vapid";

/** Once read, the keys are kept for the isolate's life: they never change (browsers subscribed with them). */
let generated: Promise<VapidKeys> | undefined;

/**
 * The VAPID key pair that names this site to the browsers' push services
 * (RFC 8292, decision 115): made by the Worker on first use and kept in D1
 * like the check-in claims' key, so nobody has to paste one. A new pair would
 * orphan every device's subscription, so the first one stored is kept.
 */
export function vapidKeys(db: Db): Promise<VapidKeys> {
  generated ??= (async () => {
    const candidate = await generateVapidKeys();
    const stored = JSON.parse(await keepFirstKey(db, GENERATED_NAME, JSON.stringify(candidate.privateJwk), now())) as JsonWebKey;
    return { privateJwk: stored, publicKey: vapidPublicKeyOf(stored) };
  })().catch((error: unknown) => {
    generated = undefined;
    throw error;
  });
  return generated;
}
