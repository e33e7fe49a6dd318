-- Invitations to become an officer (issue 35, decision 135). An admin invites an address; the
-- invitee becomes an officer on verifying it: at sign-up (the verified sign-up accepts every pending
-- invitation to its address), or by following the mailed link signed in with that address. The
-- link's secret is stored only as its SHA-256 (`token_hash`); an invitation is used once
-- (`accepted_at`), and works until `expires_at`. Inviting an address again replaces its pending one.
CREATE TABLE officer_invitations (
  id TEXT PRIMARY KEY NOT NULL,
  email TEXT NOT NULL,
  token_hash TEXT NOT NULL,
  invited_by TEXT REFERENCES users(id) ON DELETE SET NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  accepted_at INTEGER,
  accepted_by TEXT REFERENCES users(id) ON DELETE SET NULL
);

CREATE UNIQUE INDEX officer_invitations_token ON officer_invitations (token_hash);
CREATE INDEX officer_invitations_email ON officer_invitations (email, accepted_at);
