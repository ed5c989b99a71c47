// The site's own articles: length in range, and banner media that the build insists on.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { LANG_CODES } from "../../app/i18n/languages.ts";
import { assertCoverMedia, coverFiles, curlyQuotes, isolateLatin, loadArticles, parseArticle } from "../../scripts/content-loader.ts";
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

function assetsWith(files: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), "assets-"));
  for (const f of files) {
    mkdirSync(dirname(join(dir, f)), { recursive: true });
    writeFileSync(join(dir, f), "x");
  }
  return dir;
}

describe("cover media check", () => {
  const picture = articleSource();
  const clip = articleSource('cover: "blog/particle"\ncoverAlt: "A wallet"\nclip: "blog/particle"');

  it("needs every render of a cover (AVIF and WebP at each width), and its clip when it has one", () => {
    expect(coverFiles(parseArticle("p.md", picture))).toEqual(["/static/media/blog/nft", "/static/media/blog/nft-600"].flatMap((p) => [`${p}.avif`, `${p}.webp`]));
    expect(coverFiles(parseArticle("c.md", clip))).toContain("/static/media/blog/particle.mp4");
  });

  it("passes when every file is there, and names the article and the missing path otherwise", () => {
    const files = coverFiles(parseArticle("c.md", clip)).map((p) => p.slice(1));
    expect(() => assertCoverMedia(parseArticle("c.md", clip), assetsWith(files))).not.toThrow();
    expect(() => assertCoverMedia(parseArticle("c.md", clip), assetsWith(files.slice(1)))).toThrow(
      /^c\.md: cover media not found under assets\/: \/static\/media\/blog\/particle\.avif/,
    );
  });

  it("fails the whole load of a folder whose article has no media", () => {
    const dir = mkdtempSync(join(tmpdir(), "articles-"));
    writeFileSync(join(dir, "lonely.md"), picture.replace("tags:", "hubGuide: true\ntags:"));
    expect(() => loadArticles(dir, { assetsDir: assetsWith([]) })).toThrow(/^lonely\.md: cover media not found/);
  });
});

describe("Latin inside right-to-left text", () => {
  it("isolates each Latin run with its digits and inner punctuation, and leaves tags, attributes and entities alone", () => {
    const html = '<p>قال (Core Contributor) إن <a href="https://example.test/Layer">Layer 2</a> و&amp;No VC, All About The People.</p>';
    expect(isolateLatin(html)).toBe(
      '<p>قال (<bdi>Core Contributor</bdi>) إن <a href="https://example.test/Layer"><bdi>Layer 2</bdi></a> و&amp;<bdi>No VC, All About The People</bdi>.</p>',
    );
  });

  it("is applied to the Arabic articles only", () => {
    const all = loadArticles(articlesDir, { languages: LANG_CODES });
    const ar = all.flatMap((a) => (a.translations.ar ? [a.translations.ar.html] : []));
    expect(ar).toHaveLength(15);
    expect(ar.join("")).toContain("<bdi>Proof of Networking</bdi>");
    for (const a of all) {
      expect(a.html, a.file).not.toContain("<bdi>");
      for (const [lang, t] of Object.entries(a.translations)) if (lang !== "ar") expect(t.html, `${lang} ${a.file}`).not.toContain("<bdi>");
    }
  });
});

describe("typographic quotes", () => {
  it("opens before a word, closes after one, and leaves tags, attributes and code alone", () => {
    const html = '<p>&quot;We start,&quot; said Ortiz (&quot;<em>really</em>&quot;). It&#39;s <code>a "b"</code> <a href="x&quot;">&quot;z&quot;</a></p>';
    expect(curlyQuotes(html)).toBe('<p>“We start,” said Ortiz (“<em>really</em>”). It’s <code>a "b"</code> <a href="x&quot;">“z”</a></p>');
  });

  it("leaves no straight quote in the text of any left-to-right article", () => {
    for (const a of loadArticles(articlesDir, { languages: LANG_CODES }))
      for (const [lang, t] of [["en", a], ...Object.entries(a.translations)] as const)
        if (lang !== "ar") expect(t.html.replace(/<[^>]*>/g, ""), `${lang} ${a.file}`).not.toMatch(/&quot;|&#39;|["']/);
  });
});
