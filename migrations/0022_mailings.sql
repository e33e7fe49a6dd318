-- Officers write to people (issue 21, decision 085): to everyone going to,
-- waiting for or checked in at one event, or an announcement to all members.
-- A row records who wrote what, when, to whom and how many; the mails
-- themselves are rows of mail_queue with the dedupe key
-- `mailing:<id>:<member>`, spread over the days the plan said (their
-- `next_attempt_at`), so the progress is read from the queue.
-- `event_title` keeps the event's name for the list if the event is deleted.
-- `last_day`: the UTC day the plan expects the last mail to go out.
CREATE TABLE mailings (
  id TEXT PRIMARY KEY,
  audience TEXT NOT NULL CHECK (audience IN ('going', 'waitlist', 'checked-in', 'members')),
  event_id TEXT REFERENCES events(id) ON DELETE SET NULL,
  event_title TEXT,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  sent_by TEXT REFERENCES users(id) ON DELETE SET NULL,
  sent_by_name TEXT NOT NULL,
  recipients INTEGER NOT NULL,
  sent_today INTEGER NOT NULL,
  last_day TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

-- The officers' list, newest first.
CREATE INDEX mailings_created ON mailings (created_at);

-- A fourth topic a member may turn off: announcements to all members. SQLite
-- cannot change a CHECK, so the table is made again with the rows it had.
CREATE TABLE mail_opt_outs_new (
  id INTEGER PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  topic TEXT NOT NULL CHECK (topic IN ('confirmations', 'reminders', 'changes', 'announcements')),
  created_at INTEGER NOT NULL,
  UNIQUE (user_id, topic)
);
INSERT INTO mail_opt_outs_new (id, user_id, topic, created_at) SELECT id, user_id, topic, created_at FROM mail_opt_outs;
DROP TABLE mail_opt_outs;
ALTER TABLE mail_opt_outs_new RENAME TO mail_opt_outs;
