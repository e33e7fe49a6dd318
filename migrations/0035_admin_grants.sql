-- ADMIN_EMAILS grants admin once per address (decision 105): the grant is
-- recorded here, by the address's sha256 (lower-case), so that afterwards the
-- account's roles are the admins' to change — a demoted account stays demoted
-- at its next sign-in, and so does a new account at that address.
CREATE TABLE admin_grants (
  email_hash TEXT PRIMARY KEY,
  -- The grant that wrote this row: the statement that adds the role checks it.
  grant_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  granted_at INTEGER NOT NULL
);
