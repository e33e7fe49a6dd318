-- Web Push (issue 34, docs/decisions/115-web-push.md): the devices a member
-- turned notifications on for, the topics they take by push, and the pushes
-- waiting to go, one row per device.

-- A browser's push subscription (its push service's endpoint and the keys of
-- RFC 8291), only on the browsers' push services' hosts. One endpoint is one
-- browser: whoever subscribed last on it owns it.
CREATE TABLE push_subscriptions (
  id INTEGER PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  endpoint TEXT NOT NULL UNIQUE,
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  label TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  last_sent_at INTEGER
);
CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id);

-- The topics (those of mail_opt_outs) a member takes by push: a row means
-- "push me these". `mail_too` = 1: the member asked for the mail as well, for
-- the topics whose mail push replaces (RSVP confirmations, announcements).
CREATE TABLE push_topics (
  id INTEGER PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  topic TEXT NOT NULL CHECK (topic IN ('confirmations', 'reminders', 'changes', 'announcements')),
  mail_too INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  UNIQUE (user_id, topic)
);

-- One push to one device. `dedupe_key` names what it tells and the device,
-- so a job or request that runs again never pushes twice. The payload is
-- cleared once the push was handed over (or failed, or expired).
CREATE TABLE push_queue (
  id INTEGER PRIMARY KEY,
  dedupe_key TEXT NOT NULL UNIQUE,
  subscription_id INTEGER NOT NULL REFERENCES push_subscriptions(id) ON DELETE CASCADE,
  payload TEXT,
  urgency TEXT NOT NULL CHECK (urgency IN ('low', 'normal', 'high')),
  state TEXT NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'sent', 'failed', 'expired')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  not_after INTEGER,
  last_status INTEGER,
  created_at INTEGER NOT NULL,
  sent_at INTEGER
);
CREATE INDEX push_queue_due ON push_queue (next_attempt_at) WHERE state = 'queued';
CREATE INDEX push_queue_state ON push_queue (state, created_at);
