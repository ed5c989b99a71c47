// Builds the home page's media into assets/static/media/home/ from the SVG art in this folder:
//   npx tsx scripts/media/home/build.ts [--only=name,name] [--no-clips]
// Needs Debian's librsvg2-bin (rsvg-convert), libavif-bin (avifenc), imagemagick (WebP) and ffmpeg (libx264),
// plus fonts-inter. Stills become AVIF + WebP (each <= 150 KB); clips H.264 mp4 (each <= 400 KB).
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { site } from "../../../app/site.ts";
import { homeArt } from "./art.ts";
import { CLIP_FPS, CLIP_H, CLIP_SECONDS, CLIP_W, clips } from "./clips.ts";
import { caseIcons } from "./icons.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "../../..");
const out = join(root, "assets/static/media/home");
const work = join(tmpdir(), "meridian-home-media");
const IMAGE_MAX = 150 * 1024;
const CLIP_MAX = 400 * 1024;

const args = process.argv.slice(2);
const only = args.find((a) => a.startsWith("--only="))?.slice(7).split(",");
const wanted = (name: string) => !only || only.includes(name);

function run(cmd: string, argv: string[]): void {
  execFileSync(cmd, argv, { stdio: ["ignore", "ignore", "inherit"] });
}

function size(file: string): number {
  return statSync(file).size;
}

/** SVG -> PNG -> AVIF + WebP, lowering quality until both fit the image budget. */
function still(name: string, svg: string, width: number, height: number, avifQ = 34): void {
  const src = join(work, `${name}.svg`);
  const png = join(work, `${name}.png`);
  writeFileSync(src, svg);
  run("rsvg-convert", ["-w", String(width), "-h", String(height), src, "-o", png]);
  for (const ext of ["avif", "webp"] as const) {
    const file = join(out, `${name}.${ext}`);
    // avifenc keeps the alpha channel (ImageMagick's AVIF writer drops it); quantizer up, or WebP quality down, to fit.
    for (let step = 0; ; step++) {
      if (ext === "avif") {
        const q = avifQ + step * 6;
        run("avifenc", ["--min", String(q - 6), "--max", String(q), "--minalpha", "0", "--maxalpha", "16", "-s", "6", "-j", "2", png, file]);
      } else {
        run("convert", [png, "-strip", "-quality", String(84 - step * 8), "-define", "webp:method=6", "-define", "webp:alpha-quality=90", file]);
      }
      if (size(file) <= IMAGE_MAX) break;
      if (step >= 6) throw new Error(`${name}.${ext} stays over ${IMAGE_MAX} bytes`);
    }
    console.log(`${name}.${ext}  ${width}x${height}  ${(size(file) / 1024).toFixed(1)} KB`);
  }
}

function clip(c: (typeof clips)[number]): void {
  const dir = join(work, c.name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const frames = CLIP_SECONDS * CLIP_FPS;
  for (let i = 0; i < frames; i++) {
    const svg = join(dir, "frame.svg");
    writeFileSync(svg, c.frame(i / frames));
    run("rsvg-convert", ["-w", String(CLIP_W), "-h", String(CLIP_H), svg, "-o", join(dir, `${String(i).padStart(4, "0")}.png`)]);
  }
  const file = join(out, `${c.name}.mp4`);
  for (let crf = 26; ; crf += 3) {
    run("ffmpeg", [
      ...["-y", "-loglevel", "error", "-framerate", String(CLIP_FPS), "-i", join(dir, "%04d.png")],
      ...["-c:v", "libx264", "-preset", "slow", "-crf", String(crf), "-pix_fmt", "yuv420p", "-profile:v", "high"],
      ...["-movflags", "+faststart", "-an", "-threads", "2", file],
    ]);
    if (size(file) <= CLIP_MAX) break;
    if (crf >= 40) throw new Error(`${c.name}.mp4 stays over ${CLIP_MAX} bytes`);
  }
  console.log(`${c.name}.mp4  ${CLIP_W}x${CLIP_H}  ${CLIP_SECONDS}s  ${(size(file) / 1024).toFixed(1)} KB`);
  still(c.name, c.frame(c.posterAt), CLIP_W, CLIP_H);
}

mkdirSync(out, { recursive: true });
mkdirSync(work, { recursive: true });
for (const art of homeArt(site.name)) {
  if (!wanted(art.name)) continue;
  still(art.name, art.svg, art.width, art.height, art.avifQ);
  for (const w of art.smaller ?? []) still(`${art.name}-${w}`, art.svg, w, Math.round((art.height * w) / art.width), art.avifQ);
}
for (const [name, svg] of Object.entries(caseIcons)) {
  if (!wanted(name)) continue;
  writeFileSync(join(out, `${name}.svg`), svg);
  console.log(`${name}.svg  ${svg.length} B`);
}
if (!args.includes("--no-clips")) for (const c of clips) if (wanted(c.name)) clip(c);
