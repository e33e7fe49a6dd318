/**
 * An event's description is plain text (docs/api.md): paragraphs separated
 * by blank lines, and web addresses that should be links. No HTML is ever
 * read from it; the page makes elements from these pieces.
 */
export type TextPiece = { text: string; href?: string };

// http(s) addresses up to whitespace; closing punctuation is left out below.
const URL = /https?:\/\/[^\s<>"]+/g;

/** The description's paragraphs, each a list of text and links. */
export function descriptionParagraphs(description: string): TextPiece[][] {
  return description
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map(linkPieces);
}

function linkPieces(paragraph: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let at = 0;
  for (const match of paragraph.matchAll(URL)) {
    // "See https://example.org/a." — the full stop ends the sentence, not the address.
    const href = match[0].replace(/[.,;:!?)\]'’]+$/, "");
    const start = match.index;
    if (start > at) pieces.push({ text: paragraph.slice(at, start) });
    pieces.push({ text: href, href });
    at = start + href.length;
  }
  if (at < paragraph.length) pieces.push({ text: paragraph.slice(at) });
  return pieces;
}
