// What the manifest says about each job: public paths, file names per srcset width, and the measured smallest
// text, checked against the width the art is shown at. No files are touched here.
import type { ClipJob, ImageJob } from "./job-types.ts";
import type { ClipEntry, ImageEntry, ShareEntry } from "./manifest.ts";

/** Text must read at this size (CSS px) where it is shown; 1 px above the 12 px rule, to be safe. */
export const MIN_CSS_TEXT = 13;

export const SHARE_W = 1200;
export const SHARE_H = 630;

/** The public path of a key, without extension. */
export const publicSrc = (key: string): string => `/static/media/${key}`;

/** File stem of an image at srcset width w: the key itself at full width, `${key}-${w}` below it. */
export const imageStem = (key: string, w: number, fullWidth: number): string => (w === fullWidth ? key : `${key}-${w}`);

/** Pixel height at srcset width w, keeping the aspect ratio. */
export const heightAt = (job: Pick<ImageJob, "width" | "height">, w: number): number => Math.round((job.height * w) / job.width);

/** Smallest text at the job's full width, from the smallest size drawn in an SVG `viewBoxWidth` units across. */
export function textAtWidth(minTextPx: number | null, jobWidth: number, viewBoxWidth: number): number | null {
  return minTextPx === null ? null : Math.round(((minTextPx * jobWidth) / viewBoxWidth) * 10) / 10;
}

/** Checks measured text against where the art is shown; returns the value for the manifest. */
export function checkText(key: string, minTextPx: number | null, width: number, shownAt: number | undefined): number | null {
  if (minTextPx === null) return null;
  if (shownAt === undefined) throw new Error(`${key}: draws text (${minTextPx} px) but is an image that must carry no words`);
  const css = (minTextPx * shownAt) / width;
  if (css < MIN_CSS_TEXT) throw new Error(`${key}: smallest text ${minTextPx} px reads at ${css.toFixed(1)} CSS px at ${shownAt} CSS px wide (< ${MIN_CSS_TEXT})`);
  return minTextPx;
}

/** Throws unless the srcset widths rise and end with the full width. */
export function checkWidths(job: Pick<ImageJob, "key" | "width" | "widths">): void {
  if (job.widths.at(-1) !== job.width) throw new Error(`${job.key}: widths must end with the full width ${job.width}`);
  if (job.widths.some((w, i) => i > 0 && w <= (job.widths[i - 1] ?? 0))) throw new Error(`${job.key}: widths must rise (${job.widths.join(", ")})`);
}

export const imageEntry = (job: ImageJob, minTextPx: number | null): ImageEntry => ({
  src: publicSrc(job.key),
  width: job.width,
  height: job.height,
  widths: job.widths,
  minTextPx,
});

export const clipEntry = (job: ClipJob, minTextPx: number | null): ClipEntry => ({
  src: `${publicSrc(job.key)}.mp4`,
  poster: job.poster,
  width: job.width,
  height: job.height,
  minTextPx,
});

/** A share card's public path: its key, the hash of its words and the format it was kept in. */
export const shareEntry = (key: string, version: string, ext: "png" | "jpg"): ShareEntry => ({ src: `${publicSrc(key)}-${version}.${ext}`, width: SHARE_W, height: SHARE_H });
