/** "fall-2024" → "Fall 2024": how a term id from the content reads on the pages. */
export function termLabel(termId: string): string {
  const [season = "", year = ""] = termId.split("-");
  return `${season.charAt(0).toUpperCase()}${season.slice(1)} ${year}`;
}

/** Newest term first: by year, then spring < summer < fall < winter within a year. */
export function compareTermsNewestFirst(a: string, b: string): number {
  const order = ["spring", "summer", "fall", "winter"];
  const [seasonA = "", yearA = "0"] = a.split("-");
  const [seasonB = "", yearB = "0"] = b.split("-");
  return Number(yearB) - Number(yearA) || order.indexOf(seasonB) - order.indexOf(seasonA);
}
