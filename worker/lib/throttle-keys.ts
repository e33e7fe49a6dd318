/**
 * The names of the throttles' counters. They are pure functions of their
 * inputs, so layers below the services (the mail budget in worker/email) can
 * name a counter without importing the service that enforces it.
 */

/**
 * A network as the limits see it: an IPv4 address, or an IPv6 /64 (one
 * subscriber usually holds a whole /64, so single IPv6 addresses are free).
 */
export function networkOf(ip: string): string {
  if (!ip.includes(":")) return ip;
  const [head = "", tail] = ip.toLowerCase().split("::");
  const front = head ? head.split(":") : [];
  const back = tail ? tail.split(":") : [];
  const groups = tail === undefined ? front : [...front, ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill("0"), ...back];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/** Every throttle's key, built here only (D1 counters and the Rate Limiting binding alike). */
export const throttleKeys = {
  ipBrake: (ip: string) => `ip:${ip}`,
  loginAttempts: (account: string) => `login:${account.toLowerCase()}`,
  /** Failed passkey sign-ins naming one credential (ids are case-sensitive base64url). */
  passkeyFailures: (credentialId: string) => `passkey:${credentialId}`,
  codeMail: (email: string) => `code-mail:${email}`,
  resetMail: (email: string) => `reset-mail:${email}`,
  contactByIp: (ip: string) => `contact-ip:${ip}`,
  contactByEmail: (email: string) => `contact-email:${email}`,
  mailByNetwork: (ip: string) => `mail-net:${networkOf(ip)}`,
  /**
   * One share of a day's mail budget. The account share keeps the key the
   * whole budget had before it was split, so a deploy during the day does not
   * restart its count.
   */
  mailBudget: (day: string, share: "account" | "event") => (share === "account" ? `mail-budget:${day}` : `mail-budget:${share}:${day}`),
  /** The day's KV writes (one per sign-in), for the free-plan meter on the health page. */
  kvWrites: (day: string) => `kv-writes:${day}`,
  /** The day's KV writes of files (uploads while the files are in Workers KV): their share of the day's 1,000 (decision 100). */
  kvFileWrites: (day: string) => `kv-file-writes:${day}`,
  /** Test mails an admin sends from the health page. */
  testMail: (userId: string) => `test-mail:${userId}`,
  /** A member's RSVP changes (going, cancelled) for one event. */
  rsvpChanges: (userId: string, eventId: string) => `rsvp:${userId}:${eventId}`,
  /** The one "you have a place" mail a member gets per event and day. */
  placeMail: (userId: string, eventId: string) => `place-mail:${userId}:${eventId}`,
  resumeUploads: (userId: string) => `resume-upload:${userId}`,
  /** The messages an officer writes to members (decision 085). */
  mailings: (userId: string) => `mailings:${userId}`,
  /** An officer's image uploads (decision 078). */
  mediaUploads: (userId: string) => `media-upload:${userId}`,
  /** A member's check-in tries (codes and claims, right or wrong). */
  checkinTries: (userId: string) => `checkin:${userId}`,
  /** Check-in claims asked for from one network. */
  checkinClaimsByNetwork: (ip: string) => `checkin-claim-net:${networkOf(ip)}`,
  /** Wrong codes sent for claims to one event, from every network (decision 053). */
  checkinClaimMisses: (eventId: string) => `checkin-claim-miss:${eventId}`,
};
