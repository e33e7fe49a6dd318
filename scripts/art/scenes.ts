import { site } from "../../src/site.config.ts";
import { BRAND, FONT } from "./palette.ts";
import { crowd, seatedFacing, seatedFromBehind, standingPerson } from "./people.ts";
import {
  banner,
  laptop,
  lantern,
  mountains,
  outdoors,
  podium,
  projectorScreen,
  room,
  roundTable,
  stringLights,
  svg,
  table,
  tree,
  type Backdrop,
} from "./props.ts";
import { seededRandom, type Random } from "./random.ts";

// Event "photos": 1200×800 illustrations of chapter events, one function per
// kind of scene. Each takes a seed so two scenes of the same kind differ.

function socialNight(rnd: Random): string {
  const { defs, body } = room("#3b2f5c", "#6b4f7c", "#5b4636", 600);
  return svg(
    `${body}${stringLights(rnd, 90)}${stringLights(rnd, 210)}
${crowd(rnd, 7, 120, 1080, 640, 1.25)}
${crowd(rnd, 6, 80, 1120, 780, 1.55)}`,
    defs,
  );
}

function careerNight(rnd: Random): string {
  const { defs, body } = room("#e0e7ff", "#c7d2fe", "#cbd5e1", 560);
  const booths = (
    [
      [60, BRAND.blue, "Quillfeather"],
      [440, "#c2410c", "Cinderpeak"],
      [820, "#047857", "Bluemoss Bio"],
    ] as const
  ).map(([x, color, label]) => `${banner(x + 20, 120, 300, 90, color, label)}${seatedFacing(rnd, x + 170, 470, 1)}${table(x, 470, 340, "#f8fafc")}`);
  return svg(`${body}${booths.join("")}${crowd(rnd, 6, 110, 1090, 790, 1.5)}`, defs);
}

function riverCleanUp(rnd: Random): string {
  const { defs, body } = outdoors("#bae6fd", "#e0f2fe", "#65a30d", 460);
  const trees = [80, 260, 940, 1120].map((x) => tree(x, 470, rnd.between(0.9, 1.3), rnd.pick(["#2f7d32", "#3f8f3a", "#4d7c0f"])));
  const bags = [300, 620, 900].map((x) => `<path d="M${x} 700 q-30 -10 -26 -60 q26 -24 52 0 q4 50 -26 60 Z" fill="#1f2937"/>`);
  return svg(
    `${body}<path d="M0 560 C300 520 700 620 1200 540 L1200 640 C800 700 400 600 0 660 Z" fill="#38bdf8" opacity="0.85"/>
${trees.join("")}${crowd(rnd, 5, 200, 1000, 760, 1.3, (r, x, y, s) => standingPerson(r, x, y, s, { shirt: BRAND.green }))}${bags.join("")}`,
    defs,
  );
}

function meeting(rnd: Random, title: string, presenter = false): string {
  const { defs, body } = room("#f1f5f9", "#e2e8f0", "#94a3b8", 600);
  const rows = [crowd(rnd, 7, 130, 1070, 560, 1.1, seatedFromBehind), crowd(rnd, 6, 90, 1110, 680, 1.35, seatedFromBehind)];
  return svg(`${body}${projectorScreen(300, 60, 600, 340, title)}${presenter ? standingPerson(rnd, 1010, 520, 1.2) : ""}${rows.join("\n")}`, defs);
}

function court(rnd: Random, sport: "volleyball" | "badminton" | "basketball"): string {
  const { defs, body } = room("#e2e8f0", "#cbd5e1", "#d6a86c", 480);
  const lines = `<path d="M0 620 H1200 M600 480 V800" stroke="#fff" stroke-width="6" opacity="0.8"/>`;
  const gear = {
    volleyball: `<rect x="594" y="300" width="12" height="330" fill="#475569"/><rect x="200" y="300" width="800" height="90" fill="url(#net)"/><circle cx="700" cy="190" r="28" fill="#fef08a" stroke="#1d4ed8" stroke-width="4"/>`,
    badminton: `<rect x="594" y="400" width="12" height="230" fill="#475569"/><rect x="150" y="400" width="900" height="60" fill="url(#net)"/><path d="M560 250 l16 -24 l16 24 Z" fill="#fff" stroke="#334155" stroke-width="3"/>`,
    basketball: `<rect x="1000" y="80" width="16" height="420" fill="#475569"/><rect x="880" y="80" width="150" height="100" fill="#fff" stroke="#ef4444" stroke-width="5"/><ellipse cx="930" cy="190" rx="40" ry="10" fill="none" stroke="#ea580c" stroke-width="6"/><circle cx="760" cy="170" r="30" fill="#ea580c"/><path d="M730 170 h60 M760 140 v60" stroke="#7c2d12" stroke-width="3"/>`,
  }[sport];
  const netDefs = `<pattern id="net" width="20" height="20" patternUnits="userSpaceOnUse"><path d="M0 0 L20 20 M20 0 L0 20" stroke="#1f2937" stroke-width="2"/></pattern>`;
  return svg(
    `${body}${lines}${gear}
${standingPerson(rnd, 280, 700, 1.4)}${standingPerson(rnd, 420, 640, 1.3)}
${standingPerson(rnd, sport === "basketball" ? 820 : 760, 640, 1.35, { armUp: true })}${standingPerson(rnd, 960, 720, 1.45)}`,
    defs + netDefs,
  );
}

function webWorkshop(rnd: Random): string {
  const { defs, body } = room("#ecfeff", "#cffafe", "#a8a29e", 600);
  const code = Array.from(
    { length: 6 },
    (_, i) =>
      `<rect x="${360 + (i % 3) * 24}" y="${110 + i * 34}" width="${rnd.between(160, 380).toFixed(0)}" height="16" rx="6" fill="${rnd.pick(["#7DC242", "#38bdf8", "#f472b6", "#fde68a"])}"/>`,
  );
  const people = [200, 520, 840].map((x) => `${seatedFacing(rnd, x, 610, 1.15)}${laptop(x - 30, 610)}`);
  return svg(
    `${body}<rect x="330" y="70" width="540" height="270" rx="10" fill="#0f172a"/>${code.join("")}
${standingPerson(rnd, 990, 560, 1.15, { armUp: true })}${people.join("")}${table(80, 610, 1040, "#f5f5f4")}`,
    defs,
  );
}

function lanternFestival(rnd: Random): string {
  const { defs, body } = outdoors("#0b1a33", "#1e3a8a", "#1f2937", 600);
  const lanterns = Array.from({ length: 14 }, (_, i) =>
    lantern(60 + i * 82 + rnd.between(-20, 20), rnd.between(110, 360), rnd.between(0.8, 1.4), rnd.pick(["#dc2626", "#ef4444", "#f97316", "#b91c1c"])),
  );
  const stars = Array.from(
    { length: 40 },
    () => `<circle cx="${rnd.between(0, 1200).toFixed(0)}" cy="${rnd.between(0, 300).toFixed(0)}" r="2" fill="#fff" opacity="0.7"/>`,
  );
  return svg(
    `${body}${stars.join("")}${lanterns.join("")}
${crowd(rnd, 9, 60, 1140, 720, 1.3)}${crowd(rnd, 7, 100, 1100, 820, 1.6)}`,
    defs,
  );
}

function stemDay(rnd: Random): string {
  const { defs, body } = room("#fef9c3", "#fde68a", "#d6a86c", 560);
  const bridge = (x: number) =>
    `<path d="M${x} 540 l40 -60 l40 60 l40 -60 l40 60 M${x} 540 h160 M${x + 40} 480 h80" stroke="#dc2626" stroke-width="5" fill="none"/>`;
  return svg(
    `${body}${banner(360, 70, 480, 90, BRAND.blue, "STEM Day")}
${bridge(140)}${bridge(800)}${table(80, 545, 420, "#fff")}${table(720, 545, 420, "#fff")}
${standingPerson(rnd, 300, 780, 1.45, { shirt: BRAND.green })}${standingPerson(rnd, 480, 790, 0.95)}${standingPerson(rnd, 560, 790, 0.9)}
${standingPerson(rnd, 930, 780, 1.45, { shirt: BRAND.green })}${standingPerson(rnd, 760, 790, 0.92)}${standingPerson(rnd, 1090, 790, 0.95)}`,
    defs,
  );
}

function conferenceStage(rnd: Random): string {
  const { defs, body } = room("#1e293b", "#334155", "#0f172a", 520);
  const plaque = `<rect x="560" y="330" width="80" height="100" rx="6" fill="#facc15"/><rect x="575" y="350" width="50" height="30" fill="#a16207"/>`;
  return svg(
    `${body}<rect x="100" y="470" width="1000" height="60" fill="#475569"/>${banner(250, 60, 700, 110, BRAND.blue, "Regional Conference")}
${crowd(rnd, 6, 260, 940, 480, 1.3)}${plaque}
${crowd(rnd, 8, 60, 1140, 790, 1.2, seatedFromBehind)}`,
    defs,
  );
}

function hike(rnd: Random): string {
  const { defs, body } = outdoors("#7dd3fc", "#e0f2fe", "#4d7c0f", 560);
  return svg(
    `${body}${mountains(560)}<path d="M520 800 C560 700 640 650 700 560" stroke="#d6d3d1" stroke-width="70" fill="none"/>
${tree(90, 620, 1.2)}${tree(1110, 640, 1.3, "#3f6212")}
${standingPerson(rnd, 480, 790, 1.5)}${standingPerson(rnd, 600, 720, 1.2)}${standingPerson(rnd, 680, 650, 0.9)}${standingPerson(rnd, 380, 760, 1.35)}`,
    defs,
  );
}

function banquet(rnd: Random): string {
  const { defs, body } = room("#451a03", "#78350f", "#57534e", 480);
  const tables = (
    [
      [230, 600],
      [600, 620],
      [970, 600],
    ] as const
  ).map(([x, y]) => `${seatedFacing(rnd, x - 60, y - 6, 1)}${seatedFacing(rnd, x + 60, y - 6, 1)}${roundTable(x, y)}`);
  return svg(
    `${body}${stringLights(rnd, 40, ["#fde68a", "#fef3c7"])}<rect x="380" y="330" width="440" height="40" fill="#292524"/>${podium(600, 330, site.society.shortName)}
${standingPerson(rnd, 690, 330, 0.9)}${tables.join("")}${crowd(rnd, 3, 200, 1000, 800, 1.2, seatedFromBehind)}`,
    defs,
  );
}

function potluck(rnd: Random): string {
  const { defs, body } = room("#fff7ed", "#ffedd5", "#a8a29e", 560);
  const dishes = Array.from(
    { length: 8 },
    (_, i) =>
      `<ellipse cx="${170 + i * 120}" cy="535" rx="44" ry="14" fill="#fff" stroke="#d6d3d1" stroke-width="3"/><ellipse cx="${170 + i * 120}" cy="528" rx="30" ry="10" fill="${rnd.pick(["#f59e0b", "#16a34a", "#dc2626", "#a16207", "#fde047"])}"/>`,
  );
  return svg(
    `${body}${stringLights(rnd, 60)}${crowd(rnd, 6, 180, 1020, 540, 1.25)}${table(100, 540, 1000, "#fecaca")}${dishes.join("")}
${crowd(rnd, 4, 200, 1000, 800, 1.3, seatedFromBehind)}`,
    defs,
  );
}

function smallTables(rnd: Random, wall: [top: string, bottom: string], cards: boolean): Backdrop {
  const { defs, body } = room(wall[0], wall[1], "#a8a29e", 560);
  const groups = (
    [
      [250, 640],
      [600, 600],
      [950, 640],
    ] as const
  ).map(
    ([x, y]) =>
      `${seatedFacing(rnd, x - 55, y, 1.05)}${seatedFacing(rnd, x + 55, y, 1.05)}${table(x - 130, y, 260, "#f8fafc")}${cards ? `<rect x="${x - 30}" y="${y - 30}" width="60" height="28" rx="4" fill="${BRAND.green}"/>` : `<rect x="${x - 50}" y="${y - 22}" width="40" height="22" fill="#b91c1c"/><rect x="${x + 10}" y="${y - 16}" width="44" height="16" fill="#1d4ed8"/>`}`,
  );
  return { defs, body: `${body}${groups.join("")}` };
}

function mentorReveal(rnd: Random): string {
  const { defs, body } = smallTables(rnd, ["#f0fdf4", "#dcfce7"], true);
  return svg(`${body}${banner(330, 80, 540, 100, BRAND.green, "Meet your family!", "#0B2A45")}`, defs);
}

function tutoring(rnd: Random): string {
  const { defs, body } = smallTables(rnd, ["#f5f5f4", "#e7e5e4"], false);
  const shelves = [60, 860].map(
    (x) =>
      `<rect x="${x}" y="60" width="280" height="400" fill="#78350f"/>${Array.from({ length: 4 }, (_, r) => Array.from({ length: 9 }, (_, i) => `<rect x="${x + 14 + i * 29}" y="${76 + r * 96}" width="22" height="80" fill="${rnd.pick(["#1d4ed8", "#b91c1c", "#15803d", "#a16207", "#7e22ce", "#0f766e"])}"/>`).join("")).join("")}`,
  );
  return svg(
    `${body}${shelves.join("")}<text x="600" y="200" font-family="${FONT}" font-size="44" font-weight="bold" fill="#44403c" text-anchor="middle">Homework Help</text>`,
    defs,
  );
}

function gameNight(rnd: Random): string {
  const { defs, body } = room("#422006", "#713f12", "#57534e", 540);
  const board = `<rect x="470" y="470" width="260" height="90" fill="#fef3c7" stroke="#92400e" stroke-width="4"/>${Array.from({ length: 6 }, (_, i) => `<circle cx="${500 + i * 40}" cy="515" r="10" fill="${rnd.pick(["#dc2626", "#2563eb", "#16a34a", "#facc15"])}"/>`).join("")}`;
  return svg(
    `${body}<circle cx="600" cy="80" r="160" fill="#fde68a" opacity="0.25"/><path d="M600 0 v60" stroke="#1f2937" stroke-width="4"/><path d="M560 60 h80 l-20 40 h-40 Z" fill="#fbbf24"/>
${crowd(rnd, 4, 330, 870, 560, 1.2, seatedFacing)}${table(260, 560, 680, "#92400e")}${board}
${crowd(rnd, 3, 360, 840, 790, 1.3, seatedFromBehind)}`,
    defs,
  );
}

/** Every gallery image: file path under src/content/images/ → how to draw it. */
export const SCENES = {
  "gallery/fall-2024/welcome-social.svg": () => socialNight(seededRandom("welcome-2024")),
  "gallery/fall-2024/career-night.svg": () => careerNight(seededRandom("career-2024")),
  "gallery/fall-2024/river-clean-up.svg": () => riverCleanUp(seededRandom("river-2024")),
  "gallery/fall-2024/general-meeting.svg": () => meeting(seededRandom("gm-2024"), "Regional Conference"),
  "gallery/fall-2024/volleyball.svg": () => court(seededRandom("volley-2024"), "volleyball"),
  "gallery/fall-2024/web-workshop.svg": () => webWorkshop(seededRandom("web-2024")),
  "gallery/spring-2024/lantern-festival.svg": () => lanternFestival(seededRandom("lantern-2024")),
  "gallery/spring-2024/stem-day.svg": () => stemDay(seededRandom("stem-2024")),
  "gallery/spring-2024/regional-conference.svg": () => conferenceStage(seededRandom("conf-2024")),
  "gallery/spring-2024/hike.svg": () => hike(seededRandom("hike-2024")),
  "gallery/spring-2024/badminton.svg": () => court(seededRandom("badminton-2024"), "badminton"),
  "gallery/spring-2024/banquet.svg": () => banquet(seededRandom("banquet-2024")),
  "gallery/fall-2023/potluck.svg": () => potluck(seededRandom("potluck-2023")),
  "gallery/fall-2023/mentor-reveal.svg": () => mentorReveal(seededRandom("mentor-2023")),
  "gallery/fall-2023/basketball.svg": () => court(seededRandom("basketball-2023"), "basketball"),
  "gallery/fall-2023/company-talk.svg": () => meeting(seededRandom("talk-2023"), "Cinderpeak Energy", true),
  "gallery/fall-2023/tutoring.svg": () => tutoring(seededRandom("tutoring-2023")),
  "gallery/fall-2023/game-night.svg": () => gameNight(seededRandom("games-2023")),
};
