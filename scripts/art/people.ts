import { HAIR, PANTS, SHIRTS, SKIN } from "./palette.ts";
import type { Random } from "./random.ts";

/** Draws one person with feet (or centre) at (x, y), `s` = scale. */
export type DrawPerson = (rnd: Random, x: number, y: number, s?: number) => string;

/**
 * A standing person seen from the front, feet at (x, y), `s` = scale
 * (1 ≈ 220 px tall). Arms can be raised (cheering, spiking a ball).
 */
export function standingPerson(rnd: Random, x: number, y: number, s = 1, options: { shirt?: string; armUp?: boolean } = {}): string {
  const skin = rnd.pick(SKIN);
  const hair = rnd.pick(HAIR);
  const shirt = options.shirt ?? rnd.pick(SHIRTS);
  const pants = rnd.pick(PANTS);
  const long = rnd.chance(0.45);
  const armUp = options.armUp ?? false;
  const t = `translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${s.toFixed(3)})`;
  const backHair = long ? `<path d="M-24 -188 C-30 -150 -28 -128 -20 -120 L20 -120 C28 -128 30 -150 24 -188 Z" fill="${hair}"/>` : "";
  const rightArm = armUp
    ? `<rect x="18" y="-210" width="14" height="70" rx="7" fill="${skin}" transform="rotate(-18 25 -140)"/>`
    : `<rect x="22" y="-124" width="13" height="66" rx="6.5" fill="${shirt}" transform="rotate(${rnd.between(-8, 8).toFixed(1)} 28 -124)"/>`;
  return `<g transform="${t}">
<rect x="-17" y="-62" width="15" height="62" rx="6" fill="${pants}"/><rect x="2" y="-62" width="15" height="62" rx="6" fill="${pants}"/>
<rect x="-35" y="-124" width="13" height="66" rx="6.5" fill="${shirt}" transform="rotate(${rnd.between(-8, 8).toFixed(1)} -28 -124)"/>
${rightArm}
<rect x="-26" y="-130" width="52" height="76" rx="16" fill="${shirt}"/>
<rect x="-6" y="-142" width="12" height="16" fill="${skin}"/>
${backHair}
<circle cx="0" cy="-166" r="24" fill="${skin}"/>
<path d="M-25 -168 C-26 -200 26 -200 25 -168 C18 -182 -18 -182 -25 -168 Z" fill="${hair}"/>
</g>`;
}

/** A person seen from behind, seated (head and shoulders), centre at (x, y). */
export function seatedFromBehind(rnd: Random, x: number, y: number, s = 1): string {
  const hair = rnd.pick(HAIR);
  const shirt = rnd.pick(SHIRTS);
  const skin = rnd.pick(SKIN);
  const long = rnd.chance(0.4);
  return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${s.toFixed(3)})">
<path d="M-44 60 C-44 10 44 10 44 60 Z" fill="${shirt}"/>
<rect x="-9" y="-8" width="18" height="20" fill="${skin}"/>
<circle cx="0" cy="-22" r="26" fill="${hair}"/>
${long ? `<rect x="-24" y="-22" width="48" height="40" rx="14" fill="${hair}"/>` : ""}
</g>`;
}

/** A seated person facing us behind a table edge (only the upper body shows). */
export function seatedFacing(rnd: Random, x: number, y: number, s = 1): string {
  const skin = rnd.pick(SKIN);
  const hair = rnd.pick(HAIR);
  const shirt = rnd.pick(SHIRTS);
  return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${s.toFixed(3)})">
<rect x="-30" y="-70" width="60" height="70" rx="18" fill="${shirt}"/>
<rect x="-7" y="-82" width="14" height="16" fill="${skin}"/>
<circle cx="0" cy="-104" r="25" fill="${skin}"/>
<path d="M-26 -106 C-27 -140 27 -140 26 -106 C18 -122 -18 -122 -26 -106 Z" fill="${hair}"/>
</g>`;
}

/** A row of people, evenly spread between x0 and x1 with a little jitter. */
export function crowd(rnd: Random, count: number, x0: number, x1: number, y: number, s: number, draw: DrawPerson = standingPerson): string {
  const step = (x1 - x0) / Math.max(1, count - 1);
  return Array.from({ length: count }, (_, i) =>
    draw(rnd, x0 + i * step + rnd.between(-step / 5, step / 5), y + rnd.between(-6, 6), s * rnd.between(0.92, 1.06)),
  ).join("\n");
}
