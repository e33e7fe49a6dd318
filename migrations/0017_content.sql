-- The content officers edit on the site (docs/decisions/077-content-in-d1.md):
-- every collection's items in one table, the fields as JSON checked by the
-- collection's contract (src/shared/content/) before they are written.
-- `slug` repeats fields.slug for the collections whose items are pages, so
-- that an address is unique among the items not deleted. A delete only sets
-- deleted_at: the item can be restored for 30 days, then the daily job
-- removes it.
CREATE TABLE content_items (
  id TEXT PRIMARY KEY NOT NULL,
  collection TEXT NOT NULL CHECK (collection IN ('board', 'sponsors', 'albums', 'slides', 'programs', 'posts', 'resources')),
  slug TEXT,
  status TEXT NOT NULL CHECK (status IN ('draft', 'published')),
  position INTEGER NOT NULL,
  fields TEXT NOT NULL CHECK (json_valid(fields)),
  created_by TEXT REFERENCES users(id) ON DELETE SET NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  deleted_at INTEGER
);

CREATE INDEX content_items_list ON content_items (collection, deleted_at, position);
CREATE UNIQUE INDEX content_items_slug ON content_items (collection, slug) WHERE slug IS NOT NULL AND deleted_at IS NULL;

-- A version per collection, changed by every write (as for events): what a
-- cache keyed by it must read again.
INSERT INTO data_versions (name, version)
SELECT 'content:' || value, random() & 9007199254740991
FROM json_each('["board", "sponsors", "albums", "slides", "programs", "posts", "resources"]');

CREATE TRIGGER content_items_version_insert AFTER INSERT ON content_items BEGIN
  UPDATE data_versions SET version = random() & 9007199254740991 WHERE name = 'content:' || NEW.collection;
END;

CREATE TRIGGER content_items_version_update AFTER UPDATE ON content_items BEGIN
  UPDATE data_versions SET version = random() & 9007199254740991 WHERE name = 'content:' || NEW.collection;
END;

CREATE TRIGGER content_items_version_delete AFTER DELETE ON content_items BEGIN
  UPDATE data_versions SET version = random() & 9007199254740991 WHERE name = 'content:' || OLD.collection;
END;
