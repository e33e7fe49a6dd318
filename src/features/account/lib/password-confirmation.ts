/** The one message for a confirmation that differs (sign-up, reset, change). */
export const PASSWORDS_DIFFER = "The passwords do not match.";

export const PASSWORD_HINT = "At least 6 characters.";

/** Adds the confirmation's error to a form's field errors when the two differ. */
export function confirmationError(password: string, confirmation: string): string | undefined {
  return password === confirmation ? undefined : PASSWORDS_DIFFER;
}
