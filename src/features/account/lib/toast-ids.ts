/**
 * The account's toasts are one flow, so each replaces the one before instead
 * of stacking over the page (src/lib/toast.ts): sign-up's "We sent a code"
 * becomes "Your account is ready", a second wrong code replaces the first,
 * "Welcome back!" replaces a failed try. The admins' members page has its own.
 */
export const ACCOUNT_TOAST = "account";
export const MEMBERS_ADMIN_TOAST = "members-admin";
