// The site's own articles: length in range, and banner media that the build insists on.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { assertBannerMedia, bannerFiles, loadArticles, parseArticle } from "../../scripts/content-loader.ts";
import { articleSource } from "./article-fixture.ts";

const articlesDir = new URL("../../app/content/articles", import.meta.url).pathname;
const articles = loadArticles(articlesDir);

const WORDS = { min: 500, max: 1200 } as const;

describe("article length", () => {
  it.each(articles.map((a) => [a.file, a.wordCount] as const))("%s has 500 to 1,200 words", (_file, words) => {
    expect(words).toBeGreaterThanOrEqual(WORDS.min);
    expect(words).toBeLessThanOrEqual(WORDS.max);
  });
});

const source = (banner: string) => articleSource(banner, "Body.");

function assetsWith(files: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), "assets-"));
  for (const f of files) {
    mkdirSync(dirname(join(dir, f)), { recursive: true });
    writeFileSync(join(dir, f), "x");
  }
  return dir;
}

describe("banner media check", () => {
  const picture = source(`  image: "/static/media/blog/post"\n  alt: "A post"\n  width: 1200\n  height: 630`);
  const clip = source(`  image: "/static/media/blog/post"\n  alt: "A post"\n  width: 1200\n  height: 630\n  video: "/static/media/blog/post.mp4"`);

  it("needs the AVIF and the WebP of a banner, and its clip when it has one", () => {
    expect(bannerFiles(parseArticle("p.md", picture))).toEqual(["/static/media/blog/post.avif", "/static/media/blog/post.webp"]);
    expect(bannerFiles(parseArticle("c.md", clip))).toContain("/static/media/blog/post.mp4");
  });

  it("passes when every file is there", () => {
    const dir = assetsWith(["static/media/blog/post.avif", "static/media/blog/post.webp", "static/media/blog/post.mp4"]);
    expect(() => assertBannerMedia(parseArticle("c.md", clip), dir)).not.toThrow();
  });

  it("fails a missing file, naming the article file and the path", () => {
    const dir = assetsWith(["static/media/blog/post.avif"]);
    expect(() => assertBannerMedia(parseArticle("post.md", picture), dir)).toThrow(
      "post.md: banner media not found under assets/: /static/media/blog/post.webp",
    );
  });

  it("fails a clip that is missing even when the pictures exist", () => {
    const dir = assetsWith(["static/media/blog/post.avif", "static/media/blog/post.webp"]);
    expect(() => assertBannerMedia(parseArticle("clip.md", clip), dir)).toThrow(/clip\.md: .*\/static\/media\/blog\/post\.mp4/);
  });

  it("fails the whole load of a folder whose article has no media", () => {
    const dir = mkdtempSync(join(tmpdir(), "articles-"));
    writeFileSync(join(dir, "lonely.md"), picture);
    expect(() => loadArticles(dir, { assetsDir: assetsWith([]) })).toThrow(/^lonely\.md: banner media not found/);
  });
});
