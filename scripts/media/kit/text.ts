// The only way a drawing writes words: text() records every font size it draws, so the manifest's
// minTextPx is measured, never typed in. place() is the only way to scale a group that holds text.
import { FONT, esc, num, num2 } from "./svg.ts";

export interface TextStyle {
  size: number;
  weight?: number;
  fill: string;
  anchor?: "start" | "middle" | "end";
  /** Letter spacing in px. */
  spacing?: number;
  family?: string;
  opacity?: number;
  /** Right-to-left text inside a mirrored screen: the glyphs are mirrored back around x, and "start" is the right
   * edge, so a label keeps its mirrored place and reads right to left. */
  rtl?: boolean;
  /** A right-to-left line on an unmirrored drawing: "start" is its right edge at x, and mixed runs order right to left. */
  direction?: "rtl";
}

/** The marker every recorded <text> carries; the kit refuses SVG with a <text> that lacks it. */
export const TEXT_MARK = "data-kit-text";

interface Recording {
  min: number;
}
const recordings: Recording[] = [];
let scale = 1;

/** A line of text at (x, y) (baseline), recorded at its size in source pixels. */
export function text(x: number, y: number, s: string, style: TextStyle): string {
  const px = style.size * scale;
  for (const r of recordings) r.min = Math.min(r.min, px);
  const attrs = [
    `x="${num(x)}" y="${num(y)}"`,
    `font-family="${esc(style.family ?? FONT)}" font-size="${num(style.size)}" font-weight="${style.weight ?? 600}"`,
    `fill="${style.fill}"`,
    style.anchor && style.anchor !== "start" ? `text-anchor="${style.anchor}"` : "",
    style.spacing ? `letter-spacing="${num(style.spacing)}"` : "",
    style.opacity !== undefined ? `fill-opacity="${num2(style.opacity)}"` : "",
    style.direction ? `direction="${style.direction}"` : "",
    style.rtl ? `direction="rtl" transform="matrix(-1 0 0 1 ${num(2 * x)} 0)"` : "",
  ].filter(Boolean);
  return `<text ${TEXT_MARK}="" ${attrs.join(" ")}>${esc(s)}</text>`;
}

export interface Placement {
  x?: number;
  y?: number;
  scale?: number;
  rotate?: number;
  opacity?: number;
}

/** Draws a group moved, rotated and scaled; text drawn inside is recorded at its scaled size. */
export function place(p: Placement, draw: () => string): string {
  const k = p.scale ?? 1;
  const outer = scale;
  scale = outer * k;
  try {
    const body = draw();
    const tf = [
      p.x !== undefined || p.y !== undefined ? `translate(${num(p.x ?? 0)} ${num(p.y ?? 0)})` : "",
      p.rotate ? `rotate(${num(p.rotate)})` : "",
      k !== 1 ? `scale(${Math.round(k * 10000) / 10000})` : "",
    ].filter(Boolean);
    const attrs = [tf.length ? `transform="${tf.join(" ")}"` : "", p.opacity !== undefined ? `opacity="${num2(p.opacity)}"` : ""].filter(Boolean);
    return `<g ${attrs.join(" ")}>${body}</g>`;
  } finally {
    scale = outer;
  }
}

/** Runs a drawing and returns it with the smallest font size it drew (source px), or null when it drew no text. */
export function recordText<T>(draw: () => T): { value: T; minTextPx: number | null } {
  const r: Recording = { min: Infinity };
  recordings.push(r);
  try {
    const value = draw();
    return { value, minTextPx: Number.isFinite(r.min) ? Math.round(r.min * 10) / 10 : null };
  } finally {
    recordings.splice(recordings.indexOf(r), 1);
  }
}

/** Throws when an SVG holds a <text> that did not come from text(), or scales text outside place(). */
export function assertRecordedText(svg: string, key: string): void {
  const raw = svg.match(/<text(?![^>]*data-kit-text)/g);
  if (raw) throw new Error(`${key}: ${raw.length} <text> element(s) not drawn with kit text()`);
}

/** Rough advance width (em units) of Inter, and of the Noto faces for Hangul, Devanagari, Bengali and Arabic: enough
 * to size pills and keep lines inside a box. */
export function textWidth(s: string, size: number, weight = 600): number {
  let em = 0;
  for (const ch of s) {
    if (/\p{M}|[\u200c-\u200f]/u.test(ch)) continue;
    else if (/[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/.test(ch)) em += 0.92;
    else if (/[\u0900-\u097f]/.test(ch)) em += 0.62;
    else if (/[\u0980-\u09ff]/.test(ch)) em += 0.72;
    else if (/[\u0600-\u06ff]/.test(ch)) em += 0.5;
    else if (ch === " ") em += 0.27;
    else if ("iljtfI.,:;'!|’·".includes(ch)) em += 0.3;
    else if ("mwMW%".includes(ch)) em += 0.86;
    else if (/[A-Z0-9#+]/.test(ch)) em += 0.66;
    else em += 0.56;
  }
  return em * size * (weight >= 700 ? 1.04 : 1);
}

/** Words broken into lines no wider than maxWidth at this size. */
export function wrapLines(s: string, maxWidth: number, size: number, weight = 800): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of s.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(next, size, weight) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** The largest size of `sizes` (largest first) at which the text fits in maxLines lines. */
export function fitLines(s: string, maxWidth: number, sizes: number[], maxLines: number): { size: number; lines: string[] } {
  for (const size of sizes) {
    const lines = wrapLines(s, maxWidth, size);
    if (lines.length <= maxLines) return { size, lines };
  }
  const size = sizes.at(-1) ?? 32;
  return { size, lines: wrapLines(s, maxWidth, size).slice(0, maxLines) };
}
