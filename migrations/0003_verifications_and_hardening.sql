-- One mechanism for every secret sent by e-mail (sign-up codes and
-- password-reset links): see docs/decisions/014-pending-sign-up-binding.md.
-- Both kinds share the hashing (sha256 of purpose, address and secret), the
-- expiry of the current secret, the caps that hold for the whole
-- verification (codes or links sent, wrong guesses) and single use (the row
-- goes in the same batch as what it unlocks). Times are integer ms.
--
-- Sign-ups and reset links in flight when this migration runs are dropped:
-- their owners ask again (the tables' secrets were hashed differently).
CREATE TABLE verifications (
  -- Random public handle; a reset link carries it with the secret.
  id TEXT PRIMARY KEY NOT NULL,
  purpose TEXT NOT NULL CHECK (purpose IN ('signup', 'reset')),
  -- The address the secret was sent to.
  email TEXT NOT NULL COLLATE NOCASE,
  secret_hash TEXT NOT NULL,
  -- The current secret works until then.
  expires_at INTEGER NOT NULL,
  -- The verification itself ends then: its caps count until this moment, and
  -- only after it may someone else start a new one for the address.
  ends_at INTEGER NOT NULL,
  sends INTEGER NOT NULL DEFAULT 1,
  attempts INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  -- Sign-up: the browser that started it (sha256 of a random id kept in an
  -- HttpOnly cookie), and the account to create once the code is right.
  browser_hash TEXT,
  username TEXT COLLATE NOCASE,
  password_hash TEXT,
  -- Reset: the account whose password the link may set.
  user_id TEXT REFERENCES users (id) ON DELETE CASCADE,
  UNIQUE (purpose, email)
);
CREATE INDEX verifications_username ON verifications (username) WHERE purpose = 'signup';
CREATE INDEX verifications_user ON verifications (user_id) WHERE purpose = 'reset';
CREATE INDEX verifications_ends ON verifications (ends_at);

DROP TABLE pending_registrations;
DROP TABLE password_resets;

-- Contact messages are purged after a retention period by the daily job.
-- (contact_messages_created already indexes created_at.)
