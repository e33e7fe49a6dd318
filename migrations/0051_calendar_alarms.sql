-- Calendars remind for free (issue 34, decision 122): each event in a
-- member's personal feed carries VALARMs, so their own calendar reminds them
-- at no cost to the chapter's mail. The member's choice is kept with their
-- feed: the day before and an hour before (the default), one of them, or none.
ALTER TABLE calendar_feeds ADD COLUMN alarms TEXT NOT NULL DEFAULT 'day-and-hour' CHECK (alarms IN ('day-and-hour', 'day', 'hour', 'none'));
