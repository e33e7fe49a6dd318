-- Accounts: users, pending registrations, password resets, session
-- revocations, throttles. Times are integer milliseconds since the epoch.

-- Usernames and e-mail addresses are unique regardless of case (COLLATE
-- NOCASE on the column makes both the UNIQUE constraint and every `=`
-- comparison case-insensitive). session_version is bumped to end every
-- session of a user at once (password change or reset, sign out everywhere).
CREATE TABLE users (
  id TEXT PRIMARY KEY NOT NULL,
  username TEXT NOT NULL COLLATE NOCASE UNIQUE,
  email TEXT NOT NULL COLLATE NOCASE UNIQUE,
  password_hash TEXT NOT NULL,
  first_name TEXT NOT NULL DEFAULT '',
  last_name TEXT NOT NULL DEFAULT '',
  points INTEGER NOT NULL DEFAULT 0 CHECK (points >= 0),
  roles TEXT NOT NULL DEFAULT 'member',
  show_email INTEGER NOT NULL DEFAULT 0 CHECK (show_email IN (0, 1)),
  session_version INTEGER NOT NULL DEFAULT 0,
  time_added INTEGER NOT NULL,
  time_updated INTEGER NOT NULL
);

-- A sign-up waiting for its e-mailed code. The account exists only once the
-- code is verified. The code is stored hashed.
CREATE TABLE pending_registrations (
  email TEXT PRIMARY KEY NOT NULL COLLATE NOCASE,
  username TEXT NOT NULL COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  code_expires_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
CREATE INDEX pending_registrations_username ON pending_registrations (username);

-- Password-reset tokens, stored hashed; single use, short-lived.
CREATE TABLE password_resets (
  token_hash TEXT PRIMARY KEY NOT NULL,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX password_resets_user ON password_resets (user_id);

-- Sessions live in KV, which takes up to 60 s to propagate; a signed-out
-- session is listed here so that sign-out is immediate everywhere.
CREATE TABLE session_revocations (
  session_hash TEXT PRIMARY KEY NOT NULL,
  expires_at INTEGER NOT NULL
);

-- Fixed-window counters for throttles that must be exact (failed sign-ins per
-- account, mails per address). KV is eventually consistent and allows only
-- 1,000 writes a day on the free plan, so counters live here.
CREATE TABLE throttles (
  key TEXT PRIMARY KEY NOT NULL,
  count INTEGER NOT NULL,
  reset_at INTEGER NOT NULL
);

-- The local outbox: mails sent by `npm run dev` / `npm run preview`. Never
-- written by a deployed Worker (it uses a real transport).
CREATE TABLE dev_outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  to_address TEXT NOT NULL COLLATE NOCASE,
  subject TEXT NOT NULL,
  text TEXT NOT NULL,
  html TEXT NOT NULL,
  sent_at INTEGER NOT NULL
);
CREATE INDEX dev_outbox_to ON dev_outbox (to_address, id);
