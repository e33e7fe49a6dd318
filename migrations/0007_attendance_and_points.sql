-- Attendance and points (issue 11): terms, check-in (a secret and a window
-- per event, attendance on the RSVP row), the points ledger with the totals it
-- keeps, and members' leaderboard setting. Times are integer milliseconds.
-- See docs/decisions/024-points-ledger-and-terms.md,
-- 025-check-in-codes.md and 026-leaderboards.md.

-- A term ("Fall 2026"): [starts_at, ends_at). Terms never overlap; the Worker
-- checks that inside the very INSERT or UPDATE that writes one, so two
-- officers cannot race past it. A ledger row counts towards the term that
-- contains its `occurred_at`, so terms can be defined after the fact.
CREATE TABLE terms (
  id TEXT PRIMARY KEY NOT NULL,
  name TEXT NOT NULL,
  starts_at INTEGER NOT NULL,
  ends_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  CONSTRAINT term_ends_after_start CHECK (ends_at > starts_at),
  -- 367 days: a school year, with room for a leap day.
  CONSTRAINT term_at_most_a_year CHECK (ends_at - starts_at <= 31708800000)
);
CREATE INDEX terms_starts_at ON terms (starts_at);

-- Check-in. The secret (32 random bytes, hex) is what the officer's display
-- computes the rotating codes from (RFC 6238); it never appears in an answer
-- to a member. The Worker makes one for each new event; the trigger below
-- makes one for any event inserted without (and the UPDATE for the existing).
-- The window opens `checkin_opens_before_minutes` before the start and closes
-- `checkin_closes_after_minutes` after the end.
ALTER TABLE events ADD COLUMN checkin_secret TEXT NOT NULL DEFAULT '';
ALTER TABLE events ADD COLUMN checkin_opens_before_minutes INTEGER NOT NULL DEFAULT 15
  CHECK (checkin_opens_before_minutes BETWEEN 0 AND 1440);
ALTER TABLE events ADD COLUMN checkin_closes_after_minutes INTEGER NOT NULL DEFAULT 30
  CHECK (checkin_closes_after_minutes BETWEEN 0 AND 1440);
UPDATE events SET checkin_secret = lower(hex(randomblob(32)));

CREATE TRIGGER events_checkin_secret AFTER INSERT ON events WHEN NEW.checkin_secret = '' BEGIN
  UPDATE events SET checkin_secret = lower(hex(randomblob(32))) WHERE id = NEW.id;
END;

-- Attendance lives on the member's row of event_rsvps, beside the RSVP: the
-- status stays the sign-up (going or waitlist, counted against the capacity
-- as before), `attended_at` is what happened at the door. A member who checks
-- in without having RSVPed gets a row (`walk_in` = 1) with the status an RSVP
-- would get at that moment, so `going` never exceeds the capacity.
ALTER TABLE event_rsvps ADD COLUMN attended_at INTEGER;
ALTER TABLE event_rsvps ADD COLUMN checkin_method TEXT CHECK (checkin_method IN ('code', 'claim', 'manual'));
-- The officer who checked the member in by hand.
ALTER TABLE event_rsvps ADD COLUMN checked_in_by TEXT REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE event_rsvps ADD COLUMN walk_in INTEGER NOT NULL DEFAULT 0 CHECK (walk_in IN (0, 1));
-- Who checked in to an event, in order (the display's count, the list).
CREATE INDEX event_rsvps_attended ON event_rsvps (event_id, attended_at) WHERE attended_at IS NOT NULL;

-- Members may leave the leaderboards (they still see their own rank).
ALTER TABLE users ADD COLUMN show_on_leaderboard INTEGER NOT NULL DEFAULT 1 CHECK (show_on_leaderboard IN (0, 1));
-- The all-time leaderboard in order, and the counts above a rank, reading
-- only members who are on it.
CREATE INDEX users_leaderboard ON users (points DESC, id) WHERE show_on_leaderboard = 1 AND points > 0;

-- Every change of points, append-only. `occurred_at` decides the term: the
-- event's start for attendance (and its reversal), the moment of the change
-- for an adjustment. `idempotency_key` makes a doubled request harmless:
-- `attendance:{event}:{user}` for a first check-in, `…:{n}` after n removals,
-- `reversal:{the reversed row's key}`, `adjustment:{random}`.
CREATE TABLE points_ledger (
  id INTEGER PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  delta INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('attendance', 'adjustment', 'reversal')),
  event_id TEXT REFERENCES events (id),
  reason TEXT NOT NULL,
  -- Who made the change (the member for a self check-in). Kept when that
  -- account goes: rows are never updated.
  actor_id TEXT,
  occurred_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  idempotency_key TEXT NOT NULL UNIQUE,
  CONSTRAINT ledger_event_rows_name_their_event CHECK (kind = 'adjustment' OR event_id IS NOT NULL)
);
-- A member's history, newest first (the rowid follows the index).
CREATE INDEX points_ledger_user ON points_ledger (user_id);
-- An event's rows (the foreign key's lookups when an event is deleted).
CREATE INDEX points_ledger_event ON points_ledger (event_id) WHERE event_id IS NOT NULL;

-- Points awarded before the ledger existed (typed in by an admin) become one
-- opening row per member, so the sum of the ledger is the total from now on.
-- Written before the trigger below exists, so they are not added twice.
INSERT INTO points_ledger (user_id, delta, kind, reason, actor_id, occurred_at, created_at, idempotency_key)
SELECT id, points, 'adjustment', 'Points before the ledger (opening balance)', NULL,
       CAST(strftime('%s', 'now') AS INTEGER) * 1000, CAST(strftime('%s', 'now') AS INTEGER) * 1000,
       'opening-balance:' || id
FROM users WHERE points <> 0;

-- Each member's points per term, kept with the ledger so a term's
-- leaderboard reads one row per member instead of summing every row.
-- `shown` copies users.show_on_leaderboard (kept by the triggers below), so
-- the board's index holds only the members it shows and its counts need no
-- join.
CREATE TABLE term_points (
  id INTEGER PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  term_id TEXT NOT NULL REFERENCES terms (id) ON DELETE CASCADE,
  points INTEGER NOT NULL,
  shown INTEGER NOT NULL DEFAULT 1 CHECK (shown IN (0, 1)),
  UNIQUE (user_id, term_id)
);
CREATE INDEX term_points_board ON term_points (term_id, points DESC, user_id) WHERE points > 0 AND shown = 1;

CREATE TRIGGER users_leaderboard_setting AFTER UPDATE OF show_on_leaderboard ON users
WHEN OLD.show_on_leaderboard <> NEW.show_on_leaderboard BEGIN
  UPDATE term_points SET shown = NEW.show_on_leaderboard WHERE user_id = NEW.id;
END;

-- The totals follow every row, in the statement that writes it: users.points
-- (which cannot go below zero: a change that would is refused whole) and the
-- member's points in the term of the row.
CREATE TRIGGER points_ledger_totals AFTER INSERT ON points_ledger BEGIN
  UPDATE users SET points = points + NEW.delta WHERE id = NEW.user_id;
  INSERT INTO term_points (user_id, term_id, points, shown)
  SELECT NEW.user_id, t.id, NEW.delta, (SELECT u.show_on_leaderboard FROM users u WHERE u.id = NEW.user_id) FROM terms t
  WHERE t.starts_at <= NEW.occurred_at AND t.ends_at > NEW.occurred_at
  ON CONFLICT (user_id, term_id) DO UPDATE SET points = points + excluded.points;
END;

-- Append-only, enforced by the database: rows are never changed, and deleted
-- only with the member's account (the cascade runs once the user row is gone).
CREATE TRIGGER points_ledger_no_update BEFORE UPDATE ON points_ledger BEGIN
  SELECT RAISE(ABORT, 'points_ledger is append-only');
END;

CREATE TRIGGER points_ledger_no_delete BEFORE DELETE ON points_ledger
WHEN EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) BEGIN
  SELECT RAISE(ABORT, 'points_ledger rows go only with the member''s account');
END;
