-- A member's own change of e-mail address joins the one verification
-- mechanism (docs/decisions/060-changing-your-own-e-mail.md): a 6-digit
-- code sent to the new address, hashed, expiring, single use, with the same
-- caps (codes sent, wrong guesses) as sign-up codes and reset links.
--
-- Sign-ups and resets stay one per (purpose, address). An e-mail change is
-- one per account instead — its `email` is the new address, which two
-- accounts may both ask for (whoever confirms first gets it) — so the caps
-- hold per account however often the address is changed. SQLite cannot
-- alter a CHECK or a table's UNIQUE, so the table is rebuilt with the
-- uniqueness as two partial indexes; rows in flight are kept.
CREATE TABLE verifications_new (
  id TEXT PRIMARY KEY NOT NULL,
  purpose TEXT NOT NULL CHECK (purpose IN ('signup', 'reset', 'email-change')),
  -- The address the secret was sent to (for an e-mail change, the new one).
  email TEXT NOT NULL COLLATE NOCASE,
  secret_hash TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  ends_at INTEGER NOT NULL,
  sends INTEGER NOT NULL DEFAULT 1,
  attempts INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  browser_hash TEXT,
  username TEXT COLLATE NOCASE,
  password_hash TEXT,
  -- Reset: the account whose password the link may set; e-mail change: the
  -- account whose address the code may change.
  user_id TEXT REFERENCES users (id) ON DELETE CASCADE,
  -- Sign-up: the name, major and graduation the member gave (0012).
  first_name TEXT NOT NULL DEFAULT '',
  last_name TEXT NOT NULL DEFAULT '',
  major TEXT,
  graduation_season TEXT CHECK (graduation_season IN ('winter', 'spring', 'summer', 'fall')),
  graduation_year INTEGER
);
INSERT INTO verifications_new
  (id, purpose, email, secret_hash, expires_at, ends_at, sends, attempts, created_at, browser_hash, username, password_hash, user_id,
   first_name, last_name, major, graduation_season, graduation_year)
SELECT id, purpose, email, secret_hash, expires_at, ends_at, sends, attempts, created_at, browser_hash, username, password_hash, user_id,
  first_name, last_name, major, graduation_season, graduation_year
FROM verifications;
DROP TABLE verifications;
ALTER TABLE verifications_new RENAME TO verifications;

CREATE UNIQUE INDEX verifications_address ON verifications (purpose, email) WHERE purpose IN ('signup', 'reset');
CREATE UNIQUE INDEX verifications_email_change ON verifications (user_id) WHERE purpose = 'email-change';
CREATE INDEX verifications_username ON verifications (username) WHERE purpose = 'signup';
CREATE INDEX verifications_user ON verifications (user_id) WHERE purpose = 'reset';
CREATE INDEX verifications_ends ON verifications (ends_at);
