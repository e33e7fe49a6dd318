/**
 * Every error code the API can answer with, and the HTTP status it goes with.
 * Stable: clients (the SPA, tests, scripts) branch on these strings.
 */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  MALFORMED_JSON: 400,
  ID_MISMATCH: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  WRONG_PASSWORD: 400,
  FORBIDDEN: 403,
  FORBIDDEN_ORIGIN: 403,
  EMAIL_NOT_VERIFIED: 403,
  NOT_FOUND: 404,
  USERNAME_TAKEN: 409,
  EMAIL_TAKEN: 409,
  LAST_ADMIN: 409,
  INVALID_CODE: 400,
  CODE_EXPIRED: 410,
  TOO_MANY_ATTEMPTS: 429,
  INVALID_TOKEN: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  EMAIL_FAILED: 502,
  INTERNAL_ERROR: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];
