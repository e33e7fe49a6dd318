/**
 * Where a form that carries a password, a code or an e-mail address posts
 * when the browser sends it itself — before the page's JavaScript could
 * take it (docs/decisions/057-forms-before-the-page-is-ready.md). The
 * Worker answers 204 No Content without reading the body: the browser then
 * stays on the page, with everything that was typed, and nothing is in any
 * address. Once the page runs, the form's own handler sends it instead.
 */
export const EARLY_SUBMIT_PATH = "/api/forms/early-submit";
