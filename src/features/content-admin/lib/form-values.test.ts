import { describe, expect, it } from "vitest";
import { COLLECTION_FIELDS, CONTENT_COLLECTIONS } from "~/shared/content/collections";
import { sampleContent } from "../../../../scripts/seed/content-seed";
import { EDITORS } from "./editors";
import { errorsByPath, slugFrom, toFields, toFormValues } from "./form-values";

describe("the editor's form values", () => {
  it("every field of every contract has a control, and every control a field of the contract", () => {
    for (const collection of CONTENT_COLLECTIONS) {
      const contract = COLLECTION_FIELDS[collection];
      const shape = "shape" in contract ? contract.shape : (contract as unknown as { in: { shape: object } }).in.shape;
      const named = EDITORS[collection].fields.map((spec) => spec.name);
      expect(Object.keys(shape).sort(), collection).toEqual([...named].sort());
    }
  });

  it("the sample chapter's items go into the form and come back as the same fields", () => {
    const samples = sampleContent();
    for (const collection of CONTENT_COLLECTIONS) {
      for (const fields of samples[collection]) {
        const back = toFields(EDITORS[collection].fields, toFormValues(EDITORS[collection].fields, fields));
        expect(COLLECTION_FIELDS[collection].parse(back.fields), `${collection}: ${EDITORS[collection].name(fields)}`).toEqual(
          COLLECTION_FIELDS[collection].parse(fields),
        );
      }
    }
  });

  it("an optional field left empty is cleared, a required one is sent empty for the contract to name", () => {
    const { fields, cleared } = toFields(EDITORS.board.fields, toFormValues(EDITORS.board.fields, { name: "  Ada Lovelace ", pronouns: "", role: "" }));
    expect(fields).toMatchObject({ name: "Ada Lovelace", role: "", links: [] });
    expect(cleared).toEqual(expect.arrayContaining(["pronouns", "email", "portrait"]));
    const parsed = COLLECTION_FIELDS.board.safeParse(fields);
    expect(parsed.success).toBe(false);
    expect(errorsByPath(parsed.error!.issues)).toMatchObject({ role: "Role is required." });
  });

  it("an album's or a talk's event is chosen by its id, and choosing none clears it (an edit sends null)", () => {
    const linked = toFields(EDITORS.albums.fields, { ...toFormValues(EDITORS.albums.fields, { title: "Potluck", term: "fall-2026" }), eventId: "evt_1" });
    expect(linked.fields.eventId).toBe("evt_1");
    const none = toFields(EDITORS.slides.fields, toFormValues(EDITORS.slides.fields, { title: "Intro talk", eventId: "evt_1" }));
    expect(none.fields.eventId).toBe("evt_1");
    const cleared = toFields(EDITORS.slides.fields, { ...toFormValues(EDITORS.slides.fields, { title: "Intro talk", eventId: "evt_1" }), eventId: "" });
    expect(cleared.fields).not.toHaveProperty("eventId");
    expect(cleared.cleared).toContain("eventId");
  });

  it("tags are typed with commas; rows typed in nowhere are dropped; a half-filled pair is kept", () => {
    const posts = toFields(EDITORS.posts.fields, { ...toFormValues(EDITORS.posts.fields), tags: "Career, Career Fair,, workshops " });
    expect(posts.fields.tags).toEqual(["career", "career-fair", "workshops"]);
    const board = toFields(EDITORS.board.fields, {
      ...toFormValues(EDITORS.board.fields),
      links: [
        { label: " ", href: "" },
        { label: "LinkedIn", href: "" },
      ],
    });
    expect(board.fields.links).toEqual([{ label: "LinkedIn", href: "" }]);
    const program = toFields(EDITORS.programs.fields, { ...toFormValues(EDITORS.programs.fields), joinLink: { label: "Join the program", url: "" } });
    expect(program.fields.joinLink).toEqual({ label: "Join the program", url: "" });
    expect(errorsByPath(COLLECTION_FIELDS.programs.safeParse(program.fields).error!.issues)["joinLink.url"]).toMatch(/web address/);
  });

  it("a photo without alt text is named at its place, as the Worker names it", () => {
    const album = toFields(EDITORS.albums.fields, {
      title: "Fall potluck",
      term: "fall-2026",
      photos: [
        { src: "/media/abc-1440.webp", alt: "Members around a table of food", caption: "" },
        { src: "/media/def-1440.webp", alt: "", caption: "Dessert" },
      ],
    });
    expect(album.fields.photos).toEqual([
      { src: "/media/abc-1440.webp", alt: "Members around a table of food" },
      { src: "/media/def-1440.webp", alt: "", caption: "Dessert" },
    ]);
    expect(errorsByPath(COLLECTION_FIELDS.albums.safeParse(album.fields).error!.issues)).toEqual({ "photos.1.alt": "Alt text is required." });
  });

  it("a page's address is made from its title", () => {
    expect(slugFrom("Spring Career Fair: Résumé Night!")).toBe("spring-career-fair-resume-night");
    expect(slugFrom("  --  ")).toBe("");
    expect(slugFrom("a".repeat(70))).toHaveLength(60);
  });
});
