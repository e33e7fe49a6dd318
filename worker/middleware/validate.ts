import { zValidator } from "@hono/zod-validator";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type * as z from "zod/mini";
import type { $ZodError } from "zod/v4/core";
import type { AppEnv } from "../app-env";
import { ApiError } from "../http/api-error";

const JSON_TYPE = /^application\/json\s*(;|$)/i;

/** 415 unless the body is declared JSON; 400 MALFORMED_JSON unless it parses. */
export function requireJson() {
  return createMiddleware<AppEnv>(async function requireJson(c, next) {
    if (!JSON_TYPE.test(c.req.header("Content-Type") ?? "")) {
      throw new ApiError("UNSUPPORTED_MEDIA_TYPE", "Send the request body as application/json.");
    }
    try {
      // Hono caches the parsed body, so the validator after this reads it again for free.
      await c.req.json();
    } catch {
      throw new ApiError("MALFORMED_JSON", "The request body is not valid JSON.");
    }
    await next();
  });
}

/** The first problem, phrased for a person (the shared schemas carry the product's messages). */
export function describeIssue(error: $ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "The request is not valid.";
  if (issue.path.length === 0 && issue.code === "invalid_type") return "The request body must be a JSON object.";
  return issue.message;
}

/** The first message for each top-level field that broke its rule (`fields` of the error envelope). */
export function fieldMessages(error: $ZodError): Record<string, string> | undefined {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && !(field in fields)) fields[field] = issue.message;
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}

function validationError(error: $ZodError): ApiError {
  return new ApiError("VALIDATION_ERROR", describeIssue(error), {}, fieldMessages(error));
}

/** Validates the JSON body against a shared schema; failures become the error envelope. */
export function validJson<T extends z.ZodMiniType>(schema: T) {
  return [
    requireJson(),
    zValidator("json", schema, (result) => {
      if (!result.success) throw validationError(result.error);
    }),
  ] as const;
}

/**
 * As validJson, for endpoints whose body is optional (PUT …/rsvp, POST
 * …/cancel): a request without a body is validated as `{}`.
 */
export function validOptionalJson<T extends z.ZodMiniType>(schema: T) {
  return [
    createMiddleware<AppEnv>(async function optionalJson(c, next) {
      const hasBody = c.req.header("Content-Type") !== undefined || (c.req.raw.body !== null && c.req.header("Content-Length") !== "0");
      if (hasBody) return requireJson()(c, next);
      await next();
    }),
    zValidator("json", schema, (result) => {
      if (!result.success) throw validationError(result.error);
    }),
  ] as const;
}

/**
 * Validates the path's parameters against a shared schema. A parameter that
 * breaks it cannot name anything (an id far too long): 404 NOT_FOUND with
 * the schema's message ("No such event."), or, for a page rather than an
 * API call, what `notFound` answers. Placed after the other checks of a
 * route, where the services used to check the parameter themselves.
 */
export function validParam<T extends z.ZodMiniType>(schema: T, notFound?: (c: Context) => Response | Promise<Response>) {
  return zValidator("param", schema, (result, c) => {
    if (result.success) return;
    if (notFound) return notFound(c);
    throw new ApiError("NOT_FOUND", describeIssue(result.error));
  });
}

/** Validates the query string against a shared schema. */
export function validQuery<T extends z.ZodMiniType>(schema: T) {
  return zValidator("query", schema, (result) => {
    if (!result.success) throw validationError(result.error);
  });
}
