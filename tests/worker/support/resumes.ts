import type { StoredFileInfo } from "../../../worker/services/file-store";
import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { call, type ApiResult } from "./api";
import { newIdentity, registerAdmin, registerMember, type Member } from "./members";
import { publishSponsor } from "./content";

/** Files and accounts for the résumé-book tests. */

const encoder = new TextEncoder();

/**
 * A real one-page PDF (catalog, page, font, content stream, cross-reference
 * table, trailer, %%EOF) saying `text`, padded with an extra stream to
 * `size` bytes when asked.
 */
export function makePdf(text = "Resume", size = 0): Uint8Array {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
  ];
  const content = `BT /F1 24 Tf 72 700 Td (${text.replace(/[()\\]/g, "")}) Tj ET`;
  objects.push(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  objects.push("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>");
  const build = (padding: number) => {
    const all = padding > 0 ? [...objects, `<< /Length ${padding} >>\nstream\n${"0".repeat(padding)}\nendstream`] : objects;
    let out = "%PDF-1.7\n";
    const offsets: number[] = [];
    all.forEach((object, i) => {
      offsets.push(out.length);
      out += `${i + 1} 0 obj\n${object}\nendobj\n`;
    });
    const xref = out.length;
    out += `xref\n0 ${all.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
    out += `trailer\n<< /Size ${all.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return out;
  };
  let pdf = build(0);
  if (size > pdf.length) {
    // The padding's own header and length digits take some bytes: settle the padding in two steps.
    const overhead = build(1).length - 1;
    pdf = build(size - overhead);
    pdf = build(size - overhead - (pdf.length - size));
  }
  return encoder.encode(pdf);
}

/** A PNG's first bytes and a little more: an image someone renamed to .pdf. */
export function makePng(): Uint8Array {
  return new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, ...new Array(200).fill(7)]);
}

export function makeHtml(): Uint8Array {
  return encoder.encode("<!DOCTYPE html><html><body><script>alert(document.cookie)</script>%PDF-1.7</body></html>\n%%EOF\n");
}

/** PUT /api/me/resume with the bytes as the body, declared a PDF unless told otherwise. */
export function uploadResume(cookie: string, bytes: Uint8Array, options: { fileName?: string; contentType?: string | null } = {}) {
  const query = options.fileName !== undefined ? `?fileName=${encodeURIComponent(options.fileName)}` : "";
  const headers: Record<string, string> = {};
  if (options.contentType !== null) headers["Content-Type"] = options.contentType ?? "application/pdf";
  return call("PUT", `/api/me/resume${query}`, { cookie, rawBody: bytes, headers });
}

export async function patchUser(member: Pick<Member, "id" | "cookie">, body: Record<string, unknown>): Promise<ApiResult> {
  return call("PATCH", `/api/users/${member.id}`, { cookie: member.cookie, body: { id: member.id, ...body } });
}

/**
 * A member in the book: names, a profile, a résumé, opted in. `profile`
 * overrides the defaults (major, graduationTerm, degree, links…).
 */
export async function registerBookMember(profile: Record<string, unknown> = {}, pdf = makePdf("Member resume")): Promise<Member> {
  const member = await registerMember(newIdentity("book"));
  const patched = await patchUser(member, {
    firstName: "Mei",
    lastName: "Chen",
    major: "Computer Science",
    graduationTerm: "spring-2028",
    degree: "bachelor",
    ...profile,
  });
  expect(patched.status, JSON.stringify(patched.body)).toBe(200);
  const uploaded = await uploadResume(member.cookie, pdf);
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
  const joined = await patchUser(member, { inResumeBook: true });
  expect(joined.status, JSON.stringify(joined.body)).toBe(200);
  return member;
}

/** The sponsor the tests' recruiters work for: published on the sponsors page by registerSponsor. */
export const SPONSOR_ORGANISATION = "Riverbend Instruments";
/** Another organisation, for what counts organisations (published by the tests that use it). */
export const OTHER_ORGANISATION = "Larkspur Optics";
const DAY = 86_400_000;
const iso = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString();

/**
 * A recruiter's account (roles `sponsor` only) with a window around the real
 * now: "inside" (opened yesterday, ends in 30 days), "before" (starts in a
 * week) or "after" (ended yesterday). Granted through the admin API.
 */
export async function registerSponsor(when: "inside" | "before" | "after" = "inside", admin?: Member): Promise<Member & { from: string; until: string }> {
  const granter = admin ?? (await registerAdmin());
  const sponsor = await registerMember(newIdentity("sponsor"), "sponsor");
  const at = Date.now();
  const [from, until] = when === "inside" ? [at - DAY, at + 30 * DAY] : when === "before" ? [at + 7 * DAY, at + 37 * DAY] : [at - 60 * DAY, at - DAY];
  await publishSponsor(SPONSOR_ORGANISATION);
  const window = { organisation: SPONSOR_ORGANISATION, from: iso(from), until: iso(until) };
  const granted = await call("PUT", `/api/users/${sponsor.id}/sponsor-access`, { cookie: granter.cookie, body: window });
  expect(granted.status, JSON.stringify(granted.body)).toBe(200);
  return { ...sponsor, from: window.from, until: window.until };
}

/** The stored file behind a member's résumé, read from Workers KV (null when there is none). */
export async function storedObject(memberId: string) {
  const row = await env.DB.prepare("SELECT object_key AS key FROM resumes WHERE user_id = ?").bind(memberId).first<{ key: string }>();
  if (!row) return null;
  const { value, metadata } = await env.FILES.getWithMetadata<StoredFileInfo>(row.key, "arrayBuffer");
  return { key: row.key, object: value === null ? null : { bytes: new Uint8Array(value), contentType: metadata?.contentType } };
}
