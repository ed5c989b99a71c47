// The fitting rule of a block of text: the largest size whose lines, broken only at spaces, all fit the box's width,
// height and number of lines. Breaking only at spaces keeps every Korean word (eojeol), Indic conjunct and Arabic word
// whole, and a bracketed group stays on one line (split, its brackets would pair across lines in right-to-left text).
// Widths are estimates (textWidth), within 6 % of the rendered faces: the rule keeps 8 % in hand. Text that fits at no
// size fails the run instead of being cut.
import { textWidth } from "./text.ts";

/** Estimated widths are multiplied by this before they are compared with the box. */
export const WIDTH_SAFETY = 1.08;
/** Below the last baseline, room for descenders, as a multiple of the size. */
const DESCENT = 0.3;

export interface Box {
  width: number;
  height: number;
  maxLines: number;
  /** Line height as a multiple of the size. */
  lineHeight: number;
  weight: number;
}

export interface Fitted {
  size: number;
  lines: string[];
}

/** The unbreakable pieces of a text: its words, with a bracketed group kept whole. */
export function pieces(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  for (const word of s.trim().split(/\s+/)) {
    if (depth > 0) out[out.length - 1] += ` ${word}`;
    else out.push(word);
    depth = Math.max(0, depth + (word.match(/[([{]/g)?.length ?? 0) - (word.match(/[)\]}]/g)?.length ?? 0));
  }
  return out;
}

/** The estimated width of a line as the rule counts it. */
export const ruleWidth = (line: string, size: number, weight: number): number => textWidth(line, size, weight) * WIDTH_SAFETY;

/** Pieces broken into lines no wider than the box at this size (a piece wider than the box stays on its own line). */
export function breakLines(s: string, size: number, box: Box): string[] {
  const lines: string[] = [];
  let line = "";
  for (const piece of pieces(s)) {
    const next = line ? `${line} ${piece}` : piece;
    if (line && ruleWidth(next, size, box.weight) > box.width) {
      lines.push(line);
      line = piece;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** Height of n lines at this size, from the top of the first to the descenders of the last. */
export const blockHeight = (n: number, size: number, lineHeight: number): number => size + (n - 1) * size * lineHeight + DESCENT * size;

/** The largest size of `sizes` (largest first) at which the text fits the box, or undefined. */
export function tryFit(s: string, sizes: readonly number[], box: Box): Fitted | undefined {
  for (const size of sizes) {
    const lines = breakLines(s, size, box);
    const fits = lines.length <= box.maxLines && blockHeight(lines.length, size, box.lineHeight) <= box.height && lines.every((l) => ruleWidth(l, size, box.weight) <= box.width);
    if (fits) return { size, lines };
  }
  return undefined;
}

export function fitText(s: string, sizes: readonly number[], box: Box): Fitted {
  const fitted = tryFit(s, sizes, box);
  if (!fitted) throw new Error(`"${s}" fits ${box.maxLines} lines in ${box.width} x ${box.height} px at none of the sizes ${sizes.join(", ")}`);
  return fitted;
}
