import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { termSchema } from "../../src/shared/terms";
import { call } from "./support/api";
import { DAY_MS, registerOfficer } from "./support/events";
import { registerAdmin, registerMember, type Member } from "./support/members";
import { createTerm, iso } from "./support/points";
import { publishSponsor } from "./support/content";
import { OTHER_ORGANISATION, registerBookMember, registerSponsor, SPONSOR_ORGANISATION } from "./support/resumes";

/**
 * Which sponsor views a member's count covers: since the latest term
 * (officers define terms in D1) to have started — the one containing today
 * or, between terms, the last — and every view before the first term
 * (decision 033). A database of its own: it makes the term containing today.
 */

const views = async (member: Member) => {
  const result = await call("GET", "/api/me/resume", { cookie: member.cookie });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  const { term, organisations } = result.body.data.sponsorViews;
  return { term: term === null ? null : termSchema.parse(term), organisations };
};

/** A sponsor of another organisation than registerSponsor's, inside its window. */
async function otherSponsor(admin: Member): Promise<Member> {
  const sponsor = await registerMember(undefined, "sponsor");
  await publishSponsor(OTHER_ORGANISATION);
  const granted = await call("PUT", `/api/users/${sponsor.id}/sponsor-access`, {
    cookie: admin.cookie,
    body: { organisation: OTHER_ORGANISATION, from: iso(Date.now() - DAY_MS), until: iso(Date.now() + DAY_MS) },
  });
  expect(granted.status, JSON.stringify(granted.body)).toBe(200);
  return sponsor;
}

describe("GET /api/me/resume: the term the sponsor views count for", () => {
  it("ever before the first term; then since the latest term to have started, the current one or the last", async () => {
    const [admin, officer] = await Promise.all([registerAdmin(), registerOfficer()]);
    const owner = await registerBookMember({ firstName: "Ravi", lastName: "Iyer" });
    for (const sponsor of [await registerSponsor("inside", admin), await otherSponsor(admin)]) {
      expect((await call("GET", `/api/resume-book/${owner.id}/resume`, { cookie: sponsor.cookie })).status).toBe(200);
    }
    const now = Math.floor(Date.now() / 1000) * 1000;
    const moveView = (organisation: string, at: number) =>
      env.DB.prepare("UPDATE resume_access_log SET at = ? WHERE member_id = ? AND organisation = ?").bind(at, owner.id, organisation).run();
    await moveView(OTHER_ORGANISATION, now - 400 * DAY_MS);

    // No term yet: every view counts.
    expect(await views(owner)).toEqual({ term: null, organisations: 2 });

    // Between terms: since the last one began, its end and the days after it included.
    const past = await createTerm(officer.cookie, { name: "Past Term", startsAt: iso(now - 200 * DAY_MS), endsAt: iso(now - 100 * DAY_MS) });
    expect(await views(owner)).toEqual({ term: past, organisations: 1 });
    // A term that has not started changes nothing.
    await createTerm(officer.cookie, { name: "Next Term", startsAt: iso(now + 10 * DAY_MS), endsAt: iso(now + 100 * DAY_MS) });
    expect(await views(owner)).toEqual({ term: past, organisations: 1 });

    // The term containing today: since it began.
    const current = await createTerm(officer.cookie, { name: "Now Term", startsAt: iso(now - 10 * DAY_MS), endsAt: iso(now + 10 * DAY_MS) });
    expect(await views(owner)).toEqual({ term: current, organisations: 1 });
    await moveView(SPONSOR_ORGANISATION, Date.parse(current.startsAt) - 1);
    expect(await views(owner)).toEqual({ term: current, organisations: 0 });
    await moveView(SPONSOR_ORGANISATION, Date.parse(current.startsAt));
    expect(await views(owner)).toEqual({ term: current, organisations: 1 });
  });
});
