import type * as z from "zod/mini";
import type { ErrorCode } from "../error-codes";

/** Who may call an operation: anyone, any signed-in account, or an account with at least that role. */
export type Access = "anyone" | "user" | "member" | "officer" | "admin";

/** What a success answers, when it is not the JSON envelope. */
export type RawAnswer = { type: "text/csv" | "application/pdf" | "text/html" | "text/calendar"; description: string };

/**
 * One endpoint of the API as the OpenAPI document describes it (src/shared/openapi/operations.ts
 * lists them; src/shared/openapi/document.ts writes the document). The schemas are the contracts
 * the Worker validates with and the SPA reads with: nothing here is written twice.
 */
export type Operation = {
  method: "get" | "post" | "put" | "patch" | "delete";
  /** As Hono mounts it (`/api/terms/:id`). */
  path: string;
  /** The Worker feature that serves it (worker/features/<feature>): the document's tag. */
  feature: string;
  summary: string;
  description?: string;
  access: Access;
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  /** The JSON body; `optional` when a request without one is read as `{}`. */
  body?: z.ZodMiniType;
  optionalBody?: boolean;
  /** A body that is not JSON (a file, a form). */
  rawBody?: { type: string; description: string };
  /** `data` of the success envelope. */
  data?: z.ZodMiniType;
  /** `meta` of the success envelope, when it has one. */
  meta?: z.ZodMiniType;
  /** The success status (200 unless said). */
  status?: 200 | 201 | 204;
  /** The status of a repeat that changes nothing (a second check-in: 200 where the first was 201). */
  repeatStatus?: 200;
  /** A success that is not the envelope (a file, a page), or that has no body (204). */
  raw?: RawAnswer;
  /** Another form of the same success a query asks for (`?format=csv`, `?format=pdf`). */
  alsoAs?: RawAnswer;
  /** Its failures may be an HTML page (with the code's status) rather than the envelope: a page opened from a mail. */
  errorsAsPage?: boolean;
  /** Codes this operation answers besides the ones its access, parameters and body imply. */
  errors?: readonly ErrorCode[];
};
