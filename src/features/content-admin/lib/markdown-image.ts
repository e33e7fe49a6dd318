/**
 * A picture put into a Markdown text where the cursor is ("Insert photo", issue 35): `![alt](src)`
 * on a paragraph of its own, so it is drawn as a picture and not in the middle of a sentence. What
 * was selected is replaced. `cursor` is where the typing goes on: after the picture.
 */
export function insertMarkdownImage(text: string, start: number, end: number, image: { src: string; alt: string }) {
  const before = text.slice(0, start);
  const after = text.slice(end);
  // The alt text is the image's label: brackets and backslashes in it would end or break it.
  const alt = image.alt.trim().replace(/[\\[\]]/g, "\\$&");
  const snippet = `![${alt}](${image.src})`;
  const lead = before === "" || before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
  const tail = after === "" || after.startsWith("\n\n") ? "" : after.startsWith("\n") ? "\n" : "\n\n";
  const inserted = `${lead}${snippet}${tail}`;
  return { text: `${before}${inserted}${after}`, cursor: before.length + inserted.length };
}
