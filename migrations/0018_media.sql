-- Images officers upload (docs/decisions/078-media-uploads.md): one row per
-- image, its files in R2 (MEDIA) at media/<id>-<width>.webp, one per width
-- the browser made (the kind's widths up to the picture's own size).
-- `variants` is JSON: [{"width", "height", "bytes"}] narrowest first; `width`
-- and `height` are the widest file's, `bytes` all files together. The row
-- outlives its uploader (uploaded_by becomes NULL).
CREATE TABLE media (
  id TEXT PRIMARY KEY NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('portrait', 'photo', 'logo')),
  variants TEXT NOT NULL CHECK (json_valid(variants)),
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  bytes INTEGER NOT NULL,
  file_name TEXT NOT NULL,
  uploaded_by TEXT REFERENCES users(id) ON DELETE SET NULL,
  uploaded_at INTEGER NOT NULL
);

-- The library lists newest first.
CREATE INDEX media_uploaded_at ON media (uploaded_at DESC);
