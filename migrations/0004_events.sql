-- Events that officers run from the site, members' RSVPs, personal calendar
-- feeds, and the version that anonymous event lists are cached under.
-- Times are integer milliseconds since the epoch (the API speaks ISO 8601 in
-- UTC). See docs/decisions/020-events-in-d1.md.

-- An event. `slug` is made from the title once and kept when the title
-- changes, so links stay valid. `sequence` goes up on every change a calendar
-- must see (time, place, title, status). `going_count` and `waitlist_count`
-- are kept by the triggers below, so a list reads one row per event.
CREATE TABLE events (
  id TEXT PRIMARY KEY NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  category TEXT NOT NULL,
  location TEXT NOT NULL,
  location_url TEXT,
  starts_at INTEGER NOT NULL,
  ends_at INTEGER NOT NULL,
  capacity INTEGER CHECK (capacity IS NULL OR capacity > 0),
  rsvp_open INTEGER NOT NULL DEFAULT 1 CHECK (rsvp_open IN (0, 1)),
  points INTEGER NOT NULL DEFAULT 0 CHECK (points >= 0),
  status TEXT NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'cancelled')),
  sequence INTEGER NOT NULL DEFAULT 0,
  going_count INTEGER NOT NULL DEFAULT 0,
  waitlist_count INTEGER NOT NULL DEFAULT 0,
  created_by TEXT REFERENCES users (id) ON DELETE SET NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  -- Named, so that the Worker can tell which rule a change broke.
  CONSTRAINT event_ends_after_start CHECK (ends_at > starts_at),
  CONSTRAINT event_at_most_14_days CHECK (ends_at - starts_at <= 1209600000)
);
-- Lists by time (the list's range and order) and by category and time.
CREATE INDEX events_starts_at ON events (starts_at);
CREATE INDEX events_category_starts_at ON events (category, starts_at);

-- A member's RSVP. `joined_at` orders the waitlist (first come, first
-- promoted). Attendance (the next issue) adds its own columns here.
CREATE TABLE event_rsvps (
  id INTEGER PRIMARY KEY,
  event_id TEXT NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN ('going', 'waitlist')),
  joined_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (event_id, user_id)
);
-- The waitlist in order, and the counts, per event.
CREATE INDEX event_rsvps_event_status ON event_rsvps (event_id, status, joined_at);
-- A member's RSVPs (personal calendar feed, "my events").
CREATE INDEX event_rsvps_user ON event_rsvps (user_id);

-- The counts on each event follow every change of event_rsvps, whoever makes
-- it (the RSVP endpoints, a deleted account's cascade, check-in later).
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

-- A version per cached data set: anonymous event lists are kept in each
-- Worker isolate's memory under the version they were read at (decision
-- 021). Every change of an event (including its counts) draws a new random
-- version, so a cached list is never mistaken for a current one, even after
-- a restore from Time Travel.
CREATE TABLE data_versions (
  name TEXT PRIMARY KEY NOT NULL,
  version INTEGER NOT NULL
);
INSERT INTO data_versions (name, version) VALUES ('events', random() & 9007199254740991);

CREATE TRIGGER events_version_insert AFTER INSERT ON events BEGIN
  UPDATE data_versions SET version = random() & 9007199254740991 WHERE name = 'events';
END;

CREATE TRIGGER events_version_update AFTER UPDATE ON events BEGIN
  UPDATE data_versions SET version = random() & 9007199254740991 WHERE name = 'events';
END;

CREATE TRIGGER events_version_delete AFTER DELETE ON events BEGIN
  UPDATE data_versions SET version = random() & 9007199254740991 WHERE name = 'events';
END;

-- A member's personal calendar feed (/calendar/{token}.ics): the token is
-- stored hashed (SHA-256) and replaced when the member asks for a new one.
CREATE TABLE calendar_feeds (
  user_id TEXT PRIMARY KEY NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL
);
