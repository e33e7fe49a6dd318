import { BRAND } from "./palette.ts";
import type { Look } from "./portrait.ts";

// How each board portrait looks (matching its alt text in src/content/board.ts).
export const PORTRAITS: Record<string, Look> = {
  "board/mei-lin-chen.svg": { hair: "bob", shirt: BRAND.blue },
  "board/arjun-patel.svg": { hair: "short", glasses: true, shirt: "#2a9d8f" },
  "board/hana-suzuki.svg": { hair: "bun", shirt: "#8e6bbf" },
  "board/daniel-nguyen.svg": { hair: "swept", shirt: "#264653" },
  "board/priya-raman.svg": { hair: "long", shirt: "#d1495b" },
  "board/kevin-park.svg": { hair: "short", shirt: "#3d5a80" },
  "board/sofia-reyes.svg": { hair: "curly", shirt: "#43aa8b" },
  "board/jason-wu.svg": { hair: "spiky", shirt: "#ee6c4d" },
  "board/grace-kim.svg": { hair: "ponytail", shirt: "#7DC242" },
  "board/minh-tran.svg": { hair: "wavy", shirt: "#6d597a" },
  "board/ethan-lee.svg": { hair: "short", glasses: true, hoodie: true, shirt: "#1E77BA" },
  "board/aisha-rahman.svg": { scarf: "#0f766e", shirt: "#e9c46a" },
  "board/ryan-yamamoto.svg": { hair: "buzz", shirt: "#e76f51" },
};
