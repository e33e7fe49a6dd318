/**
 * Whether a typed filter finds a major, as a recruiter means it: every word
 * of the filter must be the start of a word of the major ("mech" finds
 * Mechanical Engineering, "comp sci" Computer Science) or an abbreviation of
 * words that follow each other in it — their initials ("CS", "EE", "ECE" for
 * Electrical and Computer Engineering: "and", "of", "&" are skipped) or one
 * of the common short forms below ("ChemE", "BME", "Stats"). Matching by
 * whole words keeps "EE" from finding Mechanical Engineering, which the old
 * "part of the text" filter did.
 */

/** Short forms that are not initials, each with the words it stands for. */
export const MAJOR_SHORT_FORMS: Readonly<Record<string, string>> = {
  bme: "biomedical engineering",
  cheme: "chemical engineering",
  compe: "computer engineering",
  cpe: "computer engineering",
  compsci: "computer science",
  meche: "mechanical engineering",
  stats: "statistics",
  aero: "aerospace",
};

const SKIPPED = new Set(["and", "of", "in", "the", "for"]);

/** Lower-case words, accents folded, "&" and punctuation dropped. */
export function majorWords(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Whether `phrase` (words) appears in `words` as consecutive word starts. */
function hasPhrase(words: readonly string[], phrase: readonly string[]): boolean {
  for (let start = 0; start + phrase.length <= words.length; start++) {
    if (phrase.every((part, i) => words[start + i]!.startsWith(part))) return true;
  }
  return false;
}

/** Whether `token` is the initials of consecutive significant words ("ece"). */
function isInitials(words: readonly string[], token: string): boolean {
  if (token.length < 2) return false;
  const significant = words.filter((word) => !SKIPPED.has(word));
  for (let start = 0; start + token.length <= significant.length; start++) {
    if ([...token].every((letter, i) => significant[start + i]!.startsWith(letter))) return true;
  }
  return false;
}

function tokenMatches(words: readonly string[], token: string): boolean {
  if (words.some((word) => word.startsWith(token))) return true;
  const shortForm = MAJOR_SHORT_FORMS[token];
  if (shortForm && hasPhrase(words, shortForm.split(" "))) return true;
  return isInitials(words, token);
}

/** True when every word of `filter` finds the major; an empty filter finds every major, none finds a missing one. */
export function majorMatches(filter: string, major: string | null): boolean {
  const tokens = majorWords(filter);
  if (tokens.length === 0) return true;
  if (!major) return false;
  const words = majorWords(major);
  return tokens.every((token) => tokenMatches(words, token));
}
