-- An officer's message is written once and each member's mail when it is
-- sent (decision 088). Until now POST /api/mailings rendered and signed every
-- recipient's mail inside the request — its CPU grew with the chapter, past
-- the free plan's 10 ms for a few hundred members. Now the request records
-- the message (mailings) and queues one row per recipient with one INSERT …
-- SELECT that carries only the recipient and the message: `message` stays
-- NULL, and the drain writes the mail (the body, the unsubscribe link) from
-- `mailing_id` and `user_id` just before handing it to a transport, for the
-- mails that run sends. Mail of every other kind keeps its rendered message.
-- SQLite cannot drop a NOT NULL, so the table is made again with its rows.
CREATE TABLE mail_queue_new (
  id INTEGER PRIMARY KEY,
  dedupe_key TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL CHECK (kind IN ('signup', 'contact', 'account', 'event')),
  share TEXT NOT NULL CHECK (share IN ('account', 'event')),
  priority INTEGER NOT NULL,
  to_address TEXT NOT NULL,
  message TEXT,
  state TEXT NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'sent', 'failed', 'expired')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  not_after INTEGER,
  last_error TEXT,
  created_at INTEGER NOT NULL,
  sent_at INTEGER,
  failed_at INTEGER,
  mailing_id TEXT REFERENCES mailings(id),
  user_id TEXT,
  -- A row is either a rendered mail or a message's mail to a member.
  CHECK (message IS NOT NULL OR (mailing_id IS NOT NULL AND user_id IS NOT NULL))
);
INSERT INTO mail_queue_new (
  id, dedupe_key, kind, share, priority, to_address, message, state, attempts,
  next_attempt_at, not_after, last_error, created_at, sent_at, failed_at
)
SELECT
  id, dedupe_key, kind, share, priority, to_address, message, state, attempts,
  next_attempt_at, not_after, last_error, created_at, sent_at, failed_at
FROM mail_queue;
DROP TABLE mail_queue;
ALTER TABLE mail_queue_new RENAME TO mail_queue;

-- As in 0020: what the drain reads, and what the maintenance prunes and the health page counts.
CREATE INDEX mail_queue_due ON mail_queue (priority, next_attempt_at) WHERE state = 'queued';
CREATE INDEX mail_queue_state ON mail_queue (state, created_at);

-- A message's mails that were not sent because, by their turn, the member
-- had turned the topic off or the account was gone (the drain takes them off
-- the queue). Counted here because the queue's rows are pruned after a week.
ALTER TABLE mailings ADD COLUMN skipped INTEGER NOT NULL DEFAULT 0;
