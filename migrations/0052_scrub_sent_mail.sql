-- A mail that was sent, failed for good or expired no longer keeps its body
-- readable in D1 (decision 124): an outside review read a password-reset link
-- from a sent row of mail_queue and used it. The queue now scrubs `message`
-- in the statement that records the terminal state; this scrubs the rows
-- that reached one before. (An officer's message's rows never held a body.)
UPDATE mail_queue SET message = '' WHERE state IN ('sent', 'failed', 'expired') AND message IS NOT NULL;
