import { describe, expect, it } from "vitest";
import * as identity from "../../site.config";
import * as other from "../../../tests/fixtures/other-chapter.config";
import { identityPath, identityProblems } from "./identity";

/**
 * The identity file's one schema, as a webmaster meets it: one line per problem, the field's path as
 * written in the file, what is wrong, and after the dash what to do. Each case breaks a copy of the
 * real identity file the way a person editing it would.
 */

type Identity = { site: Record<string, unknown>; about: Record<string, unknown>; sponsorPitch: Record<string, unknown>; sponsorTiers: unknown[] };

/** A deep, writable copy of the identity file's exports. */
const copy = (): Identity =>
  JSON.parse(JSON.stringify({ site: identity.site, about: identity.about, sponsorPitch: identity.sponsorPitch, sponsorTiers: identity.sponsorTiers }));

/** The problems of the identity after `change`. */
function problemsAfter(change: (draft: Identity) => void): string[] {
  const draft = copy();
  change(draft);
  return identityProblems(draft);
}

describe("the identity file's schema", () => {
  it("finds no problem in the identity file, nor in CI's second identity", () => {
    expect(identityProblems(identity)).toEqual([]);
    expect(identityProblems(other)).toEqual([]);
  });

  it("says where, what and the fix, one line per problem", () => {
    const problems = problemsAfter((draft) => {
      const categories = draft.site.eventCategories as Record<string, number>;
      categories["Hackathons, game jams and more"] = 10;
      categories["A kind of event whose name is far too long for a filter"] = 5;
      draft.site.timeZone = "Australia/Syndey";
      (draft.sponsorTiers[1] as { label: string }).label = "";
    });
    expect(problems).toEqual([
      expect.stringMatching(/^site\.timeZone: is not a time zone the runtime knows \(it is "Australia\/Syndey"\) — write a name such as /),
      expect.stringMatching(/^site\.eventCategories\["Hackathons, game jams and more"\]: must be one line without commas or semicolons .* — remove them$/),
      'site.eventCategories["A kind of event whose name is far too long for a filter"]: must be 1 to 40 characters — shorten it',
      "sponsorTiers[1].label: must be at least 1 character — write the tier's name as visitors read it",
    ]);
    for (const line of problems) expect(line).not.toContain("\n");
  });

  it("prints a path as it is written in the file", () => {
    expect(identityPath(["about", "timeline", 2, "year"])).toBe("about.timeline[2].year");
    expect(identityPath(["site", "eventCategories", "General assembly"])).toBe('site.eventCategories["General assembly"]');
    expect(identityPath(["sponsorTiers"])).toBe("sponsorTiers");
  });

  it("takes any founding year a real chapter has: a milestone from the 1970s, a chapter founded in 1890", () => {
    expect(
      problemsAfter((draft) => {
        draft.about.founded = 1890;
        (draft.about.timeline as { year: number }[])[0]!.year = 1974;
      }),
    ).toEqual([]);
    expect(problemsAfter((draft) => ((draft.about.timeline as { year: number }[]).at(-1)!.year = 3012))).toEqual([
      expect.stringMatching(/^about\.timeline\[\d+\]\.year: must not be after \d{4} — write the year it happened$/),
    ]);
    expect(problemsAfter((draft) => ((draft.about.timeline as { year: unknown }[])[1]!.year = "1998"))).toEqual([
      "about.timeline[1].year: must be a number without quotes — write the milestone's year, e.g. 1976",
    ]);
  });

  it("takes long names and a long workers.dev address", () => {
    expect(
      problemsAfter((draft) => {
        draft.site.chapterName = "Association of Women in Science and Engineering — The University of Queensland St Lucia Campus Chapter";
        draft.site.university = "The University of Queensland, St Lucia campus, Faculty of Engineering, Architecture and Information Technology";
        draft.site.url = "https://association-of-women-in-science-and-engineering-uq.some-webmaster-name.workers.dev";
      }),
    ).toEqual([]);
  });

  it("refuses an address with a path or plain http, and says how to write it", () => {
    for (const url of ["https://chapter.example.edu/", "https://chapter.example.edu/home", "http://chapter.example.edu", "chapter.example.edu"]) {
      expect(problemsAfter((draft) => (draft.site.url = url))).toEqual([
        `site.url: is not the site's address as an origin (it is ${JSON.stringify(url)}) — write "https://" and the host with nothing after it, e.g. "https://chapter.example.edu" or your workers.dev address`,
      ]);
    }
  });

  it("refuses a colour that is not six-digit hex, no event categories, negative points", () => {
    expect(problemsAfter((draft) => ((draft.site.brand as Record<string, string>).primary = "blue"))).toEqual([
      'site.brand.primary: is not a colour (it is "blue") — write six hex digits, e.g. "#1F5FA8"',
    ]);
    expect(problemsAfter((draft) => (draft.site.eventCategories = {}))).toEqual([
      'site.eventCategories: names no kind of event — add at least one, e.g. "Chapter meeting": 10',
    ]);
    expect(problemsAfter((draft) => (draft.site.eventCategories = { Talks: -1 }))).toEqual([
      "site.eventCategories.Talks: must be 0 or more points — write 0 for none",
    ]);
  });

  it("says what is missing, what is misspelt and what is out of order", () => {
    expect(
      problemsAfter((draft) => {
        delete draft.site.contactEmail;
        draft.site.univeristy = draft.site.university;
        const timeline = draft.about.timeline as unknown[];
        timeline.push(timeline.shift());
      }),
    ).toEqual([
      "site.contactEmail: is missing — add the address that receives the contact form",
      "site: has a field the site does not read (univeristy) — remove it or check its spelling",
      "about.timeline: is not oldest first — put the milestones in order of their years",
    ]);
  });

  it("takes any number of sponsor tiers from one to eight, each name once, and a tier on the home page or none", () => {
    const tier = (name: string, homePageLogo = false) => ({ tier: name, label: name, amount: "$1", benefits: ["Logo on the sponsors page"], homePageLogo });
    expect(problemsAfter((draft) => (draft.sponsorTiers = [tier("partner")]))).toEqual([]);
    expect(problemsAfter((draft) => (draft.sponsorTiers = [tier("lead", true), tier("friend")]))).toEqual([]);
    expect(problemsAfter((draft) => (draft.sponsorTiers = []))).toEqual(["sponsorTiers: has no tier — add at least one"]);
    expect(problemsAfter((draft) => (draft.sponsorTiers = [tier("gold"), tier("gold")]))).toEqual([
      "sponsorTiers: names a tier twice — give each tier its own `tier`",
    ]);
    expect(problemsAfter((draft) => (draft.sponsorTiers = [tier("Gold Plus")]))).toEqual([
      'sponsorTiers[0].tier: is not a tier\'s stored name (it is "Gold Plus") — write lower-case letters, e.g. "platinum"',
    ]);
    expect(problemsAfter((draft) => (draft.sponsorTiers = [{ ...tier("partner"), homePageLogo: "yes" }]))).toEqual([
      "sponsorTiers[0].homePageLogo: must be true or false — write true when the tier's logos are on the home page",
    ]);
  });
});
