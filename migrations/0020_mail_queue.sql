-- Every mail the site sends goes through this queue (issue 21, decision 081):
-- its kind and the share of the daily budget it draws on (decision 050), a
-- priority (lower first), the rendered message (JSON: subject, text, html,
-- reply-to, headers, attachments), and its state. Account mail is tried at
-- once by the request that queues it; the rest by the request and then by
-- the hourly job, within the day's shares. `dedupe_key` is unique, so a job
-- that fails half-way and runs again never queues a mail twice. A failed
-- attempt leaves the row queued with a later `next_attempt_at` (backoff);
-- after the last attempt it is `failed`, kept for the health page. A mail
-- that is pointless once `not_after` has passed (a reminder after the event
-- started) is `expired` instead of sent late. Sent rows are pruned by the
-- daily maintenance.
CREATE TABLE mail_queue (
  id INTEGER PRIMARY KEY,
  dedupe_key TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL CHECK (kind IN ('signup', 'contact', 'account', 'event')),
  share TEXT NOT NULL CHECK (share IN ('account', 'event')),
  priority INTEGER NOT NULL,
  to_address TEXT NOT NULL,
  message TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'sent', 'failed', 'expired')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  not_after INTEGER,
  last_error TEXT,
  created_at INTEGER NOT NULL,
  sent_at INTEGER,
  failed_at INTEGER
);

-- What the drain reads: the queued rows that are due, most urgent first.
CREATE INDEX mail_queue_due ON mail_queue (priority, next_attempt_at) WHERE state = 'queued';
-- What the maintenance prunes and the health page counts.
CREATE INDEX mail_queue_state ON mail_queue (state, created_at);

-- The local outbox keeps what the queue hands a transport besides the text:
-- the headers (List-Unsubscribe) and the attachments (an event's .ics), as JSON.
ALTER TABLE dev_outbox ADD COLUMN headers TEXT;
ALTER TABLE dev_outbox ADD COLUMN attachments TEXT;

-- The mails a member has turned off, by topic (issue 21): a row means "not
-- these". Account mail (codes, resets, security notices) has no topic and
-- cannot be turned off. Set on the notifications page, or by the one-click
-- unsubscribe (RFC 8058) in every mail of a topic.
CREATE TABLE mail_opt_outs (
  id INTEGER PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  topic TEXT NOT NULL CHECK (topic IN ('confirmations', 'reminders', 'changes')),
  created_at INTEGER NOT NULL,
  UNIQUE (user_id, topic)
);
