import { describe, expect, it } from "vitest";
import {
  GitHubUrlSchema,
  GraduationTermSchema,
  graduationTermLabel,
  LinkedInUrlSchema,
  MajorSchema,
  PROFILE_FIELDS,
  parseGraduationTerm,
  PortfolioUrlSchema,
  profileUpdateFields,
} from "./profile";

describe("the academic profile's fields", () => {
  it("PROFILE_FIELDS names every field of a profile's update, in order", () => {
    expect(PROFILE_FIELDS).toEqual(Object.keys(profileUpdateFields));
  });

  it("graduation terms read and write as the content's term ids", () => {
    expect(GraduationTermSchema.parse(" Fall-2027 ")).toBe("fall-2027");
    expect(parseGraduationTerm("winter-2029")).toEqual({ season: "winter", year: 2029 });
    expect(parseGraduationTerm("2029")).toBeUndefined();
    expect(graduationTermLabel("spring-2028")).toBe("Spring 2028");
  });

  it("majors fold their spaces", () => {
    expect(MajorSchema.parse("  Civil \t Engineering ")).toBe("Civil Engineering");
  });

  it("links: the right host and path, https only, stored as the URL parser writes them", () => {
    expect(LinkedInUrlSchema.parse("https://uk.linkedin.com/in/mei?trk=share")).toBe("https://uk.linkedin.com/in/mei?trk=share");
    expect(GitHubUrlSchema.parse("https://GitHub.com/Mei-Chen")).toBe("https://github.com/Mei-Chen");
    expect(PortfolioUrlSchema.parse("  ")).toBeNull();
    expect(PortfolioUrlSchema.parse(null)).toBeNull();
    expect(PortfolioUrlSchema.safeParse("https://mei.dev@evil.example/").success).toBe(false);
    expect(PortfolioUrlSchema.safeParse("ftp://mei.example.dev/").success).toBe(false);
    expect(GitHubUrlSchema.safeParse("https://github.com/a--b").success).toBe(false);
  });
});
