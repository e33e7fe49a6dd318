import { describe, expect, it } from "vitest";
import { RESUME_MAX_BYTES } from "~/shared/resume-book";
import { firstBytesOf, resumeFileProblem } from "./resume-file";

describe("checking a résumé in the browser", () => {
  it("reads the first bytes of a file", async () => {
    expect(await firstBytesOf(new Blob(["%PDF-1.7\n..."]))).toBe("%PDF-");
    expect(await firstBytesOf(new Blob(["<!DOCTYPE html>"]))).toBe("<!DOC");
    expect(await firstBytesOf(new Blob([]))).toBe("");
  });

  it("accepts a PDF up to 2 MB and says what is wrong with anything else", () => {
    expect(resumeFileProblem({ size: 1000 }, "%PDF-")).toBeNull();
    expect(resumeFileProblem({ size: RESUME_MAX_BYTES }, "%PDF-")).toBeNull();
    expect(resumeFileProblem(null, "")).toMatch(/^Choose your résumé/);
    expect(resumeFileProblem({ size: 0 }, "")).toMatch(/empty/);
    expect(resumeFileProblem({ size: RESUME_MAX_BYTES + 1 }, "%PDF-")).toMatch(/at most 2 MB/);
    expect(resumeFileProblem({ size: 1000 }, "\u0089PNG\r")).toMatch(/not a PDF/);
  });
});
