-- The second reminder, two hours before (decision 092): an officer's choice
-- per event, off unless ticked, because on the free plan a second reminder
-- for every event would double the reminder mail. The hourly job reads it.
ALTER TABLE events ADD COLUMN remind_soon INTEGER NOT NULL DEFAULT 0 CHECK (remind_soon IN (0, 1));
