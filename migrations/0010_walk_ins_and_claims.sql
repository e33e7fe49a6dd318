-- Check-in at the door: walk-ins are attendees, a claim is redeemed by one
-- account, and officers can replace an event's check-in secret. Times are
-- integer milliseconds. See docs/decisions/053-claim-guess-cap.md and
-- 054-walk-ins-and-secret-rotation.md.

-- Whoever has checked in is in the room, whatever the capacity: their row is
-- `going` (a walk-in's from the start, an RSVP on the waitlist from the
-- moment of the check-in), so the waitlist and its count hold only people
-- still waiting. Rows checked in before this rule move over here; the
-- counting triggers of 0004 follow the status change.
UPDATE event_rsvps SET status = 'going' WHERE attended_at IS NOT NULL AND status = 'waitlist';

-- When the event's check-in secret was last replaced (null: never). Claims
-- issued before it no longer check anyone in, as codes of the old secret no
-- longer do.
ALTER TABLE events ADD COLUMN checkin_secret_changed_at INTEGER;

-- Claims redeemed, one account each: the SHA-256 (hex) of the claim's
-- signature, never the claim itself. Kept until the claim expires (the daily
-- clean-up deletes them after), so a second account is refused while it
-- could still be used. No foreign key to the member: a claim stays spent
-- when its account goes.
CREATE TABLE checkin_claim_redemptions (
  claim_hash TEXT PRIMARY KEY NOT NULL,
  event_id TEXT NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  user_id TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX checkin_claim_redemptions_expires_at ON checkin_claim_redemptions (expires_at);
CREATE INDEX checkin_claim_redemptions_event ON checkin_claim_redemptions (event_id);
