/**
 * The one way a new row gets its id (decision 158): a random UUID (v4, 122 random bits), the scheme most
 * tables already used. Rows made before keep their ids (`ev_…`, `tm_…`, 16 hex digits for media): every
 * parameter still accepts them (`src/shared/ids.ts`). SQLite's own integer keys of the append-only logs
 * are not made here. tests/unit/worker-architecture.test.ts fails on `crypto.randomUUID(` anywhere else
 * and on an id made by hand from a random token.
 */
export function newId(): string {
  return crypto.randomUUID();
}
