import { describe, expect, it } from "vitest";
import { moveTarget, sectionsOf } from "./sections";

const item = (name: string, group: string) => ({ name, fields: { group } });
const editor = {
  sections: { field: "group", order: ["executive", "chairs", "alumni"], labels: { executive: "Executive board", chairs: "Chairs", alumni: "Alumni board" } },
};

describe("the editor's sections", () => {
  it("group the list as the page does, in the page's order, each item with its index in the whole list", () => {
    const list = [item("A", "alumni"), item("B", "executive"), item("C", "chairs"), item("D", "executive")];
    const sections = sectionsOf(editor, list);
    expect(sections.map((s) => [s.label, s.items.map(({ item: i, index }) => `${i.name}@${index}`)])).toEqual([
      ["Executive board", ["B@1", "D@3"]],
      ["Chairs", ["C@2"]],
      ["Alumni board", ["A@0"]],
    ]);
  });

  it("is one unnamed section without a spec", () => {
    expect(sectionsOf({}, [item("A", "x"), item("B", "y")])).toEqual([{ key: "", label: "", items: [expect.anything(), expect.anything()] }]);
  });

  it("moves an item past its neighbour in the section in one step, however many items of other sections lie between", () => {
    const list = [item("B", "executive"), item("A1", "alumni"), item("A2", "alumni"), item("A3", "alumni"), item("D", "executive")];
    const executive = sectionsOf(editor, list)[0]!.items;
    expect(moveTarget(executive, 1, "up")).toBe(0);
    expect(moveTarget(executive, 0, "down")).toBe(4);
    expect(moveTarget(executive, 0, "up")).toBeNull();
    expect(moveTarget(executive, 1, "down")).toBeNull();
  });
});
