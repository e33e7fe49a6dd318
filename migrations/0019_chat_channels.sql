-- The chapter's group chats (Discord webhooks, GroupMe bots) where new events,
-- changes and cancellations are posted (issue 21). `target` is the secret that
-- lets anyone post there (a webhook address, a bot id): only officers read it,
-- and the API answers it masked. The last post's outcome is kept for the
-- officers' screen: a failure is shown there, never to members.
CREATE TABLE chat_channels (
  id TEXT PRIMARY KEY NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('discord', 'groupme')),
  target TEXT NOT NULL,
  label TEXT NOT NULL,
  created_by TEXT REFERENCES users(id) ON DELETE SET NULL,
  created_at INTEGER NOT NULL,
  last_posted_at INTEGER,
  last_error TEXT,
  last_error_at INTEGER
);

CREATE UNIQUE INDEX chat_channels_target ON chat_channels (kind, target);
