-- The last mail a transport refused, by kind only (decision 107): the setup page
-- shows what it means before the site has an admin, the health page after.
-- One row, replaced at each failure; no address, no server answer, no secret.
CREATE TABLE last_mail_failure (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  kind TEXT NOT NULL,
  transport TEXT NOT NULL,
  failed_at INTEGER NOT NULL,
  -- The queued mail that failed: a mail queued after it (or it) that went out makes this history.
  mail_id INTEGER NOT NULL
);
