-- The per-member daily cap on the mails members set off by using the site
-- (confirmations, removals, a place from the waitlist; decision 120): such a
-- row now names its member in `user_id` (until now only an officer's
-- message's rows did), and the queue counts a member's rows of the day before
-- it queues another. This index makes that count read only the member's rows.
CREATE INDEX mail_queue_user_day ON mail_queue (user_id, created_at) WHERE user_id IS NOT NULL;
