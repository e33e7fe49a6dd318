/**
 * A count with its noun, for the SPA and the Worker alike: `plural(1, "point")`
 * is "1 point", `plural(3, "point")` "3 points". Nouns whose plural is not
 * the noun plus "s" give it: `plural(2, "match", "matches")`. English rules
 * (those of `Intl.PluralRules("en-US")`, plural.test.ts compares): 1 and -1
 * are singular; 0 and 1.5 take the plural. Not Intl's own: the first Intl
 * object a page makes loads the browser's locale data, and the events' cards
 * count at load (decision 164). Counts are written as they are (no thousands
 * separator); `count` formats them otherwise, e.g. `plural(1250, "point", { count: formatPoints })`.
 */

type PluralOptions = { count?: (n: number) => string };

/** The noun alone for this count: `noun(1, "résumé")` → "résumé", `noun(2, "résumé")` → "résumés". */
export function noun(n: number, singular: string, pluralForm = `${singular}s`): string {
  // As Intl's: the count read to three decimals is 1 (1.0001 is "1").
  return Math.round(Math.abs(n) * 1000) === 1000 ? singular : pluralForm;
}

/** "1 point", "2 points", "0 points"; "1 match", "3 matches" with the plural given. */
export function plural(n: number, singular: string, pluralForm?: string | PluralOptions, options: PluralOptions = {}): string {
  const irregular = typeof pluralForm === "string" ? pluralForm : undefined;
  const { count = String } = typeof pluralForm === "object" ? pluralForm : options;
  return `${count(n)} ${noun(n, singular, irregular)}`;
}
