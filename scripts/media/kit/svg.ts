// SVG basics shared by every drawing: the palette of app/styles/base.css, number formatting,
// escaping, a seeded PRNG and easing. Nothing here draws a picture.
import { readFileSync } from "node:fs";
import { mulberry32 } from "../../mulberry32.ts";

const baseCss = readFileSync(new URL("../../../app/styles/base.css", import.meta.url), "utf8");

/** A colour token of app/styles/base.css, so the media and the pages share one palette. */
function token(name: string): string {
  const value = new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{3,8})`).exec(baseCss)?.[1];
  if (!value) throw new Error(`base.css has no colour token --${name}`);
  return value;
}

export const C = {
  bg: token("bg"),
  bg2: token("bg-2"),
  surface: token("surface"),
  surface2: token("surface-2"),
  text: token("text"),
  muted: token("muted"),
  accent: token("accent"),
  accentInk: token("accent-ink"),
  teal: token("teal"),
  /** Light and deep ends of the gold and teal ramps (highlights and shadows of the accents). */
  goldLight: "#ffe3a6",
  goldDeep: "#b97b12",
  tealLight: "#9ff5ea",
  tealDeep: "#138a7e",
  /** A deeper navy than bg, for shadows and night skies. */
  ink: "#060913",
  /** The cold grey-violet of things that are not ours (the rival's orb, fake profiles). */
  steel: "#8a93ad",
} as const;

export const FONT = "Inter, 'Noto Sans', sans-serif";

/** A coordinate or length as SVG text: at most one decimal, no trailing zeros. */
export const num = (n: number): string => String(Math.round(n * 10) / 10);
/** Two decimals, for opacities and scale factors. */
export const num2 = (n: number): string => String(Math.round(n * 100) / 100);

export function esc(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Deterministic PRNG (mulberry32) seeded by a string: every render of an image is identical. */
export function rng(seed: string): () => number {
  let h = 1779033703;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 3432918353);
  return mulberry32(h);
}

export const clamp01 = (x: number): number => Math.min(Math.max(x, 0), 1);
export const lerp = (a: number, b: number, t: number): number => a + (b - a) * t;
/** Ease-out cubic of t over the window [a, b]. */
export function ease(t: number, a = 0, b = 1): number {
  const x = clamp01((t - a) / (b - a));
  return 1 - Math.pow(1 - x, 3);
}
/** Smooth in-out (smoothstep) of t over [a, b]. */
export function smooth(t: number, a = 0, b = 1): number {
  const x = clamp01((t - a) / (b - a));
  return x * x * (3 - 2 * x);
}
/** 0 -> 1 -> 0 over one loop, so a value driven by it returns to its start: seamless clips. */
export const pulse = (t: number): number => 0.5 - 0.5 * Math.cos(t * Math.PI * 2);

/** A whole SVG document; the viewBox equals the pixel size, so 1 unit = 1 source pixel. */
export function svgDoc(w: number, h: number, body: string, defs = ""): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;
}

/** An SVG path through points; closed with Z when asked. */
export function poly(points: readonly (readonly [number, number])[], close = false): string {
  return `M${points.map(([x, y]) => `${num(x)} ${num(y)}`).join("L")}${close ? "Z" : ""}`;
}

/** A regular polygon (hexagon for NFTs and tokens) around (cx, cy), first vertex at angle a0 (degrees). */
export function ngon(cx: number, cy: number, r: number, sides = 6, a0 = -90): [number, number][] {
  return Array.from({ length: sides }, (_, i) => {
    const a = ((a0 + (360 / sides) * i) * Math.PI) / 180;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)] as [number, number];
  });
}

/** Another drawing (a whole SVG document) nested into this one, fitted into the box x, y, w, h. */
export function embed(svgDocument: string, x: number, y: number, w: number, h: number): string {
  return svgDocument.replace(
    /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="[\d.]+" height="[\d.]+"/,
    `<svg x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}"`,
  );
}
