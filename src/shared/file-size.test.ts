import { describe, expect, it } from "vitest";
import { formatBytes } from "./file-size";

describe("formatBytes", () => {
  it("says bytes, KB or MB as file managers do", () => {
    expect(formatBytes(512)).toBe("512 bytes");
    expect(formatBytes(200 * 1024)).toBe("200 KB");
    expect(formatBytes(2 * 1024 * 1024)).toBe("2 MB");
    expect(formatBytes(61_440_000)).toBe("58.6 MB");
  });
});
