-- Feedback after an event (issue 21, decision 085): a member who checked in
-- rates the event 1–5 with an optional comment, once (a second answer
-- replaces the first) while the event's feedback is open. Officers see the
-- results per event without names; members see none.
CREATE TABLE event_feedback (
  id INTEGER PRIMARY KEY,
  event_id TEXT NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  comment TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (event_id, user_id)
);
