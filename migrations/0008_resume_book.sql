-- The résumé book: members' academic profile, their résumé files (the PDFs
-- live in R2, the RESUMES bucket; D1 holds what the permission checks and
-- the lists need), sponsors' access windows, and the log of who opened which
-- résumé. Times are integer milliseconds. See docs/decisions/030-resume-book.md.

-- The academic profile (all optional) and what the member shows on the
-- public page. graduation_season/graduation_year are set together or not at
-- all. in_resume_book: the member's own opt-in to the book (off by default).
ALTER TABLE users ADD COLUMN major TEXT;
ALTER TABLE users ADD COLUMN graduation_season TEXT CHECK (graduation_season IN ('winter', 'spring', 'summer', 'fall'));
ALTER TABLE users ADD COLUMN graduation_year INTEGER;
ALTER TABLE users ADD COLUMN degree TEXT CHECK (degree IN ('associate', 'bachelor', 'master', 'doctorate', 'other'));
ALTER TABLE users ADD COLUMN bio TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN link_linkedin TEXT;
ALTER TABLE users ADD COLUMN link_github TEXT;
ALTER TABLE users ADD COLUMN link_portfolio TEXT;
ALTER TABLE users ADD COLUMN in_resume_book INTEGER NOT NULL DEFAULT 0 CHECK (in_resume_book IN (0, 1));
ALTER TABLE users ADD COLUMN show_major INTEGER NOT NULL DEFAULT 0 CHECK (show_major IN (0, 1));
ALTER TABLE users ADD COLUMN show_graduation_year INTEGER NOT NULL DEFAULT 0 CHECK (show_graduation_year IN (0, 1));
ALTER TABLE users ADD COLUMN show_bio INTEGER NOT NULL DEFAULT 0 CHECK (show_bio IN (0, 1));
ALTER TABLE users ADD COLUMN show_links INTEGER NOT NULL DEFAULT 0 CHECK (show_links IN (0, 1));

-- A member's one résumé. object_key is the R2 key: random, never derived
-- from the member's name or id, new for every upload (a replaced file's old
-- object is deleted after the row points at the new one). file_name is the
-- uploaded file's name, cleaned (letters, digits, spaces, . _ - ( ) only).
-- The row goes with the account; the Worker deletes the object in the same
-- request (worker/services/users.ts).
CREATE TABLE resumes (
  user_id TEXT PRIMARY KEY NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  object_key TEXT NOT NULL UNIQUE,
  file_name TEXT NOT NULL,
  size INTEGER NOT NULL CHECK (size > 0),
  uploaded_at INTEGER NOT NULL
);

-- A sponsor's access to the book: one window per sponsor account, granted
-- by an admin with the sponsor organisation (a name from
-- src/content/sponsors.ts). The book is open to the account from starts_at
-- (inclusive) until ends_at (exclusive), and only while it holds the
-- `sponsor` role.
CREATE TABLE sponsor_access (
  user_id TEXT PRIMARY KEY NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  organisation TEXT NOT NULL,
  starts_at INTEGER NOT NULL,
  ends_at INTEGER NOT NULL,
  granted_by TEXT REFERENCES users (id) ON DELETE SET NULL,
  granted_at INTEGER NOT NULL,
  CONSTRAINT sponsor_access_ends_after_start CHECK (ends_at > starts_at)
);

-- Who opened which résumé, and when: one row per file served from the book
-- (written in the same D1 batch as the permission check). sponsor_name is
-- the reader's username at the time, so the row still says who it was after
-- that account is deleted; organisation is NULL when an admin read it.
-- Rows go with the member's account.
CREATE TABLE resume_access_log (
  id INTEGER PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  sponsor_id TEXT REFERENCES users (id) ON DELETE SET NULL,
  sponsor_name TEXT NOT NULL,
  organisation TEXT,
  action TEXT NOT NULL CHECK (action IN ('view', 'download')),
  at INTEGER NOT NULL
);
-- The admins' log, newest first; a member's "viewed by N sponsors this term".
CREATE INDEX resume_access_log_at ON resume_access_log (at);
CREATE INDEX resume_access_log_member ON resume_access_log (member_id, at);
CREATE INDEX resume_access_log_sponsor ON resume_access_log (sponsor_id);
