import type { Token, Tokens } from "marked";

/**
 * The typography the site's Markdown has had since its first post (markdown-it's `typographer`), kept
 * when the renderer moved to marked (decision 159), which has none: “double” and ‘single’ quotes and
 * the apostrophe (’), – for `--`, — for `---`, … for `...`, ± for `+-`, ©, ® and ™ for `(c)`, `(r)` and
 * `(tm)`. Only in text: never in code, an address, an autolink or a backslash-escaped character. A
 * port of markdown-it 15's `rules_core/replacements` and `rules_core/smartquotes` (MIT) to marked's
 * tokens, so a body saved again reads as it did.
 */
export function typeset(tokens: Token[]): Token[] {
  for (const token of tokens) typesetBlock(token);
  return tokens;
}

function typesetBlock(token: Token): void {
  switch (token.type) {
    case "paragraph":
    case "heading":
    case "text": // a tight list item's text: its inline tokens, as a paragraph's
      if (token.tokens) typesetInline(token.tokens);
      return;
    case "blockquote":
      typeset((token as Tokens.Blockquote).tokens);
      return;
    case "list":
      for (const item of (token as Tokens.List).items) typeset(item.tokens);
      return;
    case "table": {
      const table = token as Tokens.Table;
      for (const cell of [...table.header, ...table.rows.flat()]) typesetInline(cell.tokens);
      return;
    }
  }
}

/**
 * One paragraph's (heading's, cell's) inline tokens, flattened as markdown-it holds them: text that
 * may change (`text`), and what only gives its neighbours context (code, an escaped character, an
 * image's words, the start and end of emphasis or a link, `break` for a line break) at its depth.
 */
type Piece = { level: number; content: string; text?: Tokens.Text; isBreak?: boolean };

function piecesOf(tokens: Token[], level: number, pieces: Piece[]): Piece[] {
  for (const token of tokens) {
    if (token.type === "text" && !token.tokens) pieces.push({ level, content: token.text, text: token as Tokens.Text });
    else if (token.type === "br") pieces.push({ level, content: "", isBreak: true });
    else if ((token.type === "link" && !token.autolink) || token.type === "strong" || token.type === "em" || token.type === "del") {
      pieces.push({ level, content: "" });
      piecesOf(token.tokens ?? [], level + 1, pieces);
      pieces.push({ level, content: "" });
    } else pieces.push({ level, content: "text" in token ? String(token.text) : "" });
  }
  return pieces;
}

function typesetInline(tokens: Token[]): void {
  const pieces = piecesOf(tokens, 0, []);
  // A line's leading and trailing spaces go, as markdown-it dropped them (a browser shows none), so `--`
  // at an indented line's start is a dash as it was.
  for (const piece of pieces) if (piece.text) piece.content = piece.content.replace(/[ \t]*\n[ \t]*/g, "\n");
  const [first, last] = [pieces[0], pieces.at(-1)];
  if (first?.text) first.content = first.content.replace(/^\s+/, "");
  if (last?.text) last.content = last.content.replace(/\s+$/, "");
  for (const piece of pieces) if (piece.text) piece.content = replaceSymbols(piece.content);
  if (pieces.some((piece) => piece.text && QUOTE_TEST.test(piece.content))) placeQuotes(pieces);
  for (const piece of pieces) if (piece.text) piece.text.text = piece.content;
}

function replaceSymbols(text: string): string {
  if (!RARE.test(text) && !SCOPED_ABBR.test(text)) return text;
  return text
    .replace(/\((c|tm|r)\)/gi, (_, name: string) => ABBREVIATIONS[name.toLowerCase()] ?? name)
    .replace(/\+-/g, "±")
    .replace(/\.{2,}/g, "…")
    .replace(/([?!])…/g, "$1..")
    .replace(/([?!]){4,}/g, "$1$1$1")
    .replace(/,{2,}/g, ",")
    .replace(/(^|[^-])---(?=[^-]|$)/gm, "$1—")
    .replace(/(^|\s)--(?=\s|$)/gm, "$1–")
    .replace(/(^|[^-\s])--(?=[^-\s]|$)/gm, "$1–");
}

const RARE = /\+-|\.\.|\?\?\?\?|!!!!|,,|--/;
const SCOPED_ABBR = /\((c|tm|r)\)/i;
const ABBREVIATIONS: Record<string, string> = { c: "©", r: "®", tm: "™" };
const QUOTE_TEST = /['"]/;
const QUOTES = { double: ["“", "”"], single: ["‘", "’"] } as const;
const APOSTROPHE = "’";
const MAX_OPENERS = 1000;
const PUNCTUATION = /[\p{P}\p{S}]/u;
const WHITESPACE = /[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]/;

type Opener = { piece: number; position: number; single: boolean; level: number; previousSameQuote: number };
type Replacement = { position: number; character: string };

/** markdown-it's smartquotes: a quote opens, closes or is an apostrophe by the characters around it. */
function placeQuotes(pieces: Piece[]): void {
  const stack: Opener[] = [];
  const heads = { single: -1, double: -1 };
  const replacements = new Map<number, Replacement[]>();
  const replace = (piece: number, position: number, character: string) =>
    replacements.set(piece, [...(replacements.get(piece) ?? []), { position, character }]);
  const truncate = (length: number) => {
    while (stack.length > length) {
      const opener = stack.pop()!;
      if (opener.single) heads.single = opener.previousSameQuote;
      else heads.double = opener.previousSameQuote;
    }
  };

  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i]!;
    let j = stack.length - 1;
    while (j >= 0 && stack[j]!.level > piece.level) j--;
    truncate(j + 1);
    if (!piece.text) continue;

    const text = piece.content;
    const quote = /['"]/g;
    for (let match = quote.exec(text); match; match = quote.exec(text)) {
      const single = match[0] === "'";
      const lastChar = match.index > 0 ? text[match.index - 1]! : neighbour(pieces, i, -1);
      const nextChar = match.index + 1 < text.length ? text[match.index + 1]! : neighbour(pieces, i, 1);
      const lastPunctuation = PUNCTUATION.test(lastChar);
      const nextPunctuation = PUNCTUATION.test(nextChar);
      const lastWhitespace = WHITESPACE.test(lastChar);
      const nextWhitespace = WHITESPACE.test(nextChar);
      let canOpen = !nextWhitespace && !(nextPunctuation && !(lastWhitespace || lastPunctuation));
      let canClose = !lastWhitespace && !(lastPunctuation && !(nextWhitespace || nextPunctuation));
      // 1"" (inches twice) is neither.
      if (nextChar === '"' && match[0] === '"' && /[0-9]/.test(lastChar)) canOpen = canClose = false;
      if (canOpen && canClose) {
        canOpen = lastPunctuation;
        canClose = nextPunctuation;
      }
      if (!canOpen && !canClose) {
        if (single) replace(i, match.index, APOSTROPHE);
        continue;
      }
      if (canClose) {
        const head = single ? heads.single : heads.double;
        const opener = head >= 0 ? stack[head] : undefined;
        if (opener && opener.level === piece.level) {
          const [open, close] = single ? QUOTES.single : QUOTES.double;
          replace(i, match.index, close);
          replace(opener.piece, opener.position, open);
          truncate(head);
          continue;
        }
      }
      if (canOpen) {
        if (stack.length >= MAX_OPENERS) return;
        stack.push({ piece: i, position: match.index, single, level: piece.level, previousSameQuote: single ? heads.single : heads.double });
        if (single) heads.single = stack.length - 1;
        else heads.double = stack.length - 1;
      } else if (canClose && single) replace(i, match.index, APOSTROPHE);
    }
  }

  for (const [index, list] of replacements) {
    const piece = pieces[index]!;
    let result = "";
    let last = 0;
    for (const { position, character } of list.sort((a, b) => a.position - b.position)) {
      result += piece.content.slice(last, position) + character;
      last = position + 1;
    }
    piece.content = result + piece.content.slice(last);
  }
}

/** The character before (`-1`) or after (`1`) piece `i` in its line, a space at a line break or the edge. */
function neighbour(pieces: Piece[], i: number, step: -1 | 1): string {
  for (let j = i + step; j >= 0 && j < pieces.length; j += step) {
    const piece = pieces[j]!;
    if (piece.isBreak) break;
    if (piece.content) return step < 0 ? piece.content.at(-1)! : piece.content[0]!;
  }
  return " ";
}
