// The brand's shared gradients and filters, with fixed ids; doc() puts them in every drawing.
import { C, svgDoc } from "./svg.ts";

const stops = (list: [number, string, number?][]) => list.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${a}"`}/>`).join("");

/** Ids a drawing may use with url(#id). */
export const D = {
  bgRamp: "bgRamp",
  gold: "gold",
  goldEdge: "goldEdge",
  teal: "teal",
  panel: "panel",
  glass: "glass",
  glowGold: "glowGold",
  glowTeal: "glowTeal",
  glowWhite: "glowWhite",
  steel: "steel",
  vignette: "vignette",
  blurSoft: "blurSoft",
  blurWide: "blurWide",
} as const;

export function brandDefs(): string {
  return [
    `<linearGradient id="${D.bgRamp}" x1="0" y1="0" x2="0" y2="1">${stops([
      [0, C.bg],
      [1, C.bg2],
    ])}</linearGradient>`,
    `<linearGradient id="${D.gold}" x1="0" y1="0" x2=".9" y2="1">${stops([
      [0, C.goldLight],
      [0.45, C.accent],
      [1, C.goldDeep],
    ])}</linearGradient>`,
    `<linearGradient id="${D.goldEdge}" x1="0" y1="0" x2="0" y2="1">${stops([
      [0, C.goldDeep],
      [1, "#6e4508"],
    ])}</linearGradient>`,
    `<linearGradient id="${D.teal}" x1="0" y1="0" x2=".9" y2="1">${stops([
      [0, C.tealLight],
      [0.5, C.teal],
      [1, C.tealDeep],
    ])}</linearGradient>`,
    `<linearGradient id="${D.panel}" x1="0" y1="0" x2="0" y2="1">${stops([
      [0, C.surface2],
      [1, C.surface],
    ])}</linearGradient>`,
    `<linearGradient id="${D.glass}" x1="0" y1="0" x2=".6" y2="1">${stops([
      [0, C.text, 0.16],
      [1, C.text, 0.03],
    ])}</linearGradient>`,
    `<linearGradient id="${D.steel}" x1="0" y1="0" x2=".8" y2="1">${stops([
      [0, "#e3e7f2"],
      [0.5, C.steel],
      [1, "#3a4160"],
    ])}</linearGradient>`,
    `<radialGradient id="${D.glowGold}">${stops([
      [0, C.accent, 0.7],
      [0.35, C.accent, 0.25],
      [1, C.accent, 0],
    ])}</radialGradient>`,
    `<radialGradient id="${D.glowTeal}">${stops([
      [0, C.teal, 0.6],
      [0.35, C.teal, 0.2],
      [1, C.teal, 0],
    ])}</radialGradient>`,
    `<radialGradient id="${D.glowWhite}">${stops([
      [0, "#ffffff", 0.8],
      [0.3, C.text, 0.25],
      [1, C.text, 0],
    ])}</radialGradient>`,
    `<radialGradient id="${D.vignette}" cx=".5" cy=".5" r=".75">${stops([
      [0.55, C.ink, 0],
      [1, C.ink, 0.75],
    ])}</radialGradient>`,
    `<filter id="${D.blurSoft}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="10"/></filter>`,
    `<filter id="${D.blurWide}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="28"/></filter>`,
  ].join("");
}

/** A drawing of w x h source pixels with the brand defs and the drawing's own. */
export function doc(w: number, h: number, body: string, defs = ""): string {
  return svgDoc(w, h, body, brandDefs() + defs);
}

/** A linear gradient def (top to bottom unless the direction is given), for a drawing's own defs. */
export function linear(id: string, list: [number, string, number?][], dir: [number, number, number, number] = [0, 0, 0, 1]): string {
  const [x1, y1, x2, y2] = dir;
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`;
}

/** A radial gradient def centred at (cx, cy) in the bounding box. */
export function radial(id: string, list: [number, string, number?][], cx = 0.5, cy = 0.5, r = 0.5): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops(list)}</radialGradient>`;
}
