const MONTHS = [
  "January", "February", "March", "April", "May", "June",
  "July", "August", "September", "October", "November", "December",
];

/**
 * "2026-09-21" → "September 21, 2026". Calendar dates from the content are
 * formatted by hand rather than through Date and Intl, so the result does not
 * depend on the time zone of the machine that prerenders or hydrates.
 */
export function formatLongDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${day}, ${year}`;
}

