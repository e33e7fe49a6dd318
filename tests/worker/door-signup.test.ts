import { describe, expect, it } from "vitest";
import { call, cookieJar, expectError, sessionCookie } from "./support/api";
import { createEvent, HOUR_MS, registerOfficer, utcFromNow } from "./support/events";
import { newIdentity, registerMember, verify } from "./support/members";
import { codeFrom, lastMail } from "./support/outbox";
import { checkIn, codeAt, displayOf } from "./support/points";

/**
 * The door's short sign-up (issue 35.13, decision 145): name, e-mail and one
 * password, no username — the Worker makes one from the name — and the claim
 * held from the scanned code checks the new member in once the e-mailed code
 * is entered.
 */

const MINUTE_MS = 60_000;

/** A door sign-up: no username, the name given. */
function doorSignup(firstName: string, lastName: string) {
  const { email, password } = newIdentity("door");
  return call("POST", "/api/auth/signup", { body: { firstName, lastName, email, password } }).then((result) => ({ result, email }));
}

async function verified(email: string, browser: string) {
  const answer = await verify(email, codeFrom(await lastMail(email)), browser);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { id: answer.body.data.userId as string, cookie: sessionCookie(answer) };
}

describe("the door's sign-up: name, e-mail, one password", () => {
  it("ends checked in: the code becomes a claim, the sign-up needs no username, the claim checks the new member in", async () => {
    const officer = await registerOfficer();
    const event = await createEvent(officer.cookie, { startsAt: utcFromNow(10 * MINUTE_MS), endsAt: utcFromNow(HOUR_MS), points: 7 });
    const claimed = await call("POST", `/api/events/${event.id}/checkin-claim`, {
      body: { code: await codeAt(await displayOf(event.id, officer.cookie)) },
      headers: { "CF-Connecting-IP": "198.51.100.61" },
    });
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);

    const surname = `Door${crypto.randomUUID().slice(0, 6)}`;
    const { result, email } = await doorSignup("Zoë", surname);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const member = await verified(email, cookieJar(result));
    const user = (await call("GET", `/api/users/${member.id}`, { cookie: member.cookie })).body.data;
    expect(user).toMatchObject({ firstName: "Zoë", lastName: surname, username: `zoe.${surname.toLowerCase()}`, major: null, graduationTerm: null });

    const checkedIn = await checkIn(event.id, member.cookie, { claim: claimed.body.data.claim });
    expect(checkedIn.status, JSON.stringify(checkedIn.body)).toBe(201);
    expect(checkedIn.body.data).toMatchObject({ points: 7, totalPoints: 7, alreadyCheckedIn: false });
  });

  it("a name whose plain username is taken gets four digits; a name with no Latin letter gets 'member…'", async () => {
    const surname = `Taken${crypto.randomUUID().slice(0, 6)}`;
    await registerMember({ ...newIdentity(), username: `mei.${surname.toLowerCase()}` });
    const first = await doorSignup("Mei", surname);
    const member = await verified(first.email, cookieJar(first.result));
    const user = (await call("GET", `/api/users/${member.id}`, { cookie: member.cookie })).body.data;
    expect(user.username).toMatch(new RegExp(`^mei\\.${surname.toLowerCase()}-\\d{4}$`));

    const other = await doorSignup("李", "伟");
    const second = await verified(other.email, cookieJar(other.result));
    const named = (await call("GET", `/api/users/${second.id}`, { cookie: second.cookie })).body.data;
    expect(named).toMatchObject({ firstName: "李", lastName: "伟" });
    expect(named.username).toMatch(/^member(-\d{4})?$/);
  });

  it("a username that is given is still checked: a taken one is refused at the field", async () => {
    const existing = await registerMember(newIdentity("holder"));
    const { email, password } = newIdentity("door");
    expectError(await call("POST", "/api/auth/signup", { body: { username: existing.username, email, password } }), 409, "USERNAME_TAKEN");
  });
});
