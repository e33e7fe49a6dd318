// The Worker tests' common-password table: the same migration with only its
// rows cut to the list's most common passwords. Every test file starts a
// fresh database and applies every migration; loading 8,464 rows into each
// one bought nothing the unit test beside this file does not check (that the
// committed migration is what the list makes). Every password a Worker test
// expects to be refused ranks well inside the fixture.
import { insertStatements, readList } from "./build.ts";

/** How many of the list's most common passwords the Worker tests load. */
export const FIXTURE_SIZE = 500;
const MIGRATION_NAME = "0006_common_passwords.sql";

type Migration = { name: string; queries: string[] };

export const fixtureWords = (words = readList()) => words.slice(0, FIXTURE_SIZE);

/** The migrations with the common-password rows replaced by the fixture's (the table itself unchanged). */
export function withPasswordFixture<T extends Migration>(migrations: T[], words = readList()): T[] {
  const found = migrations.some((migration) => migration.name === MIGRATION_NAME);
  if (!found) throw new Error(`${MIGRATION_NAME} not found among the migrations`);
  return migrations.map((migration) =>
    migration.name !== MIGRATION_NAME
      ? migration
      : {
          ...migration,
          queries: [...migration.queries.filter((query) => !isRowInsert(query)), ...insertStatements(fixtureWords(words))],
        },
  );
}

const isRowInsert = (query: string) => /^\s*INSERT INTO common_passwords\b/i.test(query.replace(/^(\s*--[^\n]*\n)+/, ""));
