import * as z from "zod/mini";
import "./zod-messages";
import { lazySchema } from "./lazy-schema";

// No compiled parsers: zod would probe `new Function`, which the site's CSP
// (no 'unsafe-eval') reports as a violation in every browser that loads it,
// and which the Workers runtime forbids anyway. Every client and Worker
// schema parse goes through a module that imports this one.
z.config({ jitless: true });

/** `{ data, message?, meta? }`: every successful API answer. */
export function successEnvelope<T extends z.ZodMiniType>(data: T) {
  return z.object({
    data,
    message: z.optional(z.string()),
    meta: z.optional(z.record(z.string(), z.unknown())),
  });
}

export type SuccessEnvelope<T> = {
  data: T;
  message?: string;
  meta?: Record<string, unknown>;
};

/**
 * `{ error: { errCode, errMsg, fields? } }`: every failed API answer. errCode
 * is kept a plain string on the wire so an older client still reads a newer
 * server's codes (src/shared/error-codes.ts lists today's). `fields` comes
 * with VALIDATION_ERROR: the first message for each field of the body or
 * query that broke its rule, so a form can show each at its field.
 */
export const errorEnvelopeSchema = lazySchema(() =>
  z.object({
    error: z.object({ errCode: z.string(), errMsg: z.string(), fields: z.optional(z.record(z.string(), z.string())) }),
  }),
);

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** Paging metadata carried in `meta` by list endpoints. */
export const pageMetaSchema = lazySchema(() =>
  z.object({
    total: z.int().check(z.gte(0)),
    page: z.int().check(z.gte(1)),
    pageSize: z.int().check(z.gte(1)),
  }),
);

export type PageMeta = z.infer<typeof pageMetaSchema>;
