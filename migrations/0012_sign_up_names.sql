-- A sign-up asks for the member's name and, optionally, their major and
-- expected graduation: kept with the pending sign-up (like its username and
-- password) until the code is right, then written into the new account.
-- Empty names and NULLs when the sign-up did not give them (the API keeps
-- taking sign-ups without them).
ALTER TABLE verifications ADD COLUMN first_name TEXT NOT NULL DEFAULT '';
ALTER TABLE verifications ADD COLUMN last_name TEXT NOT NULL DEFAULT '';
ALTER TABLE verifications ADD COLUMN major TEXT;
ALTER TABLE verifications ADD COLUMN graduation_season TEXT CHECK (graduation_season IN ('winter', 'spring', 'summer', 'fall'));
ALTER TABLE verifications ADD COLUMN graduation_year INTEGER;
