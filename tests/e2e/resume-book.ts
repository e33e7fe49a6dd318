import { samplePdf } from "../../scripts/seed/sample-pdf";
import { sessionCookie, type TestMember } from "./accounts";
import { api } from "./api";

/**
 * The résumé book's files for the browser tests, put there through the API
 * as the pages would: a member's profile, résumé and opt-in. (Members and
 * sponsors are made by accounts.ts.)
 */

/** A one-page résumé PDF naming the member. */
export const resumeOf = (name: string) => samplePdf([name, "Sample resume for the browser tests"]);

export type BookProfile = { firstName: string; lastName: string; major: string; graduationTerm: string; degree: string; links?: Record<string, string> };

/** Puts a member in the book: names and profile, a résumé, the opt-in. Returns the PDF it uploaded. */
export async function joinBook(member: TestMember, profile: BookProfile): Promise<Uint8Array> {
  const cookie = await sessionCookie(member.username, member.password);
  const patched = await api("PATCH", `/api/users/${member.id}`, cookie, { id: member.id, ...profile });
  if (patched.status !== 200) throw new Error(`profile of ${member.username}: ${JSON.stringify(patched.error)}`);
  const pdf = resumeOf(`${profile.firstName} ${profile.lastName}`);
  const uploaded = await api("PUT", "/api/me/resume?fileName=resume.pdf", cookie, pdf);
  if (uploaded.status !== 200) throw new Error(`résumé of ${member.username}: ${JSON.stringify(uploaded.error)}`);
  const joined = await api("PATCH", `/api/users/${member.id}`, cookie, { id: member.id, inResumeBook: true });
  if (joined.status !== 200) throw new Error(`opt-in of ${member.username}: ${JSON.stringify(joined.error)}`);
  return pdf;
}
