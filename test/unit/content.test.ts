import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ContentError, displayDateOf, isIsoDate } from "../../app/content/schema.ts";
import { attachTranslations, loadArticles, parseArticle } from "../../scripts/content-loader.ts";
import { articleSource } from "./article-fixture.ts";

const good = articleSource();

describe("article files", () => {
  it("parses front matter and renders the body to HTML, external links in a new tab", () => {
    const a = parseArticle("a.md", good);
    expect([a.title, a.date, a.genesisBlock, a.hubGuide]).toEqual(["A post", "Apr 15, 2023", false, false]);
    expect(a.html).toContain('<a href="https://example.org" target="_blank" rel="noopener noreferrer">link</a>');
  });

  it("tells a missing field from one of the wrong type, naming the file", () => {
    expect(() => parseArticle("no-title.md", good.replace('title: "A post"\n', ""))).toThrow(new ContentError("no-title.md", 'missing "title"'));
    expect(() => parseArticle("number.md", good.replace('title: "A post"', "title: 12345"))).toThrow(new ContentError("number.md", '"title" must be text, not 12345'));
    expect(() => parseArticle("empty.md", good.replace('title: "A post"', 'title: "  "'))).toThrow(new ContentError("empty.md", '"title" is empty'));
    expect(() => parseArticle("extra.md", good.replace('title: "A post"', 'title: "A post"\nauthor: "me"'))).toThrow(/extra\.md: unknown field "author"/);
  });

  it("fails a bad date, an unknown cover and a fractional featured position with clear messages", () => {
    expect(() => parseArticle("bad-date.md", good.replace("2023-04-15", "2023-02-30"))).toThrow('bad-date.md: "isoDate" is not a valid YYYY-MM-DD date');
    expect(() => parseArticle("cover.md", good.replace("blog/nft", "blog/nope"))).toThrow('cover.md: "cover" names no image of app/content/media.json');
    expect(() => parseArticle("f.md", good.replace("tags:", "featured: 1.5\ntags:"))).toThrow('f.md: "featured" must be a whole number');
  });

  it("fails a file without front matter", () => {
    expect(() => parseArticle("plain.md", "just text")).toThrow(/plain\.md: no front matter/);
  });

  it("knows real calendar dates and writes display dates the locale's way (Apr 15, 2023 in English)", () => {
    expect(isIsoDate("2023-08-31")).toBe(true);
    expect(isIsoDate("2023-13-01")).toBe(false);
    expect(displayDateOf("2023-07-06")).toBe("Jul 6, 2023");
    expect(displayDateOf("2023-08-31", "ko-KR")).toBe("2023년 8월 31일");
  });

  it("loads the site's own 15 articles: unique slugs, featured 1 to 14 once each, one Hub guide, two Genesis articles", () => {
    const articles = loadArticles(new URL("../../app/content/articles", import.meta.url).pathname);
    expect(articles).toHaveLength(15);
    expect(new Set(articles.map((a) => a.slug)).size).toBe(15);
    expect(
      articles
        .map((a) => a.featured)
        .filter(Boolean)
        .sort((x, y) => x! - y!),
    ).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    expect(articles.filter((a) => a.hubGuide)).toHaveLength(1);
    expect(articles.filter((a) => a.genesisBlock)).toHaveLength(2);
  });
});

describe("translations", () => {
  function folder(files: Record<string, string>): string {
    const dir = mkdtempSync(join(tmpdir(), "articles-"));
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(join(dir, name, ".."), { recursive: true });
      writeFileSync(join(dir, name), text);
    }
    return dir;
  }
  const translation = (over = "") => `---\noriginal: "a_post"\nlang: "ko"\ntitle: "글"\ndescription: "설명"\ntags: ["웹3"]\ncoverAlt: "메달"\n${over}---\n\n본문.\n`;

  it("attaches a translation to the original it names", () => {
    const original = parseArticle("a.md", good);
    attachTranslations(folder({ "ko/a.md": translation() }), [original], ["ko"]);
    expect(original.translations.ko?.title).toBe("글");
    expect(original.translations.ko?.html).toContain("본문");
  });

  it("fails, naming the file, a missing original, a repeated language, a missing field or a folder that is not a language", () => {
    const load = (files: Record<string, string>) => attachTranslations(folder(files), [parseArticle("a.md", good)], ["ko"]);
    expect(() => load({ "ko/a.md": translation().replace('"a_post"', '"gone"') })).toThrow('ko/a.md: original "gone" is no article\'s slug');
    expect(() => load({ "ko/a.md": translation(), "ko/b.md": translation() })).toThrow("ko/b.md: repeats the ko translation of a.md");
    expect(() => load({ "ko/a.md": translation().replace('coverAlt: "메달"\n', "") })).toThrow('ko/a.md: missing "coverAlt"');
    expect(() => load({ "xx/a.md": translation().replace('lang: "ko"', 'lang: "xx"') })).toThrow(/xx\/a\.md: "xx" is not one of the site's languages/);
  });
});
