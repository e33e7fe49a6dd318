import { samplePdf } from "../../scripts/seed/sample-pdf";
import type { TestMember } from "./accounts";
import { signIn, type Session } from "./api";

/**
 * The résumé book's accounts and files for the browser tests, made through
 * the API as the pages would make them: members with a profile, a résumé
 * and the opt-in; sponsors with a window granted by an admin.
 */

export { signIn, type Session } from "./api";

/** A one-page résumé PDF naming the member. */
export const resumeOf = (name: string) => samplePdf([name, "Sample resume for the browser tests"]);

export type BookProfile = { firstName: string; lastName: string; major: string; graduationTerm: string; degree: string; links?: Record<string, string> };

/** Puts a member in the book: names and profile, a résumé, the opt-in. Returns the PDF it uploaded. */
export async function joinBook(member: TestMember, profile: BookProfile): Promise<Uint8Array> {
  const session = await signIn(member);
  const patched = await session.call("PATCH", `/api/users/${member.id}`, { id: member.id, ...profile });
  if (patched.status !== 200) throw new Error(`profile of ${member.username}: ${JSON.stringify(patched.json)}`);
  const pdf = resumeOf(`${profile.firstName} ${profile.lastName}`);
  const uploaded = await session.call("PUT", "/api/me/resume?fileName=resume.pdf", pdf);
  if (uploaded.status !== 200) throw new Error(`résumé of ${member.username}: ${JSON.stringify(uploaded.json)}`);
  const joined = await session.call("PATCH", `/api/users/${member.id}`, { id: member.id, inResumeBook: true });
  if (joined.status !== 200) throw new Error(`opt-in of ${member.username}: ${JSON.stringify(joined.json)}`);
  return pdf;
}

const DAY = 86_400_000;

/**
 * Makes `member` a recruiter's account (the sponsor role alone) with a
 * window `fromDays`…`untilDays` around now, granted by `admin`.
 */
export async function makeSponsor(admin: Session, member: TestMember, window: { fromDays: number; untilDays: number }, organisation = "Orchard Compute") {
  const now = Date.now();
  const granted = await admin.call("PUT", `/api/users/${member.id}/sponsor-access`, {
    organisation,
    from: new Date(now + window.fromDays * DAY).toISOString(),
    until: new Date(now + window.untilDays * DAY).toISOString(),
  });
  if (granted.status !== 200) throw new Error(`access for ${member.username}: ${JSON.stringify(granted.json)}`);
  const roles = await admin.call("PATCH", `/api/users/${member.id}`, { id: member.id, roles: "sponsor" });
  if (roles.status !== 200) throw new Error(`roles of ${member.username}: ${JSON.stringify(roles.json)}`);
}
