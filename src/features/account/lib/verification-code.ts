/**
 * The sign-up code's length, for the code field (paste, autofill, submit on
 * the last digit). The rule itself is the shared VerificationCodeSchema; its
 * module brings zod, which the verification page must not load before the
 * member acts, so the length is restated here and a unit test
 * (verification-code.test.ts) keeps the two equal.
 */
export const CODE_LENGTH = 6;

export const digitsOf = (text: string) => text.replace(/\D/g, "");
