// What an art module hands the kit, and how the kit turns each job into files and a manifest entry.
import { mkdir, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { LIMITS, avif, kb, mp4, sharePng, webp } from "./encode.ts";
import type { ClipEntry, ImageEntry, ShareEntry } from "./manifest.ts";
import { renderPng, viewBoxWidth } from "./render.ts";
import { all } from "./run.ts";
import { recordText } from "./text.ts";

/** Text must read at this size (CSS px) where it is shown; 1 px above the 12 px rule, to be safe. */
export const MIN_CSS_TEXT = 13;

export interface Budget {
  avif: number;
  webp: number;
}

export interface ImageJob {
  kind: "image";
  /** Path under /static/media/ without extension, e.g. "blog/nft". */
  key: string;
  width: number;
  height: number;
  /** srcset widths, ascending, the last one = width. */
  widths: number[];
  draw: () => string;
  /** Byte budget of the files at a width (default: the site limit). */
  budget?: (w: number) => Partial<Budget>;
  /** Smallest CSS width the image is shown at. Without it the image may not carry any text. */
  textShownAt?: number;
  /** Other names --only= accepts for this job. */
  aliases?: string[];
}

export interface ClipJob {
  kind: "clip";
  key: string;
  width: number;
  height: number;
  seconds: number;
  fps: number;
  /** The frame at loop time t in [0, 1); frame(0) must follow frame(1 - 1/n) smoothly. */
  frame: (t: number) => string;
  /** Key of the poster image job. */
  poster: string;
  textShownAt?: number;
  aliases?: string[];
}

export interface ShareJob {
  kind: "share";
  /** "share/<name>", written to /static/media/share/<name>.png at 1200 x 630. */
  key: string;
  draw: () => string;
  aliases?: string[];
}

/** A file written as-is (the SVG icons). */
export interface FileJob {
  kind: "file";
  /** Path under /static/media/, with extension. */
  path: string;
  content: string;
  aliases?: string[];
}

export type Job = ImageJob | ClipJob | ShareJob | FileJob;

export const jobKey = (j: Job): string => (j.kind === "file" ? j.path.replace(/\.[a-z]+$/, "") : j.key);

export interface Context {
  /** assets/static/media */
  mediaDir: string;
  /** Scratch folder for SVG sources, PNGs and frames. */
  work: string;
}

const publicSrc = (key: string) => `/static/media/${key}`;
const scratch = (ctx: Context, key: string, suffix: string) => join(ctx.work, `${key.replace(/\//g, "__")}${suffix}`);

async function outFile(ctx: Context, rel: string): Promise<string> {
  const file = join(ctx.mediaDir, rel);
  await mkdir(dirname(file), { recursive: true });
  return file;
}

/** Checks measured text against where the art is shown; returns the value for the manifest. */
function checkText(key: string, minTextPx: number | null, width: number, shownAt: number | undefined): number | null {
  if (minTextPx === null) return null;
  if (shownAt === undefined) throw new Error(`${key}: draws text (${minTextPx} px) but is an image that must carry no words`);
  const css = (minTextPx * shownAt) / width;
  if (css < MIN_CSS_TEXT) throw new Error(`${key}: smallest text ${minTextPx} px reads at ${css.toFixed(1)} CSS px at ${shownAt} CSS px wide (< ${MIN_CSS_TEXT})`);
  return minTextPx;
}

export async function produceImage(ctx: Context, job: ImageJob): Promise<ImageEntry> {
  const { value: svg, minTextPx } = recordText(job.draw);
  const px = minTextPx === null ? null : Math.round(((minTextPx * job.width) / viewBoxWidth(svg)) * 10) / 10;
  const minText = checkText(job.key, px, job.width, job.textShownAt);
  if (job.widths.at(-1) !== job.width) throw new Error(`${job.key}: widths must end with the full width ${job.width}`);
  const report = await all(job.widths, async (w) => {
    const h = Math.round((job.height * w) / job.width);
    const png = scratch(ctx, job.key, `-${w}.png`);
    await renderPng(svg, w, h, png, job.key);
    const stem = w === job.width ? job.key : `${job.key}-${w}`;
    const budget = { avif: LIMITS.image, webp: LIMITS.image, ...job.budget?.(w) };
    const a = await avif(png, await outFile(ctx, `${stem}.avif`), Math.min(budget.avif, LIMITS.image));
    const b = await webp(png, await outFile(ctx, `${stem}.webp`), Math.min(budget.webp, LIMITS.image));
    return `${w}: ${kb(a)} avif, ${kb(b)} webp`;
  });
  console.log(`${job.key} ${job.width}x${job.height}  ${report.join(" | ")}  text ${minText ?? "none"}`);
  return { src: publicSrc(job.key), width: job.width, height: job.height, widths: job.widths, minTextPx: minText };
}

export async function produceClip(ctx: Context, job: ClipJob): Promise<ClipEntry> {
  const dir = scratch(ctx, job.key, "-frames");
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const n = Math.round(job.seconds * job.fps);
  const mins = await all(Array.from({ length: n }, (_, i) => i), async (i) => {
    const { value: svg, minTextPx } = recordText(() => job.frame(i / n));
    await renderPng(svg, job.width, job.height, join(dir, `${String(i).padStart(4, "0")}.png`), job.key);
    return minTextPx === null ? null : (minTextPx * job.width) / viewBoxWidth(svg);
  });
  const measured = mins.filter((m): m is number => m !== null);
  const minText = checkText(job.key, measured.length ? Math.round(Math.min(...measured) * 10) / 10 : null, job.width, job.textShownAt);
  const size = await mp4(join(dir, "%04d.png"), job.fps, await outFile(ctx, `${job.key}.mp4`));
  await rm(dir, { recursive: true, force: true });
  console.log(`${job.key}.mp4 ${job.width}x${job.height} ${job.seconds}s  ${kb(size)}  text ${minText ?? "none"}`);
  return { src: `${publicSrc(job.key)}.mp4`, poster: job.poster, width: job.width, height: job.height, minTextPx: minText };
}

export const SHARE_W = 1200;
export const SHARE_H = 630;

export async function produceShare(ctx: Context, job: ShareJob): Promise<ShareEntry> {
  const png = scratch(ctx, job.key, ".png");
  await renderPng(job.draw(), SHARE_W, SHARE_H, png, job.key);
  const size = await sharePng(png, await outFile(ctx, `${job.key}.png`));
  console.log(`${job.key}.png  ${kb(size)}`);
  return { src: `${publicSrc(job.key)}.png`, width: SHARE_W, height: SHARE_H };
}

export async function produceFile(ctx: Context, job: FileJob): Promise<void> {
  await writeFile(await outFile(ctx, job.path), job.content);
}
