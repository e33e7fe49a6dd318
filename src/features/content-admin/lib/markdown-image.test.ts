import { describe, expect, it } from "vitest";
import { renderMarkdown } from "~/shared/markdown";
import { insertMarkdownImage } from "./markdown-image";

const image = { src: "/media/0123456789abcdef-1440.webp", alt: "Members at the booth" };

describe("insertMarkdownImage", () => {
  it("puts the picture where the cursor is, as a paragraph of its own, and the cursor after it", () => {
    const text = "First paragraph.\n\nSecond paragraph.";
    const at = text.indexOf("\n\n");
    const { text: next, cursor } = insertMarkdownImage(text, at, at, image);
    expect(next).toBe(`First paragraph.\n\n![Members at the booth](${image.src})\n\nSecond paragraph.`);
    expect(next.slice(0, cursor)).toBe(`First paragraph.\n\n![Members at the booth](${image.src})`);
  });

  it("in the middle of a line, breaks it around the picture; in an empty text, writes the picture alone", () => {
    expect(insertMarkdownImage("We met. Then we ate.", 8, 8, image).text).toBe(`We met. \n\n![Members at the booth](${image.src})\n\nThen we ate.`);
    const alone = `![Members at the booth](${image.src})`;
    expect(insertMarkdownImage("", 0, 0, image)).toEqual({ text: alone, cursor: alone.length });
  });

  it("replaces the selection, and keeps brackets in the alt text from ending it", () => {
    const { text } = insertMarkdownImage("Before\n\nREPLACE ME\n\nAfter", 8, 18, { ...image, alt: " The [new] board \\ 2025 " });
    expect(text).toBe(`Before\n\n![The \\[new\\] board \\\\ 2025](${image.src})\n\nAfter`);
    expect(renderMarkdown(text)).toContain('alt="The [new] board \\ 2025"');
  });

  it("is drawn by the public renderer as the upload's picture", () => {
    const html = renderMarkdown(insertMarkdownImage("Text.", 5, 5, image).text);
    expect(html).toContain("<img");
    expect(html).toContain(image.src);
  });
});
