-- Passkeys (WebAuthn credentials) and the challenges of their ceremonies.
-- See docs/decisions/017-passkeys.md. Times are integer milliseconds.

-- One row per registered passkey. credential_id is the authenticator's id
-- (base64url) that sign-ins name; public_key the COSE-encoded public key
-- (base64url); counter the signature counter last seen (0 for authenticators
-- that keep none, which synced passkeys do). transports is a comma-separated
-- hint list ("internal,hybrid"). backup_eligible / backed_up are the
-- authenticator's BE / BS flags: whether the passkey can be, and is, synced.
-- Deleting the account deletes its passkeys.
CREATE TABLE passkeys (
  id TEXT PRIMARY KEY NOT NULL,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  credential_id TEXT NOT NULL UNIQUE,
  public_key TEXT NOT NULL,
  counter INTEGER NOT NULL DEFAULT 0 CHECK (counter >= 0),
  transports TEXT NOT NULL DEFAULT '',
  backup_eligible INTEGER NOT NULL DEFAULT 0 CHECK (backup_eligible IN (0, 1)),
  backed_up INTEGER NOT NULL DEFAULT 0 CHECK (backed_up IN (0, 1)),
  name TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  last_used_at INTEGER
);
CREATE INDEX passkeys_user ON passkeys (user_id, created_at);

-- A challenge handed out by an options endpoint, waiting for its verify call.
-- Kept here, not in KV (1,000 writes a day on the free plan). key_hash is
-- sha256 of the purpose and the random token in the asking browser's
-- HttpOnly cookie, so only that browser can use it; challenge_hash is
-- sha256 of the challenge. Single use (the verify call deletes the row before
-- checking anything), 5 minutes; the daily cron removes the leftovers.
-- user_id: the member adding a passkey (NULL for a sign-in).
CREATE TABLE passkey_challenges (
  key_hash TEXT PRIMARY KEY NOT NULL,
  purpose TEXT NOT NULL CHECK (purpose IN ('register', 'sign-in')),
  challenge_hash TEXT NOT NULL,
  user_id TEXT REFERENCES users (id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL
);
CREATE INDEX passkey_challenges_expiry ON passkey_challenges (expires_at);
