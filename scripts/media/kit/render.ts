// SVG -> PNG with rsvg-convert, at the pixel size asked (the SVG's viewBox is scaled to it).
import { writeFile } from "node:fs/promises";
import { run } from "./run.ts";
import { assertRecordedText } from "./text.ts";

/** Renders an SVG document to a PNG file at w x h pixels. */
export async function renderPng(svg: string, w: number, h: number, png: string, key = png): Promise<void> {
  assertRecordedText(svg, key);
  const src = png.replace(/\.png$/, ".svg");
  await writeFile(src, svg);
  await run("rsvg-convert", ["-w", String(w), "-h", String(h), "-o", png, src]);
}

/** The viewBox width of an SVG document (its drawing units across). */
export function viewBoxWidth(svg: string): number {
  const m = /viewBox="[-\d.]+ [-\d.]+ ([\d.]+) [\d.]+"/.exec(svg);
  if (!m?.[1]) throw new Error("SVG without a viewBox");
  return Number(m[1]);
}
