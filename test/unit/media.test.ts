// The committed media match their manifest (app/content/media.json): every file exists at the size it claims,
// within its byte budget, text in the art reads where it is shown, nothing sits in assets/static/media unlisted, and
// the manifest is what the art in scripts/media draws now.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { ASSETS_DIR, loadArticles } from "../../scripts/content-loader.ts";
import { LANG_CODES } from "../../app/i18n/languages.ts";
import { allJobs } from "../../scripts/media/art/index.ts";
import { clipEntry, imageEntry, shareEntry, textAtWidth } from "../../scripts/media/kit/entries.ts";
import { viewBoxWidth } from "../../scripts/media/kit/render.ts";
import { recordText } from "../../scripts/media/kit/text.ts";
import { heroClip, heroImage, image, type ClipKey, type ImageKey } from "../../app/content/media.ts";

interface ImageEntry {
  src: string;
  width: number;
  height: number;
  widths: number[];
  minTextPx: number | null;
}
interface ClipEntry {
  src: string;
  poster: string;
  width: number;
  height: number;
  minTextPx: number | null;
}
interface Manifest {
  images: Record<string, ImageEntry>;
  clips: Record<string, ClipEntry>;
  share: Record<string, { src: string; width: number; height: number }>;
}

const manifestFile = new URL("../../app/content/media.json", import.meta.url);
const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest;
const articles = loadArticles(new URL("../../app/content/articles", import.meta.url).pathname);
const file = (publicPath: string) => join(ASSETS_DIR, publicPath);
const KB = 1024;
const images = Object.entries(manifest.images);
const clips = Object.entries(manifest.clips);
const coverKeys = articles.map((a) => a.cover);

/** Pixel size from the header of a PNG, JPEG (its SOF segment), WebP (VP8, VP8L, VP8X) or AVIF ('ispe' box). */
function imageSize(path: string): { width: number; height: number } {
  const b = readFileSync(path);
  if (b.toString("ascii", 1, 4) === "PNG") return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
  if (b[0] === 0xff && b[1] === 0xd8) {
    for (let at = 2; at + 9 < b.length; at += 2 + b.readUInt16BE(at + 2)) {
      const marker = b[at + 1]!;
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) return { width: b.readUInt16BE(at + 7), height: b.readUInt16BE(at + 5) };
    }
  }
  if (b.toString("ascii", 8, 12) === "WEBP") {
    const chunk = b.toString("ascii", 12, 16);
    if (chunk === "VP8 ") return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
    if (chunk === "VP8L") {
      const bits = b.readUInt32LE(21);
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
    if (chunk === "VP8X") return { width: b.readUIntLE(24, 3) + 1, height: b.readUIntLE(27, 3) + 1 };
  }
  const ispe = b.indexOf("ispe");
  if (ispe > 0) return { width: b.readUInt32BE(ispe + 8), height: b.readUInt32BE(ispe + 12) };
  throw new Error(`unknown image format: ${path}`);
}

/** Every file of an image entry: [public path, width, height]. */
function imageFiles(e: ImageEntry): [string, number, number][] {
  return e.widths.flatMap((w) => {
    const stem = w === e.width ? e.src : `${e.src}-${w}`;
    const h = Math.round((e.height * w) / e.width);
    return ["avif", "webp"].map((ext) => [`${stem}.${ext}`, w, h] as [string, number, number]);
  });
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? walk(join(dir, d.name)) : [join(dir, d.name)]));
}

/** Smallest CSS width each picture with text is shown at (text must read at 12 CSS px there); all others carry no text. */
const TEXT_SHOWN_AT: Record<string, number> = {
  "home/app-mine": 300,
  "home/app-hub": 300,
  "home/app-genesis": 300,
  "hub/hub-art": 340,
  "home/podf-3": 340,
  "home/story-mine": 340,
  "home/story-verify": 340,
  "home/story-footprints": 340,
  "home/story-citizens": 340,
};

describe("media manifest", () => {
  it("is written by the kit: keys sorted, pretty-printed", () => {
    const sorted = (r: Record<string, unknown>) =>
      Object.fromEntries(
        Object.keys(r)
          .sort()
          .map((k) => [k, r[k]]),
      );
    const stable = { images: sorted(manifest.images), clips: sorted(manifest.clips), share: sorted(manifest.share) };
    expect(readFileSync(manifestFile, "utf8")).toBe(`${JSON.stringify(stable, null, 2)}\n`);
  });

  it.each(images)("%s: AVIF and WebP at every srcset width, each at its pixel size and within 150 KB", (key, e) => {
    expect(e.src).toBe(`/static/media/${key}`);
    expect(e.widths.at(-1)).toBe(e.width);
    expect([...e.widths].sort((a, b) => a - b)).toEqual(e.widths);
    for (const [path, w, h] of imageFiles(e)) {
      expect(existsSync(file(path)), path).toBe(true);
      expect(imageSize(file(path)), path).toEqual({ width: w, height: h });
      expect(statSync(file(path)).size, path).toBeLessThanOrEqual(150 * KB);
    }
  });

  it.each(images.map(([k, e]) => [k, e.minTextPx, e.width] as const))("%s: words only where allowed, readable where shown", (key, minTextPx, width) => {
    const shownAt = TEXT_SHOWN_AT[key.replace(/\/[a-z]{2}\//, "/")];
    if (shownAt === undefined) expect(minTextPx, `${key} must carry no text`).toBeNull();
    else if (minTextPx !== null) expect((minTextPx * shownAt) / width, `${key} text in CSS px`).toBeGreaterThanOrEqual(12);
  });

  it("draws the two app screens the home page shows once per translated language (their words are the page's)", () => {
    for (const lang of LANG_CODES.filter((l) => l !== "en"))
      for (const screen of ["app-mine", "app-genesis"]) expect(Object.keys(manifest.images), lang).toContain(`home/${lang}/${screen}`);
  });

  it("keeps the article covers at or under 40 KB (AVIF) and the hero at or under 45 KB, 20 KB at 480 px", () => {
    for (const key of coverKeys) expect(statSync(file(`/static/media/${key}.avif`)).size, key).toBeLessThanOrEqual(40 * KB);
    expect(statSync(file("/static/media/home/hero.avif")).size).toBeLessThanOrEqual(45 * KB);
    expect(statSync(file("/static/media/home/hero-480.avif")).size).toBeLessThanOrEqual(20 * KB);
  });

  it("has a 1200x630 cover for every article and the clip each partnership article names, with its cover as poster", () => {
    for (const a of articles) {
      expect(manifest.images[a.cover], a.file).toMatchObject({ width: 1200, height: 630 });
      if (a.clip) expect(manifest.clips[a.clip]?.poster, a.file).toBe(a.cover);
    }
    expect(articles.filter((a) => a.clip)).toHaveLength(2);
  });

  it("has a 1512x630 hero (2.4 : 1) for every article's cover and clip, at or under 25 KB (AVIF), its clip's poster the hero", () => {
    for (const a of articles) {
      const hero = heroImage(a.cover as ImageKey);
      expect(hero, a.file).toMatchObject({ width: 1512, height: 630 });
      // As long a path as the cover's: the article's first round trip has no byte to spare.
      expect(hero.src.length, a.cover).toBe(image(a.cover as ImageKey).src.length);
      expect(statSync(file(`${hero.src}.avif`)).size, a.cover).toBeLessThanOrEqual(25 * KB);
      if (a.clip) expect(heroClip(a.clip as ClipKey), a.file).toMatchObject({ poster: hero, width: 1512, height: 630 });
    }
  });
});

describe("media manifest and the art (scripts/media)", () => {
  const jobs = allJobs();
  const keys = (kind: "image" | "clip" | "share") => jobs.flatMap((j) => (j.kind !== "file" && j.kind === kind ? [j.key] : [])).sort();

  it("lists exactly the images, clips and share cards the art draws (run npm run media after changing the art)", () => {
    expect(Object.keys(manifest.images).sort()).toEqual(keys("image"));
    expect(Object.keys(manifest.clips).sort()).toEqual(keys("clip"));
    expect(Object.keys(manifest.share).sort()).toEqual(keys("share"));
  });

  it("has the entry the kit would write now for every image (size, srcset widths, smallest text) and clip", () => {
    for (const j of jobs) {
      if (j.kind === "image") {
        const { value: svg, minTextPx } = recordText(j.draw);
        expect(manifest.images[j.key], j.key).toEqual(imageEntry(j, textAtWidth(minTextPx, j.width, viewBoxWidth(svg))));
      } else if (j.kind === "clip") expect(manifest.clips[j.key], j.key).toEqual(clipEntry(j, manifest.clips[j.key]?.minTextPx ?? null));
      else if (j.kind === "share") expect(manifest.share[j.key], j.key).toEqual(shareEntry(j.key, j.version, manifest.share[j.key]?.src.endsWith(".jpg") ? "jpg" : "png"));
    }
  });
});

describe("clips", () => {
  it.each(clips)("%s: H.264 that starts before it has all loaded, no audio, at most 8 s and 400 KB", (key, c) => {
    expect(c.src).toBe(`/static/media/${key}.mp4`);
    const b = readFileSync(file(c.src));
    expect(b.length).toBeLessThanOrEqual(400 * KB);
    expect(b.indexOf("avc1")).toBeGreaterThan(0);
    expect(b.indexOf("moov"), "moov before mdat (faststart)").toBeLessThan(b.indexOf("mdat"));
    expect(b.indexOf("soun"), "no audio track").toBe(-1);
    const mvhd = b.indexOf("mvhd");
    expect(b.readUInt32BE(mvhd + 20) / b.readUInt32BE(mvhd + 16), "seconds").toBeLessThanOrEqual(8);
    const tkhd = b.indexOf("tkhd");
    expect({ width: b.readUInt32BE(tkhd + 80) >>> 16, height: b.readUInt32BE(tkhd + 84) >>> 16 }).toEqual({ width: c.width, height: c.height });
  });

  it.each(clips)("%s: has a poster image of its size, and text only where allowed", (key, c) => {
    expect(manifest.images[c.poster], c.poster).toMatchObject({ width: c.width, height: c.height });
    const shownAt = TEXT_SHOWN_AT[key.replace(/\/[a-z]{2}\//, "/")];
    if (shownAt === undefined) expect(c.minTextPx).toBeNull();
    else if (c.minTextPx !== null) expect((c.minTextPx * shownAt) / c.width).toBeGreaterThanOrEqual(12);
  });
});

describe("share cards", () => {
  const entries = Object.entries(manifest.share);

  it("has a card in every language for the 4 pages and every article (each is translated into every language)", () => {
    const keys = LANG_CODES.flatMap((lang) => [...["home", "blog", "roadmap", "hub"].map((p) => `share/${lang}/${p}`), ...articles.map((a) => `share/${lang}/${a.slug}`)]);
    expect(Object.keys(manifest.share).sort()).toEqual(keys.sort());
    expect(entries.length).toBe(19 * LANG_CODES.length);
  });

  it.each(entries)("%s: a 1200x630 PNG or JPEG of at most 80 KB, named by its words' hash", (key, s) => {
    expect(s.src).toMatch(new RegExp(`^/static/media/${key}-[0-9a-f]{10}\\.(png|jpg)$`));
    expect(imageSize(file(s.src)), s.src).toEqual({ width: 1200, height: 630 });
    expect(statSync(file(s.src)).size, s.src).toBeLessThanOrEqual(80 * KB);
  });
});

describe("static assets within the Workers limits", () => {
  const all = walk(ASSETS_DIR);
  /** Files that exist once per language: share cards and pictures drawn in each language (a "/<lang>/" folder). */
  const perLanguage = (lang: string) => all.filter((f) => relative(ASSETS_DIR, f).split("/").includes(lang)).length;

  it("holds at most 20,000 files with room for three more languages, none over 25 MiB", () => {
    const most = Math.max(...LANG_CODES.map(perLanguage));
    expect(most).toBeGreaterThanOrEqual(19);
    expect(all.length + 3 * most).toBeLessThanOrEqual(20_000);
    for (const f of all) expect(statSync(f).size, f).toBeLessThanOrEqual(25 * 1024 * 1024);
  });
});

describe("media folder", () => {
  const media = file("/static/media");
  const icons = /^(roadmap|hub)\/[a-z-]+\.svg$|^home\/case-[a-z-]+\.svg$/;

  it("holds only what the manifest lists, and the SVG icons", () => {
    const listed = new Set([...images.flatMap(([, e]) => imageFiles(e).map(([p]) => p)), ...clips.map(([, c]) => c.src), ...Object.values(manifest.share).map((s) => s.src)]);
    const stray = walk(media)
      .map((f) => relative(media, f))
      .filter((rel) => !listed.has(`/static/media/${rel}`) && !icons.test(rel));
    expect(stray).toEqual([]);
  });

  it("keeps the icons' root element: 64x64 for roadmap and Hub, 40x40 for use cases", () => {
    const found = walk(media)
      .map((f) => relative(media, f))
      .filter((rel) => icons.test(rel));
    expect(found.length).toBe(7 + 5 + 7);
    for (const rel of found) {
      const size = rel.startsWith("home/") ? 40 : 64;
      expect(readFileSync(join(media, rel), "utf8"), rel).toMatch(new RegExp(`^<svg xmlns="http://www\\.w3\\.org/2000/svg" width="${size}" height="${size}"`));
    }
  });
});
