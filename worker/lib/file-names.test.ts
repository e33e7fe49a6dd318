import { describe, expect, it } from "vitest";
import { asciiSlug, cleanOriginalFileName, cleanPdfFileName, contentDisposition } from "./file-names";

describe("cleanPdfFileName", () => {
  it("keeps a readable name and always ends in .pdf", () => {
    expect(cleanPdfFileName("Mei Chen — Résumé 2027.pdf")).toBe("Mei Chen _ Résumé 2027.pdf");
    expect(cleanPdfFileName("resume.PDF")).toBe("resume.pdf");
    expect(cleanPdfFileName("cv")).toBe("cv.pdf");
  });

  it("drops paths, quotes, control characters and header tricks", () => {
    expect(cleanPdfFileName("C:\\Users\\mei\\cv.pdf")).toBe("cv.pdf");
    expect(cleanPdfFileName("../../etc/passwd")).toBe("passwd.pdf");
    expect(cleanPdfFileName('a"; filename=evil.html\r\nX-Header: 1.pdf')).toBe("a_ filename_evil.html_X-Header_ 1.pdf");
    expect(cleanPdfFileName("")).toBe("resume.pdf");
    expect(cleanPdfFileName(undefined)).toBe("resume.pdf");
    expect(cleanPdfFileName("%%%.pdf")).toBe("resume.pdf");
    expect(cleanPdfFileName(`${"a".repeat(300)}.pdf`)).toHaveLength(100);
  });
});

describe("contentDisposition", () => {
  it("gives an ASCII name and the exact UTF-8 one", () => {
    expect(contentDisposition("inline", "Résumé.pdf")).toBe(`inline; filename="Resume.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9.pdf`);
    expect(contentDisposition("attachment", 'a"b\\c.pdf')).toBe(`attachment; filename="a_b_c.pdf"; filename*=UTF-8''a%22b%5Cc.pdf`);
    expect(contentDisposition("attachment", "简历.pdf")).toBe(`attachment; filename="resume.pdf"; filename*=UTF-8''%E7%AE%80%E5%8E%86.pdf`);
  });

  it("asciiSlug keeps letters and digits", () => {
    expect(asciiSlug("Nguyễn Thị Hoa")).toBe("Nguyen-Thi-Hoa");
    expect(asciiSlug("李")).toBe("");
  });
});

describe("cleanOriginalFileName", () => {
  it("keeps a picture's name and extension, cleaned, and names nothing 'image'", () => {
    expect(cleanOriginalFileName("C:\\Photos\\IMG_2041.HEIC")).toBe("IMG_2041.HEIC");
    expect(cleanOriginalFileName("Fair <script>.jpg")).toBe("Fair _script_.jpg");
    expect(cleanOriginalFileName("../..")).toBe("image");
    expect(cleanOriginalFileName(undefined)).toBe("image");
    expect(cleanOriginalFileName(`${"a".repeat(150)}.png`)).toHaveLength(100);
  });
});
