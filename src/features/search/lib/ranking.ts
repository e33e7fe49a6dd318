import type { SearchEntry } from "./search-index";

/**
 * Ranking and highlighting by whole words, on top of Fuse.js. Fuse (with the
 * product's loose threshold, docs/product.md: Search) still finds near
 * misses, but by itself it ranks scattered letters ("Sp-on-s-or-s" for
 * "mentor") like real matches and highlights them letter by letter. Here each query word is compared with
 * the words of a title and a description: the same word counts most, a word
 * it begins ("career" in "careers") less, a slip of one letter in a longer
 * word ("sponsr") least; a word in the title counts three times one in the
 * description. Results with such words come first, by that score; then
 * Fuse's other finds, by Fuse's score. Marks cover whole words.
 */

export type MatchRanges = readonly (readonly [number, number])[];

type Word = { start: number; end: number; norm: string };

/** Lower case without accents, so "resume" finds "Résumé". */
const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

const WORD = /[\p{L}\p{N}]+/gu;

/** The words of a text with their places in it (end inclusive, as Fuse reports ranges). */
export function wordsOf(text: string): Word[] {
  return [...text.matchAll(WORD)].map((m) => ({ start: m.index, end: m.index + m[0].length - 1, norm: fold(m[0]) }));
}

/** The query's words; one-letter words match too much to count. */
export function queryWords(query: string): string[] {
  return [...new Set([...fold(query).matchAll(WORD)].map((m) => m[0]).filter((word) => word.length >= 2))];
}

const EXACT = 3;
const PREFIX = 2;
const NEAR = 1;
const TITLE_WEIGHT = 3;

/** Optimal string alignment distance (a swap of two neighbours counts as one slip), stopping early beyond `max`. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** Shorter query words have too many neighbours one slip away ("fair": "far", "pairs") to forgive one. */
const NEAR_MIN_LENGTH = 5;

/** How well a query word matches a text word: EXACT, PREFIX, NEAR (one slip, for words of five letters or more) or 0. */
export function wordMatch(query: string, word: string): number {
  if (word === query) return EXACT;
  if (word.startsWith(query)) return PREFIX;
  if (query.length < NEAR_MIN_LENGTH) return 0;
  // A slip in the query, in the word as typed so far or in the whole word ("sponsr" → "sponsors").
  const near = [word.slice(0, query.length), word.slice(0, query.length + 1), word].some((part) => distance(query, part, 1) <= 1);
  return near ? NEAR : 0;
}

export type IndexedEntry = { entry: SearchEntry; title: Word[]; description: Word[] };

export const indexEntry = (entry: SearchEntry): IndexedEntry => ({
  entry,
  title: wordsOf(entry.title),
  description: wordsOf(entry.description),
});

/** The best match of `query` among `words`, and the words that reach it or any match (to mark). */
function bestIn(query: string, words: Word[], marked: Set<Word>): number {
  let best = 0;
  for (const word of words) {
    const match = wordMatch(query, word.norm);
    if (match > 0) marked.add(word);
    best = Math.max(best, match);
  }
  return best;
}

export type WordScore = { score: number; titleRanges: MatchRanges; descriptionRanges: MatchRanges };

/** An entry's score for the query's words (0: no word matches) and its whole matched words as ranges. */
export function scoreEntry(indexed: IndexedEntry, words: readonly string[]): WordScore {
  const titleMarks = new Set<Word>();
  const descriptionMarks = new Set<Word>();
  let score = 0;
  for (const query of words) {
    score += Math.max(bestIn(query, indexed.title, titleMarks) * TITLE_WEIGHT, bestIn(query, indexed.description, descriptionMarks));
  }
  const ranges = (marks: Set<Word>) => [...marks].sort((a, b) => a.start - b.start).map((w) => [w.start, w.end] as const);
  return { score, titleRanges: ranges(titleMarks), descriptionRanges: ranges(descriptionMarks) };
}

/** Fuse's character ranges as whole words: the words that hold three or more matched characters in a row. */
export function wholeWords(words: Word[], ranges: MatchRanges): MatchRanges {
  const overlap = (word: Word, [start, end]: readonly [number, number]) => Math.min(end, word.end) - Math.max(start, word.start) + 1;
  return words.filter((word) => ranges.some((range) => overlap(word, range) >= 3)).map((word) => [word.start, word.end] as const);
}
