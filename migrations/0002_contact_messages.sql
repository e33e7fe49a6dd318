-- Messages sent through the contact form on /about. Kept so that admins can
-- read them even if forwarding by e-mail fails. No IP address is stored.
CREATE TABLE contact_messages (
  id TEXT PRIMARY KEY NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  message TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  handled INTEGER NOT NULL DEFAULT 0 CHECK (handled IN (0, 1))
);
CREATE INDEX contact_messages_created ON contact_messages (created_at DESC);
