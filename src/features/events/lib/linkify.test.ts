import { describe, expect, it } from "vitest";
import { descriptionParagraphs } from "./linkify";

describe("an event's description as paragraphs and links", () => {
  it("splits paragraphs at blank lines and keeps line breaks inside one", () => {
    expect(descriptionParagraphs("First line\nsecond line\n\n\n  Next paragraph.  \r\n\r\nLast")).toEqual([
      [{ text: "First line\nsecond line" }],
      [{ text: "Next paragraph." }],
      [{ text: "Last" }],
    ]);
    expect(descriptionParagraphs("  \n\n ")).toEqual([]);
  });

  it("makes http(s) addresses links, leaving the sentence's punctuation outside", () => {
    expect(descriptionParagraphs("Sign up at https://forms.example.org/x?a=1&b=2. Questions: (see http://a.example/faq), thanks")).toEqual([
      [
        { text: "Sign up at " },
        { text: "https://forms.example.org/x?a=1&b=2", href: "https://forms.example.org/x?a=1&b=2" },
        { text: ". Questions: (see " },
        { text: "http://a.example/faq", href: "http://a.example/faq" },
        { text: "), thanks" },
      ],
    ]);
  });

  it("never links anything but http(s), and carries markup as text", () => {
    const [pieces] = descriptionParagraphs('<a href="javascript:alert(1)">x</a> javascript:alert(2) ftp://files.example <b>bold</b>');
    expect(pieces).toEqual([{ text: '<a href="javascript:alert(1)">x</a> javascript:alert(2) ftp://files.example <b>bold</b>' }]);
  });
});
