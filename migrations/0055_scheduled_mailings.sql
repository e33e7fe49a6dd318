-- Officers' messages to be sent later (issue 35, item 12; decision 126):
-- the message as written and the instant it is due. The hourly job takes
-- the due ones (`state` scheduled → sending, so two runs never take one
-- twice) and records each as a message of `mailings` (`mailing_id`), or
-- why it could not go (`failure`: the event was deleted, nobody would get
-- it, the officer no longer is one). Cancelling deletes the row.
-- `event_title` keeps the event's name for the list if the event is deleted.
CREATE TABLE scheduled_mailings (
  id TEXT PRIMARY KEY,
  audience TEXT NOT NULL CHECK (audience IN ('going', 'waitlist', 'checked-in', 'members')),
  event_id TEXT REFERENCES events(id) ON DELETE SET NULL,
  event_title TEXT,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  send_at INTEGER NOT NULL,
  scheduled_by TEXT REFERENCES users(id) ON DELETE SET NULL,
  scheduled_by_name TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  state TEXT NOT NULL DEFAULT 'scheduled' CHECK (state IN ('scheduled', 'sending', 'sent', 'failed')),
  mailing_id TEXT REFERENCES mailings(id) ON DELETE SET NULL,
  failure TEXT
);

-- What the hourly job reads: the due ones, soonest first.
CREATE INDEX scheduled_mailings_due ON scheduled_mailings (send_at) WHERE state = 'scheduled';
