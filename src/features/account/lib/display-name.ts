/** "First Last", or the username when the member gave no name. */
export function displayName(user: { username: string; firstName: string; lastName: string }): string {
  return [user.firstName, user.lastName].filter(Boolean).join(" ") || user.username;
}

/** A member's public page. */
export function publicPagePath(user: { username: string; id: string }): string {
  return `/users/${encodeURIComponent(user.username)}/${encodeURIComponent(user.id)}`;
}
