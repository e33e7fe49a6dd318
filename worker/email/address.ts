/** A sender as "Name <address>" is written in MAIL_FROM: the name (if any) and the address. */
export type Sender = { name?: string; email: string };

/** "Name <address>" → { name, email }; a bare address → { email }. */
export function parseSender(value: string): Sender {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(value);
  if (match?.[2]) return match[1] ? { name: match[1], email: match[2].trim() } : { email: match[2].trim() };
  return { email: value.trim() };
}
