/**
 * An unexpected error as the logs may show it: its kind and message, never a
 * query's text or parameters. drizzle wraps a failed statement as "Failed
 * query: <sql> params: <values>" — hashes, addresses — and keeps the
 * database's own message (which names no values) as its cause.
 */
export function describeError(error: unknown): { kind: string; message: string } {
  if (!(error instanceof Error)) return { kind: typeof error, message: "(not an Error)" };
  const wrapped = /^Failed query:/.test(error.message);
  const root = wrapped && error.cause instanceof Error ? error.cause : error;
  const message = wrapped && root === error ? "(query failed; details withheld)" : withoutQueries(root.message);
  return { kind: wrapped ? `query failed (${root.name})` : error.name, message };
}

function withoutQueries(message: string): string {
  return message.replace(/(Failed query:|params:)[\s\S]*/, "(details withheld)").slice(0, 500);
}
