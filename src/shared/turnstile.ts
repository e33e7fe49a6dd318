import * as z from "zod/mini";
import "./zod-messages";
import { lazySchema } from "./lazy-schema";

/**
 * GET /api/turnstile: the Turnstile site key that the forms which send mail
 * (sign-up, forgot-password, contact) render their widget with, or null when
 * the Worker checks no token — then the forms go without a widget. A key
 * only when the Worker has the secret too, so no widget is ever shown whose
 * token nobody checks (docs/decisions/074-turnstile-at-run-time.md).
 */
export const turnstileConfigSchema = lazySchema(() => z.object({ siteKey: z.nullable(z.string().check(z.minLength(1))) }));
export type TurnstileConfig = z.infer<typeof turnstileConfigSchema>;
