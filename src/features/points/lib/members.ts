/** "First Last", or the username when the member gave no name. */
export function memberName(member: { username: string; firstName: string; lastName: string }): string {
  return [member.firstName, member.lastName].filter(Boolean).join(" ") || member.username;
}

/** A member's public page (as the account feature links it: /users/{username}/{id}). */
export function memberPagePath(member: { username: string; userId: string }): string {
  return `/users/${encodeURIComponent(member.username)}/${encodeURIComponent(member.userId)}`;
}

const numberFormat = new Intl.NumberFormat("en-US");
/** "1,250". */
export const formatPoints = (points: number) => numberFormat.format(points);

/** "+4", "−2" (a real minus sign), for ledger rows. */
export const formatDelta = (delta: number) => (delta > 0 ? `+${numberFormat.format(delta)}` : `−${numberFormat.format(-delta)}`);

/** "1st", "2nd", "3rd", "11th", "22nd". */
export function ordinal(rank: number): string {
  const tens = rank % 100;
  const suffix = tens >= 11 && tens <= 13 ? "th" : (["th", "st", "nd", "rd"][rank % 10] ?? "th");
  return `${rank}${suffix}`;
}
