// The committed media: every file a page names exists, within the byte budgets, at the sizes the markup says.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { blogBanner, hubArt, hubIconIds, hubIconPath, pageShareImages } from "../../app/content/media.ts";
import { roadmap, roadmapIconPath } from "../../app/content/roadmap.ts";
import { site } from "../../app/site.ts";
import { ASSETS_DIR, loadArticles } from "../../scripts/content-loader.ts";

const articles = loadArticles(new URL("../../app/content/articles", import.meta.url).pathname);
const file = (publicPath: string) => join(ASSETS_DIR, publicPath);
const KB = 1024;

/** Pixel size read from the file header of a PNG, WebP (VP8, VP8L, VP8X) or AVIF ('ispe' box). */
function imageSize(path: string): { width: number; height: number } {
  const b = readFileSync(path);
  if (b.toString("ascii", 1, 4) === "PNG") return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
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

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? walk(join(dir, d.name)) : [join(dir, d.name)]));
}

describe("media budgets", () => {
  const media = walk(file("/static/media"));

  it("keeps every image at or under 150 KB", () => {
    const images = media.filter((f) => /\.(avif|webp|png|svg|jpe?g)$/.test(f));
    expect(images.length).toBeGreaterThan(50);
    for (const f of images) expect(statSync(f).size, f).toBeLessThanOrEqual(150 * KB);
  });

  it("keeps every clip at or under 400 KB", () => {
    const clips = media.filter((f) => f.endsWith(".mp4"));
    expect(clips.length).toBeGreaterThanOrEqual(2);
    for (const f of clips) expect(statSync(f).size, f).toBeLessThanOrEqual(400 * KB);
  });
});

describe("article media", () => {
  it.each(articles.map((a) => [a.file, a] as const))("%s: banner AVIF and WebP at the declared size", (_f, a) => {
    for (const ext of ["avif", "webp"]) expect(imageSize(file(`${a.banner.image}.${ext}`))).toEqual({ width: a.banner.width, height: a.banner.height });
  });

  it.each(articles.map((a) => [a.slug] as const))("has a 1200x630 share image for %s", (slug) => {
    expect(imageSize(file(`/static/media/share/${slug}.png`))).toEqual({ width: 1200, height: 630 });
  });

  it("gives the two partnership articles an H.264 clip that starts playing without waiting for the whole file", () => {
    const clips = articles.filter((a) => a.banner.video);
    expect(clips).toHaveLength(2);
    for (const a of clips) {
      const b = readFileSync(file(a.banner.video!));
      expect(b.indexOf("avc1"), a.file).toBeGreaterThan(0);
      expect(b.indexOf("moov"), `${a.file}: moov before mdat (faststart)`).toBeLessThan(b.indexOf("mdat"));
      expect(b.indexOf("soun"), `${a.file}: no audio track`).toBe(-1);
    }
  });
});

describe("page media", () => {
  it("has the share images of the pages that are not articles, at 1200x630", () => {
    for (const p of [site.shareImage, ...Object.values(pageShareImages)]) expect(imageSize(file(p)), p).toEqual({ width: 1200, height: 630 });
  });

  it("has the blog banner, the hub art and the hub event banner at their declared sizes", () => {
    for (const m of [blogBanner, hubArt, ...(blogBanner.narrow ? [blogBanner.narrow] : [])])
      for (const ext of ["avif", "webp"]) expect(imageSize(file(`${m.image}.${ext}`)), m.image).toEqual({ width: m.width, height: m.height });
  });

  it("has an SVG icon for every roadmap entry and every Hub offer", () => {
    for (const p of [...roadmap.map((e) => roadmapIconPath(e.icon)), ...hubIconIds.map(hubIconPath)]) {
      expect(existsSync(file(p)), p).toBe(true);
      expect(readFileSync(file(p), "utf8")).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="64" height="64"/);
    }
  });
});
