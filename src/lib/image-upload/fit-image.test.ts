import { describe, expect, it } from "vitest";
import { coverCrop, planFiles, widestFor } from "./fit-image";

describe("coverCrop", () => {
  it("cuts a wide picture's sides and a tall picture's top and bottom, around the middle", () => {
    expect(coverCrop("photo", 4000, 2000)).toEqual({ x: 500, y: 0, width: 3000, height: 2000 });
    expect(coverCrop("photo", 3000, 3000)).toEqual({ x: 0, y: 500, width: 3000, height: 2000 });
    expect(coverCrop("portrait", 1000, 1000)).toEqual({ x: 100, y: 0, width: 800, height: 1000 });
    expect(coverCrop("photo", 1440, 960)).toEqual({ x: 0, y: 0, width: 1440, height: 960 });
  });
});

describe("planFiles", () => {
  it("makes every width of a large photo from the same crop", () => {
    const plan = planFiles("photo", 4032, 3024);
    expect(plan.ok && plan.files.map((file) => [file.width, file.height])).toEqual([
      [480, 320],
      [960, 640],
      [1440, 960],
    ]);
    expect(plan.ok && plan.files[0]!.source).toEqual({ x: 0, y: 168, width: 4032, height: 2688 });
  });

  it("never enlarges: a 1000-pixel photo gets 480 and 960 only", () => {
    const plan = planFiles("photo", 1000, 800);
    expect(plan.ok && plan.files.map((file) => file.width)).toEqual([480, 960]);
  });

  it("refuses a picture narrower than the kind's smallest file, naming that size", () => {
    expect(planFiles("photo", 600, 300)).toEqual({ ok: false, minWidth: 480, minHeight: 320 });
    expect(planFiles("portrait", 300, 200)).toEqual({ ok: false, minWidth: 240, minHeight: 300 });
  });

  it("fits a logo whole into the 5:2 box, centred, the rest left transparent", () => {
    // A square logo: as tall as the box, in its middle.
    const plan = planFiles("logo", 300, 300);
    expect(plan.ok && plan.files.map((file) => [file.width, file.target])).toEqual([
      [200, { x: 60, y: 0, width: 80, height: 80 }],
      [400, { x: 120, y: 0, width: 160, height: 160 }],
    ]);
    // A long logo: as wide as the box.
    const long = planFiles("logo", 1000, 100);
    expect(long.ok && long.files[1]!.target).toEqual({ x: 0, y: 60, width: 400, height: 40 });
    // Its widest box shows it at its own size on the side that touches the edges.
    expect(widestFor("logo", 300, 300)).toBe(750);
    expect(planFiles("logo", 64, 64)).toEqual({ ok: false, minWidth: 200, minHeight: 80 });
  });
});
