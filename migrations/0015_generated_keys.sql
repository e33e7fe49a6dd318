-- Keys that only need to be random and private, which the Worker makes on
-- first use when no secret is set (docs/decisions/072-keys-nobody-must-invent.md):
-- the check-in claims' signing key. A set secret (wrangler secret) wins.
-- Private to the Worker: no endpoint reads this table.
CREATE TABLE generated_keys (
  name TEXT PRIMARY KEY NOT NULL,
  value TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
