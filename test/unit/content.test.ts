import { describe, expect, it } from "vitest";
import { ContentError, displayDateOf, isIsoDate } from "../../app/content/schema.ts";
import { loadArticles, parseArticle } from "../../scripts/content-loader.ts";
import { articleSource } from "./article-fixture.ts";

const good = articleSource();

describe("article files", () => {
  it("parses front matter and renders the body to HTML, external links in a new tab", () => {
    const a = parseArticle("a.md", good);
    expect(a.title).toBe("A post");
    expect(a.html).toContain('<a href="https://example.org" target="_blank" rel="noopener noreferrer">link</a>');
  });

  it("fails a file with a missing title, naming the file", () => {
    expect(() => parseArticle("no-title.md", good.replace('title: "A post"\n', ""))).toThrow(
      new ContentError("no-title.md", 'missing or empty "title"'),
    );
  });

  it("fails a bad date with a clear message", () => {
    expect(() => parseArticle("bad-date.md", good.replace("2023-04-15", "2023-02-30"))).toThrow(
      /bad-date\.md: isoDate "2023-02-30" is not a valid YYYY-MM-DD date/,
    );
    expect(() => parseArticle("mismatch.md", good.replace("Apr 15 2023", "Apr 16 2023"))).toThrow(
      /mismatch\.md: date "Apr 16 2023" does not match isoDate 2023-04-15/,
    );
  });

  it("fails a file without front matter", () => {
    expect(() => parseArticle("plain.md", "just text")).toThrow(/plain\.md: no front matter/);
  });

  it("knows real calendar dates and writes display dates like the spec", () => {
    expect(isIsoDate("2023-08-31")).toBe(true);
    expect(isIsoDate("2023-13-01")).toBe(false);
    expect(displayDateOf("2023-07-06")).toBe("Jul 06 2023");
  });

  it("loads the site's own 15 articles with unique slugs", () => {
    const articles = loadArticles(new URL("../../app/content/articles", import.meta.url).pathname);
    expect(articles).toHaveLength(15);
    expect(new Set(articles.map((a) => a.slug)).size).toBe(15);
  });
});
