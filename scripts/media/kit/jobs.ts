// What an art module hands the kit, and how the kit turns each job into files and a manifest entry.
import { mkdir, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { LIMITS, avif, kb, mp4, webp } from "./encode.ts";
import { SHARE_H, SHARE_W, checkText, checkWidths, clipEntry, heightAt, imageEntry, imageStem, shareEntry, textAtWidth } from "./entries.ts";
import type { ClipEntry, ImageEntry, ShareEntry } from "./manifest.ts";
import { renderPng, viewBoxWidth } from "./render.ts";
import { all } from "./run.ts";
import { writeShareFile } from "./share-file.ts";
import { recordText } from "./text.ts";

export type { Budget, ClipJob, FileJob, ImageJob, Job, ShareJob } from "./job-types.ts";
import type { ClipJob, ImageJob, Job, ShareJob, FileJob } from "./job-types.ts";

export const jobKey = (j: Job): string => (j.kind === "file" ? j.path.replace(/\.[a-z]+$/, "") : j.key);

export interface Context {
  /** assets/static/media */
  mediaDir: string;
  /** Scratch folder for SVG sources, PNGs and frames. */
  work: string;
}

const scratch = (ctx: Context, key: string, suffix: string) => join(ctx.work, `${key.replace(/\//g, "__")}${suffix}`);

async function outFile(ctx: Context, rel: string): Promise<string> {
  const file = join(ctx.mediaDir, rel);
  await mkdir(dirname(file), { recursive: true });
  return file;
}

export async function produceImage(ctx: Context, job: ImageJob): Promise<ImageEntry> {
  const { value: svg, minTextPx } = recordText(job.draw);
  const minText = checkText(job.key, textAtWidth(minTextPx, job.width, viewBoxWidth(svg)), job.width, job.textShownAt);
  checkWidths(job);
  const report = await all(job.widths, async (w) => {
    const png = scratch(ctx, job.key, `-${w}.png`);
    await renderPng(svg, w, heightAt(job, w), png, job.key);
    const stem = imageStem(job.key, w, job.width);
    const budget = { avif: LIMITS.image, webp: LIMITS.image, ...job.budget?.(w) };
    const a = await avif(png, await outFile(ctx, `${stem}.avif`), Math.min(budget.avif, LIMITS.image));
    const b = await webp(png, await outFile(ctx, `${stem}.webp`), Math.min(budget.webp, LIMITS.image));
    return `${w}: ${kb(a)} avif, ${kb(b)} webp`;
  });
  console.log(`${job.key} ${job.width}x${job.height}  ${report.join(" | ")}  text ${minText ?? "none"}`);
  return imageEntry(job, minText);
}

export async function produceClip(ctx: Context, job: ClipJob): Promise<ClipEntry> {
  const dir = scratch(ctx, job.key, "-frames");
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const n = Math.round(job.seconds * job.fps);
  const mins = await all(
    Array.from({ length: n }, (_, i) => i),
    async (i) => {
      const { value: svg, minTextPx } = recordText(() => job.frame(i / n));
      await renderPng(svg, job.width, job.height, join(dir, `${String(i).padStart(4, "0")}.png`), job.key);
      return minTextPx === null ? null : (minTextPx * job.width) / viewBoxWidth(svg);
    },
  );
  const measured = mins.filter((m): m is number => m !== null);
  const minText = checkText(job.key, measured.length ? Math.round(Math.min(...measured) * 10) / 10 : null, job.width, job.textShownAt);
  const size = await mp4(join(dir, "%04d.png"), job.fps, await outFile(ctx, `${job.key}.mp4`));
  await rm(dir, { recursive: true, force: true });
  console.log(`${job.key}.mp4 ${job.width}x${job.height} ${job.seconds}s  ${kb(size)}  text ${minText ?? "none"}`);
  return clipEntry(job, minText);
}

export async function produceShare(ctx: Context, job: ShareJob): Promise<ShareEntry> {
  const png = scratch(ctx, job.key, ".png");
  await renderPng(job.draw(), SHARE_W, SHARE_H, png, job.key);
  const out = await outFile(ctx, `${job.key}-${job.version}`);
  const f = await writeShareFile(png, scratch(ctx, job.key, ""), out);
  const measured = (n: number | null) => (n === null ? "over budget" : kb(n));
  console.log(`${job.key}-${job.version}.${f.ext}  ${kb(f.size)}  (png ${measured(f.png)}, jpg ${measured(f.jpg)})`);
  return shareEntry(job.key, job.version, f.ext);
}

export async function produceFile(ctx: Context, job: FileJob): Promise<void> {
  await writeFile(await outFile(ctx, job.path), job.content);
}
