import { describe, expect, it } from "vitest";
import { majorMatches } from "./major-match";

describe("majorMatches", () => {
  it("finds a major by the start of its words, in any case and order of typing", () => {
    expect(majorMatches("mech", "Mechanical Engineering")).toBe(true);
    expect(majorMatches("comp sci", "Computer Science")).toBe(true);
    expect(majorMatches("ENGINEERING", "Mechanical Engineering")).toBe(true);
    expect(majorMatches("gineering", "Mechanical Engineering")).toBe(false);
  });

  it("finds a major by its initials, not by letters inside a word", () => {
    expect(majorMatches("CS", "Computer Science")).toBe(true);
    expect(majorMatches("EE", "Electrical Engineering")).toBe(true);
    expect(majorMatches("EE", "Mechanical Engineering")).toBe(false);
    expect(majorMatches("ECE", "Electrical and Computer Engineering")).toBe(true);
    expect(majorMatches("ece", "Electrical & Computer Engineering")).toBe(true);
    expect(majorMatches("EECS", "Electrical Engineering and Computer Science")).toBe(true);
    expect(majorMatches("CS", "Chemistry")).toBe(false);
  });

  it("knows the common short forms that are not initials", () => {
    expect(majorMatches("ChemE", "Chemical Engineering")).toBe(true);
    expect(majorMatches("BME", "Biomedical Engineering")).toBe(true);
    expect(majorMatches("stats", "Statistics")).toBe(true);
    expect(majorMatches("MechE", "Electrical Engineering")).toBe(false);
  });

  it("needs every word of the filter; an empty filter finds all, a missing major only that", () => {
    expect(majorMatches("cs physics", "Computer Science")).toBe(false);
    expect(majorMatches("  ", "Physics")).toBe(true);
    expect(majorMatches("physics", null)).toBe(false);
    expect(majorMatches("Électrique", "Genie electrique")).toBe(true);
  });
});
