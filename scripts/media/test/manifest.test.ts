// kit/manifest.ts: app/content/media.json as the kit reads and writes it.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type Manifest, emptyManifest, readManifest, writeManifest } from "../kit/manifest.ts";

const dir = mkdtempSync(join(tmpdir(), "media-manifest-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const img = (src: string) => ({ src, width: 10, height: 5, widths: [10], minTextPx: null });
const manifest: Manifest = {
  images: { "home/hero": img("/static/media/home/hero"), "blog/nft": img("/static/media/blog/nft"), "blog/bar": img("/static/media/blog/bar") },
  clips: {
    "home/z": { src: "/static/media/home/z.mp4", poster: "home/z-poster", width: 10, height: 5, minTextPx: 14 },
    "home/a": { src: "/static/media/home/a.mp4", poster: "home/a-poster", width: 10, height: 5, minTextPx: null },
  },
  share: { "share/home": { src: "/static/media/share/home.png", width: 1200, height: 630 }, "share/blog": { src: "/static/media/share/blog.png", width: 1200, height: 630 } },
};

describe("writeManifest", () => {
  it("sorts the keys of every section, so a rebuild gives a stable diff", () => {
    const file = join(dir, "sorted.json");
    writeManifest(file, manifest);
    const written = JSON.parse(readFileSync(file, "utf8")) as Manifest;
    expect(Object.keys(written)).toEqual(["images", "clips", "share"]);
    expect(Object.keys(written.images)).toEqual(["blog/bar", "blog/nft", "home/hero"]);
    expect(Object.keys(written.clips)).toEqual(["home/a", "home/z"]);
    expect(Object.keys(written.share)).toEqual(["share/blog", "share/home"]);
  });

  it("pretty-prints with two spaces and ends with a newline", () => {
    const file = join(dir, "pretty.json");
    writeManifest(file, { images: {}, clips: {}, share: { "share/home": { src: "/s.png", width: 1, height: 2 } } });
    expect(readFileSync(file, "utf8")).toBe(
      '{\n  "images": {},\n  "clips": {},\n  "share": {\n    "share/home": {\n      "src": "/s.png",\n      "width": 1,\n      "height": 2\n    }\n  }\n}\n',
    );
  });

  it("gives the same bytes whatever order the entries were added in", () => {
    const a = join(dir, "a.json");
    const b = join(dir, "b.json");
    writeManifest(a, manifest);
    const reversed = (r: Record<string, unknown>) => Object.fromEntries(Object.entries(r).reverse());
    writeManifest(b, { images: reversed(manifest.images), clips: reversed(manifest.clips), share: reversed(manifest.share) } as Manifest);
    expect(readFileSync(b, "utf8")).toBe(readFileSync(a, "utf8"));
  });
});

describe("readManifest", () => {
  it("reads back what was written", () => {
    const file = join(dir, "round.json");
    writeManifest(file, manifest);
    expect(readManifest(file)).toEqual(manifest);
  });

  it("starts empty when there is no file yet", () => {
    expect(readManifest(join(dir, "missing.json"))).toEqual(emptyManifest());
    expect(emptyManifest()).toEqual({ images: {}, clips: {}, share: {} });
  });

  it("fills in the sections an older file lacks", () => {
    const file = join(dir, "partial.json");
    writeFileSync(file, JSON.stringify({ images: manifest.images }));
    expect(readManifest(file)).toEqual({ images: manifest.images, clips: {}, share: {} });
  });

  it("hands out a fresh empty manifest each time (a run adds to it)", () => {
    const a = emptyManifest();
    a.images.x = img("/x");
    expect(emptyManifest().images).toEqual({});
  });
});
