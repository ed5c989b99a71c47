// Encoders with byte budgets: each tries its settings from best to smallest until the file fits.
// AVIF via avifenc, WebP via cwebp, share cards via pngquant, clips as H.264 mp4 via ffmpeg.
import { stat } from "node:fs/promises";
import { run } from "./run.ts";

const KB = 1024;
/** The site's hard limits: at most 150 KB for each image file, 400 KB for a clip, 80 KB for a share card; art asks for
 * less where it can. */
export const LIMITS = { image: 150 * KB, clip: 400 * KB, share: 80 * KB } as const;

export const kb = (bytes: number): string => `${(bytes / KB).toFixed(1)} KB`;

/** Runs attempts best-first until the file is at most `limit` bytes; returns its size. */
export async function fit(file: string, limit: number, attempts: (() => Promise<void>)[]): Promise<number> {
  let size = Infinity;
  for (const attempt of attempts) {
    await attempt();
    size = (await stat(file)).size;
    if (size <= limit) return size;
  }
  throw new Error(`${file} is ${kb(size)}, over its ${kb(limit)} budget at the smallest setting`);
}

/** Quantizer ceilings for AVIF (0 best .. 63 smallest), best first. */
const AVIF_Q = [24, 30, 36, 42, 48, 54];
/** WebP qualities, best first. */
const WEBP_Q = [82, 74, 66, 58, 50, 42];

export function avif(png: string, out: string, limit: number): Promise<number> {
  return fit(
    out,
    limit,
    AVIF_Q.map((q) => () => run("avifenc", ["-s", "5", "-j", "1", "-y", "420", "--min", String(q - 10), "--max", String(q), "--minalpha", "0", "--maxalpha", "20", png, out])),
  );
}

export function webp(png: string, out: string, limit: number): Promise<number> {
  return fit(
    out,
    limit,
    WEBP_Q.map((q) => () => run("cwebp", ["-quiet", "-m", "6", "-q", String(q), "-sharp_yuv", "-alpha_q", "50", "-metadata", "none", png, "-o", out])),
  );
}

/** A share card quantized to a palette PNG within the budget. One setting: with the cards' gradients and dithering,
 * lower quality ceilings give files no smaller (measured: 105 KB at 0-95, 106 KB at 0-60), so a card over the budget
 * here is over it at any; no lower bound, so pngquant always writes a file and the budget decides. */
export function sharePng(png: string, out: string, limit: number = LIMITS.share): Promise<number> {
  return fit(out, limit, [() => run("pngquant", ["--force", "--strip", "--speed", "3", "--quality", "0-90", "--output", out, png])]);
}

/** JPEG qualities for a share card, best first (4:2:0, optimized Huffman tables, progressive). */
const JPEG_Q = [90, 86, 82, 78, 74];

/** A share card as a progressive JPEG within the budget, via cjpeg (libjpeg-turbo), from a PPM of the PNG (pngtopnm,
 * netpbm: Debian's cjpeg reads no PNG). */
export async function shareJpeg(png: string, out: string, limit: number): Promise<number> {
  const ppm = png.replace(/\.png$/, ".ppm");
  await run("sh", ["-c", 'pngtopnm "$1" > "$2"', "sh", png, ppm]);
  return fit(
    out,
    limit,
    JPEG_Q.map((q) => () => run("cjpeg", ["-quality", String(q), "-optimize", "-progressive", "-sample", "2x2", "-outfile", out, ppm])),
  );
}

/** Frames (a printf pattern of PNGs) -> H.264 mp4: moov first (+faststart), no audio, yuv420p for every player. */
export function mp4(framePattern: string, fps: number, out: string, limit: number = LIMITS.clip): Promise<number> {
  return fit(
    out,
    limit,
    [23, 26, 29, 32, 35, 38].map(
      (crf) => () =>
        run("ffmpeg", [
          ...["-y", "-loglevel", "error", "-framerate", String(fps), "-i", framePattern],
          ...["-c:v", "libx264", "-preset", "slow", "-tune", "animation", "-crf", String(crf), "-pix_fmt", "yuv420p", "-profile:v", "high"],
          ...["-movflags", "+faststart", "-an", out],
        ]),
    ),
  );
}
