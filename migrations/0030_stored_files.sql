-- What the site's files take in their store (docs/decisions/100-files-without-a-card.md):
-- one row per area, media (officers' images, media/<id>-<width>.webp) and
-- resumes (members' PDFs, resumes/<random>), kept by the triggers below in
-- the same statement as the row that names the files, so the total can
-- never drift from the rows. The health page reads it against the free
-- plan's 1 GB of Workers KV. `r2_copied_at`: when the copy to R2 last went
-- through every file kept in KV (features/storage), NULL before.
CREATE TABLE stored_files (
  area TEXT PRIMARY KEY NOT NULL CHECK (area IN ('media', 'resumes')),
  files INTEGER NOT NULL DEFAULT 0,
  bytes INTEGER NOT NULL DEFAULT 0,
  r2_copied_at INTEGER
);

INSERT INTO stored_files (area, files, bytes)
SELECT 'media', COALESCE(SUM(json_array_length(variants)), 0), COALESCE(SUM(bytes), 0) FROM media;
INSERT INTO stored_files (area, files, bytes)
SELECT 'resumes', COUNT(*), COALESCE(SUM(size), 0) FROM resumes;

-- An image is one file per width (variants); `bytes` is all of them together.
CREATE TRIGGER stored_files_media_insert AFTER INSERT ON media BEGIN
  UPDATE stored_files SET files = files + json_array_length(NEW.variants), bytes = bytes + NEW.bytes WHERE area = 'media';
END;

CREATE TRIGGER stored_files_media_delete AFTER DELETE ON media BEGIN
  UPDATE stored_files SET files = files - json_array_length(OLD.variants), bytes = bytes - OLD.bytes WHERE area = 'media';
END;

-- A member has at most one résumé; a new upload replaces the row's file (an upsert's UPDATE).
CREATE TRIGGER stored_files_resumes_insert AFTER INSERT ON resumes BEGIN
  UPDATE stored_files SET files = files + 1, bytes = bytes + NEW.size WHERE area = 'resumes';
END;

CREATE TRIGGER stored_files_resumes_update AFTER UPDATE OF size ON resumes BEGIN
  UPDATE stored_files SET bytes = bytes - OLD.size + NEW.size WHERE area = 'resumes';
END;

CREATE TRIGGER stored_files_resumes_delete AFTER DELETE ON resumes BEGIN
  UPDATE stored_files SET files = files - 1, bytes = bytes - OLD.size WHERE area = 'resumes';
END;
