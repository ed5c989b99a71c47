// npx tsx scripts/media/build-media.ts [key ...]
// Draws every image and clip of the site as SVG and renders them with Debian tools into assets/static/media:
// article banners (AVIF + WebP), partnership clips (H.264 mp4), share images (PNG), page art and icons.
// Needs: apt-get install -y librsvg2-bin webp libavif-bin pngquant ffmpeg fonts-inter
// With keys (article banner stems such as "particle", or "pages", "icons"), only those are redone.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { blogBanner, hubArt as hubArtMedia, hubIconIds, hubIconPath, pageShareImages, type PictureMedia } from "../../app/content/media.ts";
import { roadmap, roadmapIconPath } from "../../app/content/roadmap.ts";
import { brand, site } from "../../app/site.ts";
import { loadArticles } from "../content-loader.ts";
import { articleMotifs } from "./motifs.ts";
import { artPanel, blogArt, homeArt, hubArt, icon, roadmapArt, tallBanner, wideBanner } from "./page-art.ts";
import { card } from "./svg.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const assets = join(root, "assets");
const work = mkdtempSync(join(tmpdir(), `${site.slug}-media-`));
const only = new Set(process.argv.slice(2));
const wanted = (key: string) => only.size === 0 || only.has(key);

export const LIMITS = { image: 150 * 1024, video: 400 * 1024 } as const;

function run(cmd: string, args: string[]): void {
  execFileSync(cmd, args, { stdio: ["ignore", "ignore", "inherit"] });
}

function out(publicPath: string): string {
  const file = join(assets, publicPath);
  mkdirSync(dirname(file), { recursive: true });
  return file;
}

function kb(file: string): string {
  return `${(statSync(file).size / 1024).toFixed(1)} KB`;
}

/** Writes the SVG source to the work folder and renders it to a PNG there. */
function render(name: string, svg: string, w: number, h: number): string {
  const svgFile = join(work, `${name}.svg`);
  const png = join(work, `${name}.png`);
  writeFileSync(svgFile, svg);
  run("rsvg-convert", ["-w", String(w), "-h", String(h), "-o", png, svgFile]);
  return png;
}

/** Tries encoder settings from best to smallest until the file fits the byte budget. */
function fit(file: string, limit: number, attempts: (() => void)[]): void {
  for (const attempt of attempts) {
    attempt();
    if (statSync(file).size <= limit) return;
  }
  throw new Error(`${file} is ${kb(file)}, over the ${limit / 1024} KB budget`);
}

/** The AVIF and the WebP fallback of one picture. */
function picture(png: string, publicStem: string): void {
  const avif = out(`${publicStem}.avif`);
  const webp = out(`${publicStem}.webp`);
  fit(avif, LIMITS.image, [30, 38, 46].map((q) => () => run("avifenc", ["-s", "5", "-j", "2", "--min", String(q - 12), "--max", String(q), "-y", "420", png, avif])));
  fit(webp, LIMITS.image, [84, 76, 68, 58].map((q) => () => run("cwebp", ["-quiet", "-m", "6", "-q", String(q), "-sharp_yuv", png, "-o", webp])));
  console.log(`${publicStem}.avif ${kb(avif)}, .webp ${kb(webp)}`);
}

/** A 1200x630 share image, quantized to a palette PNG within the budget. */
function sharePng(png: string, publicPath: string): void {
  const file = out(publicPath);
  fit(file, LIMITS.image, ["70-92", "55-80", "40-65"].map((q) => () => run("pngquant", ["--force", "--strip", "--speed", "1", "--quality", q, "--output", file, png])));
  console.log(`${publicPath} ${kb(file)}`);
}

/** A seamless loop: frames of the motif over one period, encoded as H.264 with no audio. */
function clip(name: string, frameSvg: (t: number) => string, publicPath: string, seconds = 4, fps = 24): void {
  const dir = join(work, `${name}-frames`);
  mkdirSync(dir);
  const n = seconds * fps;
  for (let i = 0; i < n; i++) {
    const svgFile = join(dir, "frame.svg");
    writeFileSync(svgFile, frameSvg(i / n));
    run("rsvg-convert", ["-w", "1200", "-h", "630", "-o", join(dir, `f${String(i).padStart(3, "0")}.png`), svgFile]);
  }
  const file = out(publicPath);
  fit(file, LIMITS.video, [26, 30, 34, 38].map((crf) => () =>
    run("ffmpeg", ["-y", "-loglevel", "error", "-framerate", String(fps), "-i", join(dir, "f%03d.png"), "-c:v", "libx264", "-preset", "slow", "-tune", "animation",
      "-crf", String(crf), "-pix_fmt", "yuv420p", "-movflags", "+faststart", "-an", file])));
  console.log(`${publicPath} ${kb(file)} (${n} frames)`);
}

function articles(): void {
  const list = loadArticles(join(root, "app/content/articles"), { checkMedia: false });
  for (const a of list) {
    const key = basename(a.banner.image);
    if (!wanted(key)) continue;
    const motif = articleMotifs[key];
    if (!motif) throw new Error(`${a.file}: no motif for banner "${key}" in scripts/media/motifs.ts`);
    const svgAt = (t: number) =>
      card({ w: 1200, h: 630, seed: key, eyebrow: a.tags[0] ?? "Blog", title: a.title, footer: `Blog · ${a.date}`, brandName: site.name, art: motif(t, site.name) });
    const png = render(key, svgAt(0), 1200, 630);
    picture(png, a.banner.image);
    sharePng(png, `/static/media/share/${a.slug}.png`);
    if (a.banner.video) clip(key, svgAt, a.banner.video);
  }
}

function pictureOf(m: PictureMedia, svg: string): void {
  picture(render(basename(m.image), svg, m.width, m.height), m.image);
}

function pages(): void {
  const share = (publicPath: string, eyebrow: string, title: string, subtitle: string, art: string) =>
    sharePng(render(basename(publicPath, ".png"), card({ w: 1200, h: 630, seed: publicPath, eyebrow, title, subtitle, footer: site.url.replace(/^https?:\/\//, ""), brandName: site.name, art }), 1200, 630), publicPath);
  share(site.shareImage, site.slogan, site.tagline, site.description, homeArt());
  share(pageShareImages.blog, "Blog", brand("{product} Blog"), "News, announcements and deep dives from the network.", blogArt());
  share(pageShareImages.roadmap, "Roadmap", brand("The Road to {product} Rollups"), "Six layers, built in the order the community needs them.", roadmapArt());
  share(pageShareImages.hub, "Hub", brand("{product} Hub"), "Tasks, events, lotteries, airdrops and giveaways in one place.", hubArt(site.name));
  pictureOf(blogBanner, wideBanner({ w: blogBanner.width, h: blogBanner.height, seed: "blog-banner", eyebrow: "Whitepaper", title: brand("Read the {product} Whitepaper"), cta: "Open the whitepaper  →", art: homeArt() }));
  if (blogBanner.narrow) {
    const n = blogBanner.narrow;
    picture(render(basename(n.image), tallBanner({ w: n.width, h: n.height, seed: "blog-banner", eyebrow: "Whitepaper", title: brand("Read the {product} Whitepaper"), cta: "Open the whitepaper  →", art: homeArt() }), n.width, n.height), n.image);
  }
  pictureOf(hubArtMedia, artPanel(hubArtMedia.width, hubArtMedia.height, "hub-art", hubArt(site.name), 1.3));
}

function icons(): void {
  const write = (publicPath: string, id: string) => {
    writeFileSync(out(publicPath), icon(id));
    console.log(`${publicPath} ${kb(join(assets, publicPath))}`);
  };
  for (const entry of roadmap) write(roadmapIconPath(entry.icon), entry.icon);
  for (const id of hubIconIds) write(hubIconPath(id), id);
}

try {
  articles();
  if (wanted("pages")) pages();
  if (wanted("icons")) icons();
} finally {
  if (!process.env.KEEP_MEDIA_WORK) rmSync(work, { recursive: true, force: true });
  else console.log(`SVG sources and frames kept in ${work}`);
}
