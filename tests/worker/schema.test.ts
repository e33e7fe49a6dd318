/// <reference types="vite/client" />
import { env } from "cloudflare:workers";
import { is } from "drizzle-orm";
import { getTableConfig, SQLiteTable } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";

/**
 * The migrations are the source of truth; worker/db/schema.ts (the tables two
 * or more features use) and each feature's db/tables.ts mirror them for
 * drizzle. A column renamed, added or dropped on one side only fails here.
 */
const modules = import.meta.glob<Record<string, unknown>>(["../../worker/db/schema.ts", "../../worker/features/*/db/tables.ts"], { eager: true });

type Column = { name: string; type: string; notnull: number; pk: number; dflt_value: string | null };

const tables = Object.values(modules)
  .flatMap((module) => Object.values(module))
  .filter((value): value is SQLiteTable => is(value, SQLiteTable));

async function columnsOf(table: string): Promise<Column[]> {
  const { results } = await env.DB.prepare(`PRAGMA table_info(${JSON.stringify(table)})`).all<Column>();
  return results;
}

describe("drizzle schema vs migrated tables", () => {
  it("declares every table the migrations create, and no other", async () => {
    const { results } = await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name != 'd1_migrations'",
    ).all<{ name: string }>();
    const migrated = results.map((row) => row.name).sort();
    expect(migrated.length).toBeGreaterThan(0);
    expect(tables.map((table) => getTableConfig(table).name).sort()).toEqual(migrated);
  });

  for (const table of tables) {
    const config = getTableConfig(table);

    it(`${config.name}: the same column names`, async () => {
      const columns = await columnsOf(config.name);
      expect(columns.length, `table ${config.name} is missing`).toBeGreaterThan(0);
      expect(config.columns.map((column) => column.name).sort()).toEqual(columns.map((column) => column.name).sort());
    });

    it(`${config.name}: the same types, primary key and NOT NULL constraints`, async () => {
      const columns = new Map((await columnsOf(config.name)).map((column) => [column.name, column]));
      for (const column of config.columns) {
        const migrated = columns.get(column.name)!;
        expect(migrated, column.name).toBeDefined();
        expect(migrated.type.toLowerCase(), column.name).toBe(column.getSQLType().toLowerCase());
        expect(migrated.pk > 0, `${column.name} primary key`).toBe(column.primary);
        // SQLite lets an INTEGER PRIMARY KEY (the rowid) be declared without NOT NULL,
        // and drizzle counts its autoincrement as a default.
        if (column.primary) continue;
        expect(migrated.notnull === 1, `${column.name} NOT NULL`).toBe(column.notNull);
        // A SQL DEFAULT on one side only would make inserts differ between drizzle and raw SQL.
        expect(migrated.dflt_value !== null, `${column.name} DEFAULT`).toBe(column.default !== undefined);
      }
    });
  }
});
