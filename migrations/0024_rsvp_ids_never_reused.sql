-- An RSVP's id is never given to another RSVP. Without AUTOINCREMENT, SQLite
-- hands a new row the largest id plus one, so when the newest RSVP was
-- cancelled (its row deleted), the next RSVP took its id. Mail and links name
-- an RSVP by its id (decision 081): the confirmation's dedupe key
-- `rsvp:{id}:confirmed` then matched the cancelled RSVP's mail and the new
-- member got no confirmation, and a cancel link was no longer single-use in
-- effect. AUTOINCREMENT keeps the largest id ever used (sqlite_sequence), so
-- ids only grow. SQLite cannot add it to a table, so the table is rebuilt
-- with its rows, indexes and count triggers.
DROP TRIGGER event_rsvps_count_insert;
DROP TRIGGER event_rsvps_count_delete;
DROP TRIGGER event_rsvps_count_update;

CREATE TABLE event_rsvps_rebuilt (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  event_id TEXT NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN ('going', 'waitlist')),
  joined_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  attended_at INTEGER,
  checkin_method TEXT CHECK (checkin_method IN ('code', 'claim', 'manual')),
  checked_in_by TEXT REFERENCES users (id) ON DELETE SET NULL,
  walk_in INTEGER NOT NULL DEFAULT 0 CHECK (walk_in IN (0, 1)),
  UNIQUE (event_id, user_id)
);

INSERT INTO event_rsvps_rebuilt (id, event_id, user_id, status, joined_at, updated_at, attended_at, checkin_method, checked_in_by, walk_in)
SELECT id, event_id, user_id, status, joined_at, updated_at, attended_at, checkin_method, checked_in_by, walk_in FROM event_rsvps;

DROP TABLE event_rsvps;
ALTER TABLE event_rsvps_rebuilt RENAME TO event_rsvps;

CREATE INDEX event_rsvps_event_status ON event_rsvps (event_id, status, joined_at);
CREATE INDEX event_rsvps_user ON event_rsvps (user_id);
CREATE INDEX event_rsvps_attended ON event_rsvps (event_id, attended_at) WHERE attended_at IS NOT NULL;

-- The counts on each event follow every change of event_rsvps (as in 0004).
CREATE TRIGGER event_rsvps_count_insert AFTER INSERT ON event_rsvps BEGIN
  UPDATE events
  SET going_count = going_count + (NEW.status = 'going'),
      waitlist_count = waitlist_count + (NEW.status = 'waitlist')
  WHERE id = NEW.event_id;
END;

CREATE TRIGGER event_rsvps_count_delete AFTER DELETE ON event_rsvps BEGIN
  UPDATE events
  SET going_count = going_count - (OLD.status = 'going'),
      waitlist_count = waitlist_count - (OLD.status = 'waitlist')
  WHERE id = OLD.event_id;
END;

CREATE TRIGGER event_rsvps_count_update AFTER UPDATE OF status ON event_rsvps WHEN OLD.status <> NEW.status BEGIN
  UPDATE events
  SET going_count = going_count + (NEW.status = 'going') - (OLD.status = 'going'),
      waitlist_count = waitlist_count + (NEW.status = 'waitlist') - (OLD.status = 'waitlist')
  WHERE id = NEW.event_id;
END;
