// kit/entries.ts: the manifest entry of each job, its files per srcset width, and the text rules.
import { describe, expect, it } from "vitest";
import { MIN_CSS_TEXT, checkText, checkWidths, clipEntry, heightAt, imageEntry, imageStem, publicSrc, shareEntry, textAtWidth } from "../kit/entries.ts";
import type { ClipJob, ImageJob } from "../kit/jobs.ts";

const cover: ImageJob = { kind: "image", key: "blog/nft", width: 1200, height: 630, widths: [600, 1200], draw: () => "" };
const clip: ClipJob = { kind: "clip", key: "home/story-mine", width: 1280, height: 720, seconds: 6, fps: 24, frame: () => "", poster: "home/story-mine-poster" };

describe("manifest entries", () => {
  it("an image: public path without extension, its pixel size, srcset widths and smallest text", () => {
    expect(imageEntry(cover, 24)).toEqual({ src: "/static/media/blog/nft", width: 1200, height: 630, widths: [600, 1200], minTextPx: 24 });
    expect(Object.keys(imageEntry(cover, null))).toEqual(["src", "width", "height", "widths", "minTextPx"]);
  });

  it("a clip: its mp4, its poster's key, size and smallest text", () => {
    expect(clipEntry(clip, null)).toEqual({ src: "/static/media/home/story-mine.mp4", poster: "home/story-mine-poster", width: 1280, height: 720, minTextPx: null });
  });

  it("a share card: 1200 x 630, its file named by the hash of its words and its format", () => {
    expect(shareEntry("share/ko/home", "0123456789", "jpg")).toEqual({ src: "/static/media/share/ko/home-0123456789.jpg", width: 1200, height: 630 });
    expect(publicSrc("a/b")).toBe("/static/media/a/b");
  });
});

describe("files per srcset width", () => {
  it("names the full width by the key and smaller widths with a -width suffix", () => {
    expect(imageStem("blog/nft", 1200, 1200)).toBe("blog/nft");
    expect(imageStem("blog/nft", 600, 1200)).toBe("blog/nft-600");
  });

  it("keeps the aspect ratio, rounding to whole pixels", () => {
    expect(heightAt(cover, 600)).toBe(315);
    expect(heightAt(cover, 320)).toBe(168);
    expect(heightAt({ width: 1280, height: 720 }, 320)).toBe(180);
  });

  it("checkWidths wants rising widths that end at the full width", () => {
    expect(() => checkWidths(cover)).not.toThrow();
    expect(() => checkWidths({ ...cover, widths: [600] })).toThrow("blog/nft: widths must end with the full width 1200");
    expect(() => checkWidths({ ...cover, widths: [600, 1200, 1200] })).toThrow("widths must rise");
    expect(() => checkWidths({ ...cover, widths: [800, 600, 1200] })).toThrow("widths must rise");
  });
});

describe("text rules", () => {
  it("textAtWidth converts a size in drawing units to pixels at the job's width, one decimal", () => {
    expect(textAtWidth(12, 640, 320)).toBe(24);
    expect(textAtWidth(13, 1000, 3000)).toBe(4.3);
    expect(textAtWidth(null, 640, 320)).toBeNull();
  });

  it("art without text passes whatever its use", () => {
    expect(checkText("blog/nft", null, 1200, undefined)).toBeNull();
  });

  it("refuses text in art that must carry no words", () => {
    expect(() => checkText("blog/nft", 40, 1200, undefined)).toThrow("blog/nft: draws text (40 px) but is an image that must carry no words");
  });

  it(`wants the smallest text to read at ${MIN_CSS_TEXT} CSS px at the narrowest width the art is shown`, () => {
    expect(MIN_CSS_TEXT).toBe(13);
    expect(checkText("k", 26, 1000, 500)).toBe(26);
    expect(() => checkText("k", 25.8, 1000, 500)).toThrow("k: smallest text 25.8 px reads at 12.9 CSS px at 500 CSS px wide (< 13)");
    expect(() => checkText("home/app-mine", 30, 960, 300)).toThrow("reads at 9.4 CSS px");
  });
});
