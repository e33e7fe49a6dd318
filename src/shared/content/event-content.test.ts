import { describe, expect, it } from "vitest";
import { eventContentLinks, isEventContentLinks } from "./event-content";
import { albumPath } from "./paths";

const item = (id: string, fields: Record<string, unknown>) => ({ id, fields });

describe("an event page's links to its content", () => {
  const slides = [
    item("s1", { title: "Older talk", date: "2026-09-01", term: "fall-2026", eventId: "e1", slidesUrl: "https://example.com/a.pdf" }),
    item("s2", { title: "Newer talk", date: "2026-10-01", term: "fall-2026", eventId: "e1", recordingUrl: "https://example.com/rec" }),
    item("s3", { title: "Another event's", date: "2026-10-02", term: "fall-2026", eventId: "e2", slidesUrl: "https://example.com/b.pdf" }),
  ];
  const albums = [
    item("a1", { title: "Photos", term: "fall-2026", eventId: "e1", photos: [{ src: "/media/x.webp", alt: "Members at the fair" }] }),
    item("a2", { title: "Empty album", term: "fall-2026", eventId: "e1", photos: [] }),
    item("a3", { title: "Unlinked", term: "fall-2026", photos: [{ src: "/media/y.webp", alt: "Members at the fair" }] }),
  ];

  it("lists the event's talks newest first (slides, then recording), then its albums with photos, by their term in the gallery", () => {
    expect(eventContentLinks("e1", { albums, slides })).toEqual([
      { kind: "recording", title: "Newer talk", href: "https://example.com/rec" },
      { kind: "slides", title: "Older talk", href: "https://example.com/a.pdf" },
      { kind: "photos", title: "Photos", href: albumPath("fall-2026") },
    ]);
    expect(eventContentLinks("e3", { albums, slides })).toEqual([]);
  });

  it("reads back only a list of links", () => {
    expect(isEventContentLinks(eventContentLinks("e1", { albums, slides }))).toBe(true);
    expect(isEventContentLinks([{ kind: "video", title: "x", href: "/" }])).toBe(false);
    expect(isEventContentLinks({})).toBe(false);
  });
});
