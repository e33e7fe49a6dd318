import { EARLY_SUBMIT_PATH } from "~/shared/early-submit";

/**
 * Spread on every <form> that carries a password, a code or an e-mail
 * address: if the browser ever sends it before the page's JavaScript took
 * it, it goes in a POST body (never into the address, history, logs or a
 * Referer) to a Worker path that answers 204, so the page and what was
 * typed stay. Its SubmitButton keeps it from being sent that early at all
 * (docs/decisions/057-forms-before-the-page-is-ready.md).
 */
export const postedForm = { method: "post", action: EARLY_SUBMIT_PATH } as const;
