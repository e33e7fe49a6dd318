/**
 * A count with its noun, for the SPA and the Worker alike: `plural(1, "point")`
 * is "1 point", `plural(3, "point")` "3 points". Nouns whose plural is not
 * the noun plus "s" give it: `plural(2, "match", "matches")`. English rules
 * (`Intl.PluralRules("en-US")`): 1 and -1 are singular; 0 and 1.5
 * take the plural. Counts are written as they are (no thousands separator);
 * `count` formats them otherwise, e.g. `plural(1250, "point", { count: formatPoints })`.
 */

const rules = new Intl.PluralRules("en-US");

type PluralOptions = { count?: (n: number) => string };

/** The noun alone for this count: `noun(1, "résumé")` → "résumé", `noun(2, "résumé")` → "résumés". */
export function noun(n: number, singular: string, pluralForm = `${singular}s`): string {
  return rules.select(n) === "one" ? singular : pluralForm;
}

/** "1 point", "2 points", "0 points"; "1 match", "3 matches" with the plural given. */
export function plural(n: number, singular: string, pluralForm?: string | PluralOptions, options: PluralOptions = {}): string {
  const irregular = typeof pluralForm === "string" ? pluralForm : undefined;
  const { count = String } = typeof pluralForm === "object" ? pluralForm : options;
  return `${count(n)} ${noun(n, singular, irregular)}`;
}
