import { seededRandom } from "./random.ts";
import { HAIR, SHIRTS, SKIN } from "./palette.ts";

const BACKGROUNDS = [
  ["#dbeafe", "#bfdbfe"],
  ["#dcfce7", "#bbf7d0"],
  ["#e0f2fe", "#bae6fd"],
  ["#fef3c7", "#fde68a"],
  ["#ede9fe", "#ddd6fe"],
  ["#ffe4e6", "#fecdd3"],
  ["#e2e8f0", "#cbd5e1"],
];

// Hair drawn behind the head (long styles) and in front of it (every style).
type DrawHair = (color: string) => string;
const HAIR_BACK = {
  long: (c) => `<path d="M108 230 C96 70 304 70 292 230 L304 420 C250 440 150 440 100 420 Z" fill="${c}"/>`,
  bob: (c) => `<path d="M104 235 C92 70 308 70 296 235 L296 330 C260 345 140 345 104 330 Z" fill="${c}"/>`,
  ponytail: (c) => `<ellipse cx="300" cy="215" rx="38" ry="80" fill="${c}" transform="rotate(18 300 215)"/>`,
  bun: (c) => `<circle cx="200" cy="104" r="46" fill="${c}"/>`,
} satisfies Record<string, DrawHair>;
const HAIR_FRONT = {
  short: (c) => `<path d="M112 240 C100 70 300 70 288 240 C280 196 258 176 200 174 C142 176 120 196 112 240 Z" fill="${c}"/>`,
  swept: (c) => `<path d="M112 244 C96 60 304 60 290 236 C272 176 214 196 158 174 C136 192 118 212 112 244 Z" fill="${c}"/>`,
  spiky: (c) =>
    `<path d="M112 236 L116 150 L144 168 L154 112 L182 150 L200 96 L218 150 L246 112 L256 168 L284 150 L288 236 C270 190 130 190 112 236 Z" fill="${c}"/>`,
  buzz: (c) => `<path d="M118 222 C110 92 290 92 282 222 C256 178 144 178 118 222 Z" fill="${c}" opacity="0.85"/>`,
  wavy: (c) =>
    `<path d="M110 244 C94 66 306 66 290 244 C284 206 266 200 256 180 C238 198 216 176 200 186 C184 174 160 198 144 180 C134 200 116 206 110 244 Z" fill="${c}"/>`,
  curly: (c) =>
    [
      [124, 206],
      [140, 166],
      [172, 140],
      [208, 134],
      [244, 146],
      [268, 172],
      [280, 208],
      [116, 244],
      [286, 244],
      [190, 120],
      [226, 118],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="34" fill="${c}"/>`)
      .join(""),
  parted: (c) => `<path d="M108 248 C94 66 306 66 292 248 C284 196 252 172 214 168 C196 196 148 206 108 248 Z" fill="${c}"/>`,
} satisfies Record<string, DrawHair>;

/** Which styles draw hair behind the head for each front style. */
const STYLES: Record<HairStyle, (keyof typeof HAIR_BACK)[]> = {
  short: [],
  swept: [],
  spiky: [],
  buzz: [],
  wavy: [],
  curly: [],
  long: ["long"],
  bob: ["bob"],
  ponytail: ["ponytail"],
  bun: ["bun"],
};

/** The hair styles a portrait can have. */
export type HairStyle = Exclude<keyof typeof HAIR_FRONT, "parted"> | keyof typeof HAIR_BACK;

/** How a portrait looks; what is left out comes from the seed. */
export type Look = { hair?: HairStyle; hairColor?: string; skin?: string; shirt?: string; glasses?: boolean; hoodie?: boolean; scarf?: string };

/**
 * An illustrated head-and-shoulders portrait, 400×500. `look` picks the hair
 * style and accessories; colours come from the seed (the person's name).
 */
export function portraitSvg(seed: string, look: Look = {}): string {
  const rnd = seededRandom(seed);
  const [bgA, bgB] = rnd.pick(BACKGROUNDS);
  const skin = look.skin ?? rnd.pick(SKIN);
  const hair = look.hairColor ?? rnd.pick(HAIR);
  const shirt = look.shirt ?? rnd.pick(SHIRTS);
  const style = look.hair ?? "short";
  const frontStyle: keyof typeof HAIR_FRONT = STYLES[style]?.length
    ? style === "long" || style === "bob"
      ? "parted"
      : "short"
    : (style as keyof typeof HAIR_FRONT);
  const back = (STYLES[style] ?? []).map((s) => HAIR_BACK[s](hair)).join("");
  const front = look.scarf ? "" : HAIR_FRONT[frontStyle](hair);
  const scarfBack = look.scarf ? `<path d="M96 250 C90 110 310 110 304 250 L318 400 C260 430 140 430 82 400 Z" fill="${look.scarf}"/>` : "";
  const scarfFront = look.scarf ? `<path d="M112 250 C104 140 296 140 288 250 C282 200 250 160 200 160 C150 160 118 200 112 250 Z" fill="${look.scarf}"/>` : "";
  const glasses = look.glasses
    ? `<g fill="none" stroke="#1f2937" stroke-width="5"><rect x="142" y="220" width="50" height="38" rx="12"/><rect x="208" y="220" width="50" height="38" rx="12"/><path d="M192 236 h16"/></g>`
    : "";
  const hoodie = look.hoodie
    ? `<path d="M140 372 C160 420 240 420 260 372" fill="none" stroke="#00000033" stroke-width="10"/>`
    : `<path d="M168 360 L200 400 L232 360" fill="none" stroke="#ffffff66" stroke-width="8"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500" viewBox="0 0 400 500">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bgA}"/><stop offset="1" stop-color="${bgB}"/></linearGradient></defs>
<rect width="400" height="500" fill="url(#bg)"/>
<circle cx="${rnd.between(60, 340).toFixed(0)}" cy="${rnd.between(60, 160).toFixed(0)}" r="${rnd.between(40, 90).toFixed(0)}" fill="#ffffff" opacity="0.35"/>
${scarfBack}${back}
<path d="M52 500 C56 400 120 360 200 360 C280 360 344 400 348 500 Z" fill="${shirt}"/>
${hoodie}
<path d="M172 300 h56 v62 c-18 14 -38 14 -56 0 Z" fill="${skin}"/>
<path d="M172 320 c18 12 38 12 56 0 v-20 h-56 Z" fill="#00000022"/>
<ellipse cx="118" cy="246" rx="14" ry="22" fill="${skin}"/><ellipse cx="282" cy="246" rx="14" ry="22" fill="${skin}"/>
<ellipse cx="200" cy="236" rx="84" ry="100" fill="${skin}"/>
${scarfFront}${front}
<g fill="#1f2937"><ellipse cx="168" cy="242" rx="7" ry="8"/><ellipse cx="232" cy="242" rx="7" ry="8"/></g>
<g fill="none" stroke="#1f2937" stroke-width="5" stroke-linecap="round"><path d="M152 220 q16 -8 32 0"/><path d="M216 220 q16 -8 32 0"/></g>
${glasses}
<g fill="#f43f5e" opacity="0.18"><circle cx="152" cy="276" r="14"/><circle cx="248" cy="276" r="14"/></g>
<path d="M200 250 q-6 20 4 26" fill="none" stroke="#00000033" stroke-width="4" stroke-linecap="round"/>
<path d="M176 294 q24 22 48 0" fill="none" stroke="#7f1d1d" stroke-width="6" stroke-linecap="round"/>
</svg>`;
}
