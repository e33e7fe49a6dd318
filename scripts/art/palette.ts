import { site } from "../../src/site.config.ts";

// Colours of the illustrations: the chapter's colours (src/site.config.ts) plus a warm, varied set
// so crowds do not look uniform.
export const BRAND = { blue: site.brand.primary, green: site.brand.accent, lightBlue: site.brand.primaryHover, navy: site.brand.deep };
export const SKIN = ["#f6d5b8", "#eec39a", "#e0ac69", "#c68642", "#a86b3c", "#8d5524", "#f1c27d", "#d9a066"];
export const HAIR = ["#1b1b1b", "#2b1d14", "#3b2a1e", "#4a3324", "#151515", "#5b3a29", "#2f2f38"];
export const SHIRTS = [
  BRAND.blue,
  BRAND.green,
  BRAND.lightBlue,
  "#e76f51",
  "#f4a261",
  "#2a9d8f",
  "#8e6bbf",
  "#e9c46a",
  "#264653",
  "#d1495b",
  "#3d5a80",
  "#ee6c4d",
  "#6d597a",
  "#43aa8b",
];
export const PANTS = ["#1f2937", "#334155", "#3f3f46", "#1e3a5f", "#4b5563", "#57534e"];
const XML_ENTITIES: Record<string, string> = { "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" };
export const escapeXml = (text: string) => String(text).replace(/[<>&"']/g, (c) => XML_ENTITIES[c]!);
export const FONT = "DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif";
