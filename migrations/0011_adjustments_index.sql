-- The admins' and officers' list of adjustments (GET /api/points/adjustments,
-- docs/decisions/056-one-list-of-adjustments.md): newest first, by when they
-- were written. Partial, so it holds only the few adjustment rows, and the
-- list never walks the attendance rows that make up most of the ledger.
-- An index only: worker/db/schema.ts mirrors tables and columns, not indexes.
CREATE INDEX points_ledger_adjustments ON points_ledger (created_at DESC, id DESC) WHERE kind = 'adjustment';
