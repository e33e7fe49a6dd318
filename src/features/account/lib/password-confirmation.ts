/** The one message for a confirmation that differs (sign-up, reset, change). */
const PASSWORDS_DIFFER = "The passwords do not match.";

export const PASSWORD_HINT = "At least 6 characters.";

/**
 * A form's `check` (useFormFeedback.submit) for its "confirmPassword" field:
 * the two differ — said only when the password itself passed the schema.
 */
export function confirmationCheck(passwordField: string, data: FormData) {
  return (errors: Partial<Record<string, string>>) => {
    if (errors[passwordField]) return {};
    const differ = String(data.get(passwordField) ?? "") !== String(data.get("confirmPassword") ?? "");
    return differ ? { confirmPassword: PASSWORDS_DIFFER } : {};
  };
}
