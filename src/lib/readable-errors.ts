/**
 * Errors in people's words, where they are displayed. The product fixes two
 * messages that are meant for developers: the validation library's defaults
 * in the shared sign-in schema ("Required", "String must contain at least 1
 * character(s)", src/shared/fields.ts) and the API client's "[errCode] errMsg"
 * (src/lib/api-client.ts; docs/product.md, Input rules and Error messages).
 * Both stay where the product puts them — the Worker
 * answers them, tests read them — and the screens translate: a field's
 * default message becomes "<Label> is required" (here), a failed call shows
 * its errMsg alone (errorDetail in ./api-error.ts).
 */

/** The validation library's default messages for a missing or empty value. */
const REQUIRED_DEFAULTS: ReadonlySet<string> = new Set(["Required", "String must contain at least 1 character(s)"]);

/** The message to show under a field labelled `label`. */
export function readableFieldError(label: string | undefined, message: string): string {
  if (!REQUIRED_DEFAULTS.has(message)) return message;
  return label ? `${label} is required.` : "This field is required.";
}
