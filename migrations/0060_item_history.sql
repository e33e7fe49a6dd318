-- History, undo and preview of what officers edit (docs/decisions/130-item-history-and-drafts.md).
--
-- item_versions: each save of a content item or an event keeps the item as it
-- was before, written in the same D1 batch as the change. `kind` is the
-- content collection, or 'event'; `item` is the whole item as JSON (a content
-- item: its status and fields; an event: its editable fields); `saved_by` and
-- `saved_at` say who wrote that version and when. Only the newest
-- ITEM_VERSIONS_KEPT (50) per item are kept, and an item's versions go when
-- the item itself is removed for good.
CREATE TABLE item_versions (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  item_id TEXT NOT NULL,
  item TEXT NOT NULL CHECK (json_valid(item)),
  saved_by TEXT REFERENCES users (id) ON DELETE SET NULL,
  saved_at INTEGER NOT NULL,
  replaced_at INTEGER NOT NULL
);
CREATE INDEX item_versions_item ON item_versions (kind, item_id, id);

CREATE TRIGGER item_versions_bounded AFTER INSERT ON item_versions BEGIN
  DELETE FROM item_versions
  WHERE kind = NEW.kind AND item_id = NEW.item_id
    AND id NOT IN (SELECT id FROM item_versions WHERE kind = NEW.kind AND item_id = NEW.item_id ORDER BY id DESC LIMIT 50);
END;

CREATE TRIGGER content_items_versions_delete AFTER DELETE ON content_items BEGIN
  DELETE FROM item_versions WHERE kind = OLD.collection AND item_id = OLD.id;
END;

CREATE TRIGGER events_versions_delete AFTER DELETE ON events BEGIN
  DELETE FROM item_versions WHERE kind = 'event' AND item_id = OLD.id;
END;

-- Who saved the item as it is now (the versions' `saved_by` is copied from it).
ALTER TABLE content_items ADD COLUMN updated_by TEXT REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE events ADD COLUMN updated_by TEXT REFERENCES users (id) ON DELETE SET NULL;

-- A published item's change saved as a draft: not public (the public pages
-- read content_items.fields only) until "Publish" makes it the item's fields.
-- One draft per item; it goes with the item.
CREATE TABLE content_drafts (
  item_id TEXT PRIMARY KEY NOT NULL REFERENCES content_items (id) ON DELETE CASCADE,
  fields TEXT NOT NULL CHECK (json_valid(fields)),
  saved_by TEXT REFERENCES users (id) ON DELETE SET NULL,
  saved_at INTEGER NOT NULL
);
