// The site in every language as search engines and feed readers see it: the sitemap's alternates, one RSS feed per
// language, the language in each page's JSON-LD.
import { describe, expect, it } from "vitest";
import { articles } from "../../app/generated/articles.ts";
import { FEED_LANGS, feedPathOf } from "../../app/content/articles.ts";
import { LANG_CODES, localePath } from "../../app/i18n/languages.ts";
import { alternatesOf, routes } from "../../app/routes.ts";
import media from "../../app/content/media.json" with { type: "json" };
import { site } from "../../app/site.ts";
import { get, SITE } from "./support.ts";
import { child, childrenNamed, parseXml } from "./xml.ts";

describe("search and sharing", () => {
  async function sitemap() {
    const root = parseXml(await (await get("/sitemap.xml")).text());
    return childrenNamed(root, "url").map((u) => ({
      loc: child(u, "loc").text,
      alternates: u.children
        .filter((c) => c.name === "xhtml:link")
        .map((l) => `${l.attrs.hreflang} ${l.attrs.href}`)
        .sort(),
    }));
  }

  it("gives every sitemap entry with translations the same alternates as each of them: symmetric and self-including", async () => {
    const urls = await sitemap();
    const byLoc = new Map(urls.map((u) => [u.loc, u]));
    let withAlternates = 0;
    for (const u of urls) {
      if (u.alternates.length === 0) continue;
      withAlternates++;
      const hreflangs = u.alternates.map((a) => a.split(" ")[0]);
      expect(new Set(hreflangs).size, u.loc).toBe(hreflangs.length);
      for (const h of hreflangs) expect([...LANG_CODES, "x-default"], u.loc).toContain(h);
      expect(
        u.alternates.some((a) => a.endsWith(` ${u.loc}`)),
        `${u.loc} lists itself`,
      ).toBe(true);
      for (const a of u.alternates) {
        const [, href] = a.split(" ");
        const other = byLoc.get(href!);
        expect(other, `${u.loc} -> ${href} is in the sitemap`).toBeDefined();
        expect(other!.alternates, `${href} lists the same alternates as ${u.loc}`).toEqual(u.alternates);
      }
    }
    // Home, blog, roadmap and hub, and the 15 articles, in 8 languages.
    expect(withAlternates).toBe(routes.filter((r) => r.indexable && r.path !== "/index.html" && alternatesOf(r).length > 1).length);
    expect(withAlternates).toBe(LANG_CODES.length * (4 + articles.length));
    expect(urls.filter((u) => u.loc.includes("/blog/"))).toHaveLength(LANG_CODES.length * articles.length);
  });

  it.each(FEED_LANGS.map((l) => [l] as const))("has a valid RSS feed in %s, listing its language's pages", async (lang) => {
    const res = await get(feedPathOf(lang)!);
    expect(res.status).toBe(200);
    const channel = child(parseXml(await res.text()), "channel");
    expect(child(channel, "language").text).toBe(lang);
    const items = childrenNamed(channel, "item");
    expect(items).toHaveLength(articles.length);
    for (const item of items) expect(child(item, "link").text.startsWith(SITE + localePath(lang, "/blog/"))).toBe(true);
  });

  it("names each page's language in its JSON-LD", async () => {
    const html = await (await get("/hi/")).text();
    expect(html).toContain('"inLanguage":"hi"');
  });
});

describe("share cards per language", () => {
  const meta = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
  const unescape = (s: string) =>
    s
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&");
  const pages = routes.filter((r) => r.indexable || r.kind === "exception");
  const cards = new Set(Object.values(media.share).map((c) => c.src));

  it.each(pages.map((r) => [r.path, r] as const))("%s names a card of its own language that the assets serve, with its alt in that language", async (path, route) => {
    const html = await (await get(path)).text();
    const lang = route.translated ? route.lang : "en";
    const image = meta(html, "og:image")!;
    expect(image).toMatch(new RegExp(`^${SITE}/static/media/share/${lang}/[a-z0-9_]+-[0-9a-f]{10}\\.(png|jpg)$`));
    expect(meta(html, "twitter:image")).toBe(image);
    if (route.lang !== "en" && route.translated) expect(image, "a translated page never names an English card").not.toContain("/share/en/");
    // A card the manifest lists is a file in the assets: test/unit/media.test.ts checks each one's size and bytes.
    expect(cards.has(image.slice(SITE.length)), image).toBe(true);
    // The alt is the page's own title in its language: the article's translated title, or the page's catalog title.
    const alt = unescape(meta(html, "og:image:alt")!);
    const article = articles.find((a) => a.slug === route.slug);
    const own = article && route.translated && route.lang !== "en" ? (article.translations as Record<string, { title: string } | undefined>)[route.lang]?.title : undefined;
    expect(alt).toBe(article ? (own ?? article.title) : route.title.replace(` | ${site.name}`, ""));
    if (own !== undefined && own !== article!.title) expect(alt).not.toBe(article!.title);
  });
});
