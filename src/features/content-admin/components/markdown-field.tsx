import { useId, useMemo, useRef, useState } from "react";
import { renderMarkdown } from "~/shared/markdown";
import { secondaryButton } from "~/components/buttons";
import { TextAreaField } from "~/components/text-area-field";
import { PROSE } from "~/shared/prose";
import { insertMarkdownImage } from "../lib/markdown-image";
import { InsertPhotoDialog } from "./insert-photo-dialog";

type MarkdownFieldProps = {
  name: string;
  label: string;
  rows?: number | undefined;
  value: string;
  onChange: (value: string) => void;
  hint?: string | undefined;
  error?: string | undefined;
};

/**
 * A Markdown text with a preview drawn by the same renderer as the public page, so what an officer sees
 * before publishing is what visitors will read. The renderer is in the editors' own chunk (only officers
 * load it): loaded on demand instead, its import split a helper into a chunk every page loaded.
 * "Insert photo" uploads a photo or picks one from the library and writes it where the cursor was.
 */
export function MarkdownField({ name, label, rows, value, onChange, hint, error }: MarkdownFieldProps) {
  const [previewing, setPreviewing] = useState(false);
  const previewId = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  // Where the cursor was when "Insert photo" was pressed (the dialog takes the focus).
  const [inserting, setInserting] = useState<{ start: number; end: number } | null>(null);

  function insert(image: { src: string; alt: string }) {
    if (!inserting) return;
    const next = insertMarkdownImage(value, inserting.start, inserting.end, image);
    setInserting(null);
    onChange(next.text);
    // Once the dialog has given the focus back: typing goes on after the photo.
    requestAnimationFrame(() => {
      textarea.current?.focus();
      textarea.current?.setSelectionRange(next.cursor, next.cursor);
    });
  }

  // Rendered as typed while the preview is open: marked takes about a quarter of a millisecond for a post.
  const html = useMemo(() => (previewing ? renderMarkdown(value) : null), [previewing, value]);

  return (
    <div className="space-y-2">
      <TextAreaField
        ref={textarea}
        name={name}
        label={label}
        rows={rows}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        hint={hint ?? "Markdown: **bold**, *italic*, ## a heading, - a list, [a link](https://…), ![what it shows](/media/…) a photo."}
        error={error}
      />
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={secondaryButton}
          onClick={() => {
            const area = textarea.current;
            setInserting({ start: area?.selectionStart ?? value.length, end: area?.selectionEnd ?? value.length });
          }}
        >
          Insert photo<span className="sr-only"> into {label}</span>
        </button>
        <button type="button" className={secondaryButton} aria-expanded={previewing} aria-controls={previewId} onClick={() => setPreviewing((on) => !on)}>
          {previewing ? "Hide preview" : "Preview"}
        </button>
      </div>
      {inserting && <InsertPhotoDialog onInsert={insert} onClose={() => setInserting(null)} />}
      <section id={previewId} hidden={!previewing} aria-label={`Preview of ${label}`} className="rounded-md border border-line px-4 py-2">
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the renderer's safe subset (raw HTML escaped, unsafe links refused), src/shared/markdown.ts */}
        {previewing && html !== null && <div className={PROSE} dangerouslySetInnerHTML={{ __html: html }} />}
      </section>
    </div>
  );
}
