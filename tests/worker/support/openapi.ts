import { Validator } from "@cfworker/json-schema";
import { expect } from "vitest";
import { errorCodesOf, type JsonSchema, openApiDocument, openApiPath } from "../../../src/shared/openapi/document";
import type { Operation } from "../../../src/shared/openapi/operation";
import { OPERATIONS } from "../../../src/shared/openapi/operations";
import { ERROR_STATUS, type ErrorCode } from "../../../src/shared/error-codes";

/**
 * Every answer the Worker tests receive, checked against the OpenAPI document (/api/openapi.json,
 * written from src/shared/openapi/operations.ts): a success's body against its operation's documented
 * schema (the envelope with its `data` and `meta`, no key it does not name), a failure against the
 * error envelope with a code the operation documents at that status. A test that drifts from the
 * document fails where it asked, so the document cannot drift from the Worker.
 */

let document: JsonSchema | undefined;
const validators = new Map<string, Validator>();
let checked = 0;

/** How many answers this run checked (tests/worker/setup.ts prints it with OPENAPI_REPORT=1). */
export const answersChecked = () => checked;

/** The documented operation a request names: literal segments win over parameters (`/api/content/board/end-of-term`). */
function operationOf(method: string, pathname: string): Operation | undefined {
  const segments = pathname.split("/");
  let best: { operation: Operation; literals: number } | undefined;
  for (const operation of OPERATIONS) {
    if (operation.method !== method.toLowerCase()) continue;
    const pattern = operation.path.split("/");
    if (pattern.length !== segments.length) continue;
    let literals = 0;
    const fits = pattern.every((part, i) => {
      if (part.startsWith(":")) return segments[i] !== "";
      literals++;
      return part === segments[i];
    });
    if (fits && (!best || literals > best.literals)) best = { operation, literals };
  }
  return best?.operation;
}

/** A validator of one schema of the document, with the document's components beside it: its `$ref`s (`#/components/schemas/…`) resolve there. */
function validatorFor(key: string, schema: () => JsonSchema): Validator {
  let validator = validators.get(key);
  if (!validator) {
    document ??= openApiDocument({ version: "test" });
    validator = new Validator({ ...schema(), components: document.components } as never, "2020-12", false);
    validators.set(key, validator);
  }
  return validator;
}

type Answer = { status: number; contentType: string; body: unknown };

/** Checks one answer against the document; fails the test with where it differs. */
export function checkAgainstDocument(method: string, url: string, answer: Answer): void {
  const { pathname } = new URL(url);
  if (!pathname.startsWith("/api/") || answer.status === 304 || answer.status === 204) return;
  const operation = operationOf(method, pathname);
  const where = `${method} ${pathname} → ${answer.status}`;
  const json = /^application\/json/i.test(answer.contentType);
  if (answer.status >= 400) {
    if (!json) {
      if (operation?.errorsAsPage && /^text\/html/i.test(answer.contentType)) {
        checked++;
        return;
      }
      expect.fail(`${where}: an error answered ${answer.contentType || "no type"}, not the JSON error envelope`);
    }
    const body = answer.body as { error?: { errCode?: string } };
    const code = body?.error?.errCode as ErrorCode | undefined;
    expect(code && code in ERROR_STATUS, `${where}: ${JSON.stringify(body)} has no known errCode`).toBe(true);
    expect(ERROR_STATUS[code!], `${where}: ${code} goes with ${ERROR_STATUS[code!]}`).toBe(answer.status);
    const result = validatorFor("Error", () => ({ $ref: "#/components/schemas/Error" })).validate(body);
    expect(result.valid, `${where}: not the error envelope: ${JSON.stringify(result.errors.slice(0, 3))}`).toBe(true);
    if (operation && !errorCodesOf(operation).includes(code!)) {
      expect.fail(`${where}: ${code} is not among the codes ${operation.method.toUpperCase()} ${operation.path} documents (src/shared/openapi/operations.ts)`);
    }
    checked++;
    return;
  }
  if (!operation) expect.fail(`${where}: a success from an undocumented operation (src/shared/openapi/operations.ts)`);
  const statuses = [operation.status ?? 200, operation.repeatStatus];
  expect(statuses.includes(answer.status as 200), `${where}: documented status ${statuses.filter(Boolean).join(" or ")}`).toBe(true);
  if (!json) {
    const documented = [operation.raw?.type, operation.alsoAs?.type].filter(Boolean);
    expect(
      documented.some((type) => answer.contentType.startsWith(type!)),
      `${where}: answered ${answer.contentType}, documented ${documented.join(", ") || "JSON"}`,
    ).toBe(true);
    checked++;
    return;
  }
  expect(operation.raw, `${where}: answered JSON, documented ${operation.raw?.type}`).toBeUndefined();
  const key = `${operation.method} ${operation.path}`;
  const validator = validatorFor(key, () => {
    const responses = (document!.paths as Record<string, Record<string, { responses: Record<string, { content: Record<string, { schema: JsonSchema }> }> }>>)[
      openApiPath(operation.path)
    ]![operation.method]!.responses;
    return responses[String(operation.status ?? 200)]!.content["application/json"]!.schema;
  });
  const result = validator.validate(answer.body);
  expect(
    result.valid,
    `${where}: the answer differs from its documented schema:\n${result.errors
      .filter((error) => !["properties", "items", "allOf", "$ref"].includes(error.keyword))
      .slice(0, 5)
      .map((error) => `  ${error.instanceLocation}: ${error.error}`)
      .join("\n")}`,
  ).toBe(true);
  checked++;
}
