-- The body of a post or a program as its page shows it (issue 37, decision 147): the officers'
-- Markdown rendered to sanitized HTML (src/shared/markdown.ts) once, when the item is saved, so a
-- page view serves it as stored and the Worker's cold start carries no Markdown renderer. NULL for
-- the other collections, and for an item last saved before this column: its page renders the
-- Markdown when read, and its next save stores it.
ALTER TABLE content_items ADD COLUMN body_html TEXT;
