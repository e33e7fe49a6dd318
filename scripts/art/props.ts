import { BRAND, FONT, escapeXml } from "./palette.ts";
import type { Random } from "./random.ts";

// Furniture and scenery shared by the event scenes.

export const svg = (body: string, defs = "") =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">${defs ? `<defs>${defs}</defs>` : ""}\n${body}\n</svg>`;

export const gradient = (id: string, top: string, bottom: string) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;

/** A backdrop: the gradient it needs (`defs`) and what it draws (`body`). */
export type Backdrop = { defs: string; body: string };

export function room(wallTop: string, wallBottom: string, floor: string, floorY = 560): Backdrop {
  return {
    defs: gradient("wall", wallTop, wallBottom),
    body: `<rect width="1200" height="800" fill="url(#wall)"/><rect y="${floorY}" width="1200" height="${800 - floorY}" fill="${floor}"/><rect y="${floorY}" width="1200" height="8" fill="#00000022"/>`,
  };
}

export function outdoors(skyTop: string, skyBottom: string, ground: string, horizon = 520): Backdrop {
  return {
    defs: gradient("sky", skyTop, skyBottom),
    body: `<rect width="1200" height="800" fill="url(#sky)"/><rect y="${horizon}" width="1200" height="${800 - horizon}" fill="${ground}"/>`,
  };
}

export function projectorScreen(x: number, y: number, w: number, h: number, title: string): string {
  const lines = [0.45, 0.6, 0.75].map(
    (f, i) => `<rect x="${x + w * 0.1}" y="${y + h * f}" width="${w * (0.7 - i * 0.12)}" height="${h * 0.06}" rx="4" fill="#cbd5e1"/>`,
  );
  return `<rect x="${x - 10}" y="${y - 10}" width="${w + 20}" height="${h + 20}" rx="6" fill="#334155"/>
<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#f8fafc"/>
<rect x="${x}" y="${y}" width="${w}" height="${h * 0.28}" fill="${BRAND.blue}"/>
<text x="${x + w / 2}" y="${y + h * 0.18}" font-family="${FONT}" font-size="${Math.round(h * 0.11)}" font-weight="bold" fill="#fff" text-anchor="middle">${escapeXml(title)}</text>
${lines.join("")}
<rect x="${x + w * 0.72}" y="${y + h * 0.42}" width="${w * 0.18}" height="${h * 0.42}" rx="6" fill="${BRAND.green}" opacity="0.8"/>`;
}

export function banner(x: number, y: number, w: number, h: number, color: string, label: string, textColor = "#fff"): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="${color}"/>
<text x="${x + w / 2}" y="${y + h / 2 + h * 0.14}" font-family="${FONT}" font-size="${Math.round(h * 0.4)}" font-weight="bold" fill="${textColor}" text-anchor="middle">${escapeXml(label)}</text>`;
}

export function table(x: number, y: number, w: number, cloth = "#e2e8f0"): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="18" rx="4" fill="${cloth}"/><rect x="${x + 8}" y="${y + 18}" width="${w - 16}" height="80" fill="${cloth}" opacity="0.85"/>`;
}

export function laptop(x: number, y: number, color = "#94a3b8"): string {
  return `<path d="M${x} ${y} h70 l-8 -46 h-54 Z" fill="${color}"/><rect x="${x + 12}" y="${y - 42}" width="46" height="32" fill="#38bdf8" opacity="0.6"/><rect x="${x - 6}" y="${y}" width="82" height="6" rx="3" fill="#64748b"/>`;
}

export function tree(x: number, y: number, s = 1, leaf = "#2f7d32"): string {
  return `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-10" y="-90" width="20" height="90" fill="#6b4226"/><circle cx="0" cy="-130" r="60" fill="${leaf}"/><circle cx="-40" cy="-100" r="40" fill="${leaf}"/><circle cx="40" cy="-100" r="42" fill="${leaf}" opacity="0.9"/></g>`;
}

export function stringLights(rnd: Random, y: number, colors = ["#fde68a", "#fca5a5", "#a7f3d0", "#bfdbfe"]) {
  const bulbs = Array.from({ length: 15 }, (_, i) => {
    const x = 40 + i * 80;
    const sag = Math.sin((i / 14) * Math.PI * 3) * 18;
    return `<circle cx="${x}" cy="${y + 20 + sag}" r="9" fill="${rnd.pick(colors)}"/><circle cx="${x}" cy="${y + 20 + sag}" r="22" fill="#fde68a" opacity="0.18"/>`;
  });
  return `<path d="M0 ${y} Q 300 ${y + 60} 600 ${y} T 1200 ${y}" fill="none" stroke="#1f2937" stroke-width="3"/>${bulbs.join("")}`;
}

export function lantern(x: number, y: number, s: number, color: string): string {
  return `<g transform="translate(${x} ${y}) scale(${s})"><line x1="0" y1="-60" x2="0" y2="-30" stroke="#1f2937" stroke-width="2"/><circle cx="0" cy="0" r="60" fill="#fde047" opacity="0.18"/><ellipse cx="0" cy="0" rx="34" ry="30" fill="${color}"/><rect x="-14" y="-34" width="28" height="8" fill="#7c2d12"/><rect x="-14" y="26" width="28" height="8" fill="#7c2d12"/><path d="M-12 -26 Q0 0 -12 26 M12 -26 Q0 0 12 26" stroke="#7c2d12" stroke-width="2" fill="none" opacity="0.5"/></g>`;
}

export function mountains(y: number, colors = ["#64748b", "#94a3b8"]) {
  return `<path d="M0 ${y} L180 ${y - 220} L340 ${y - 90} L520 ${y - 280} L720 ${y - 60} L900 ${y - 240} L1200 ${y - 40} L1200 ${y} Z" fill="${colors[1]}"/>
<path d="M0 ${y} L240 ${y - 120} L420 ${y - 20} L640 ${y - 160} L860 ${y - 30} L1040 ${y - 130} L1200 ${y - 60} L1200 ${y} Z" fill="${colors[0]}"/>`;
}

export function roundTable(x: number, y: number, cloth = "#f8fafc"): string {
  return `<ellipse cx="${x}" cy="${y}" rx="110" ry="34" fill="${cloth}"/><rect x="${x - 100}" y="${y}" width="200" height="70" fill="${cloth}" opacity="0.9"/><ellipse cx="${x}" cy="${y - 6}" rx="14" ry="20" fill="${BRAND.green}" opacity="0.8"/>`;
}

export function podium(x: number, y: number, label: string): string {
  return `<path d="M${x - 50} ${y} h100 l-10 -120 h-80 Z" fill="#7c5a3c"/>${banner(x - 40, y - 100, 80, 34, BRAND.blue, label)}`;
}
