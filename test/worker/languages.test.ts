// The site in every language, through the worker: derived from the route table and the language list, so a new
// language or page is tested by being added.
import { createExecutionContext, env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { articles } from "../../app/generated/articles.ts";
import { FEED_LANGS, feedPathOf } from "../../app/content/articles.ts";
import { DEFAULT_LANG, LANG_CODES, language, localePath, type LangCode } from "../../app/i18n/languages.ts";
import { ACTIVE_LANGS, messages } from "../../app/i18n/messages.ts";
import { alternatesOf, routes } from "../../app/routes.ts";
import { freshSite, testEnv } from "./support.ts";
import worker from "../../worker/index.ts";
import { child, childrenNamed, parseXml } from "./xml.ts";

const ORIGIN = "https://example.test";
const SITE = (env as unknown as { SITE_ORIGIN: string }).SITE_ORIGIN;
const get = (path: string, init?: RequestInit) => SELF.fetch(`${ORIGIN}${path}`, { redirect: "manual", ...init });
const OTHERS = LANG_CODES.filter((l) => l !== DEFAULT_LANG);

const decode = (s: string) => s.replace(/&amp;/g, "&").replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">");
const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
const alternatesIn = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => `${m[1]} ${decode(m[2]!)}`).sort();
const suggestionIn = (html: string) => /<aside class="lang-suggestion" lang="([a-z]+)"/.exec(html)?.[1] ?? null;

describe("languages", () => {
  it("serves every language of the list, each with a complete catalog", () => {
    expect([...ACTIVE_LANGS].sort()).toEqual([...LANG_CODES].sort());
    for (const lang of OTHERS) expect(messages(lang).pages.home.title, lang).not.toBe(messages(DEFAULT_LANG).pages.home.title);
  });

  it("ships every article in every language", () => {
    expect(articles).toHaveLength(15);
    for (const a of articles) expect(Object.keys(a.translations).sort(), a.slug).toEqual([...OTHERS].sort());
  });
});

describe("every page in every language", () => {
  it.each(routes.map((r) => [r.path, r] as const))("%s answers in its language, direction, title and alternates", async (path, route) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<html lang="${route.lang}" dir="${language(route.lang).dir}"`);
    expect(titleOf(html)).toBe(route.title);
    expect(html).toContain(`<link rel="canonical" href="${SITE}${route.canonicalPath}"/>`);
    expect(html).toContain(`<meta property="og:locale" content="${language(route.lang).ogLocale}"/>`);
    const others = alternatesOf(route);
    const english = others.find((r) => r.lang === DEFAULT_LANG);
    const want = others.length > 1 ? [...others.map((r) => `${r.lang} ${SITE}${r.path}`), ...(english ? [`x-default ${SITE}${english.path}`] : [])].sort() : [];
    expect(alternatesIn(html)).toEqual(want);
    // Only real translations: every alternate is a translated page of the route table.
    for (const r of others) expect(r.translated, r.path).toBe(true);
  });

  it.each(OTHERS)("/%s/ writes its chrome in its own words", async (lang) => {
    const html = await (await get(localePath(lang, "/"))).text();
    const m = messages(lang).chrome;
    expect(html).toContain(`>${decode(m.nav.blog)}<`.replace(/&/g, "&amp;"));
    expect(html).toContain(m.skipLink.replace(/&/g, "&amp;"));
    expect(html).not.toContain(`>${messages(DEFAULT_LANG).chrome.skipLink}<`);
  });

  it.each(OTHERS)("serves every article in %s in its own words, canonical to itself, with all eight languages as alternates", async (lang) => {
    for (const a of articles) {
      const path = localePath(lang, `/blog/${a.slug}`);
      const html = await (await get(path)).text();
      const own = a.translations[lang]!;
      expect(html, path).toContain(`<html lang="${lang}"`);
      // Its own words: no English island inside the page (an untranslated article would carry lang="en").
      expect(html, path).toContain('<article class="article">');
      expect(titleOf(html), path).toContain(own.title.replace(/\s+/g, " ").trim().slice(0, 20));
      expect(html, path).not.toContain(messages(lang).chrome.language.untranslated);
      expect(html, path).toContain(`<link rel="canonical" href="${SITE}${path}"/>`);
      expect(alternatesIn(html).filter((l) => !l.startsWith("x-default"))).toHaveLength(LANG_CODES.length);
    }
  });

  it("lays Arabic pages out right to left, articles included", async () => {
    for (const path of ["/ar/", "/ar/blog", `/ar/blog/${articles.find((a) => a.genesisBlock)!.slug}`]) {
      const html = await (await get(path)).text();
      expect(html, path).toContain('<html lang="ar" dir="rtl"');
      expect(html, path).not.toContain('<article class="article" lang="en"');
    }
  });

  it("shows the app screens with the page's own words: each language's render, English only on English pages", async () => {
    const genesis = `/blog/${articles.find((a) => a.genesisBlock)!.slug}`;
    for (const lang of LANG_CODES) {
      const dir = lang === DEFAULT_LANG ? "home" : `home/${lang}`;
      const home = await (await get(localePath(lang, "/"))).text();
      for (const screen of ["app-mine", "app-genesis"]) expect(home, `${lang} ${screen}`).toContain(`/static/media/${dir}/${screen}.avif`);
      expect(await (await get(localePath(lang, genesis))).text(), lang).toContain(`/static/media/${dir}/app-genesis.avif`);
    }
  });
});

describe("paths under a language", () => {
  it.each(OTHERS)("sends an unknown path under /%s/ to that language's home", async (lang) => {
    for (const path of [`/${lang}/nope`, `/${lang}/blog/nope`, `/${lang}/index.html`, `/${lang}/BLOG`]) {
      const res = await get(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get("Location"), path).toBe(`/${lang}/`);
    }
  });

  it("sends a prefix the site does not speak, and English under /en/, to /", async () => {
    for (const path of ["/xx/", "/fr/blog", "/en/blog", "/EN/"]) {
      const res = await get(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get("Location"), path).toBe("/");
    }
  });

  it("redirects /ko to /ko/", async () => {
    const res = await get("/ko");
    expect([301, 302]).toContain(res.status);
    expect(res.headers.get("Location")).toBe("/ko/");
  });
});

describe("the language suggestion", () => {
  const ko = messages("ko").chrome.language.suggestion;

  it("appears on an English page, in the browser's language, only when that language comes first", async () => {
    const page = freshSite();
    const cases: [string, LangCode | null][] = [
      ["ko-KR,ko;q=0.9,en;q=0.8", "ko"],
      ["ar", "ar"],
      ["pt-BR,hi;q=0.9", "hi"],
      ["en-US,en;q=0.9,ko;q=0.8", null],
      ["fr-FR,fr;q=0.9", null],
      ["*", null],
      ["xx-" + "y".repeat(300), null],
    ];
    for (const [header, want] of cases) {
      const html = await (await page("/blog", { headers: { "Accept-Language": header } })).text();
      expect(suggestionIn(html), header).toBe(want);
    }
  });

  it("is written in the suggested language and links to the same page in it", async () => {
    const html = await (await freshSite()("/roadmap", { headers: { "Accept-Language": "ko" } })).text();
    expect(html).toContain(ko);
    expect(html).toContain(`href="/language/ko?page=%2Froadmap"`);
  });

  it("never reaches another visitor through the edge cache, which still serves every visitor one stored page", async () => {
    const page = freshSite();
    const first = await page("/roadmap", { headers: { "Accept-Language": "ko" } });
    expect(suggestionIn(await first.text())).toBe("ko");
    const plain = await page("/roadmap");
    expect(plain.headers.get("Cache-Status")).toContain("; hit");
    expect(suggestionIn(await plain.text())).toBeNull();
    const turkish = await page("/roadmap", { headers: { "Accept-Language": "tr-TR" } });
    expect(turkish.headers.get("Cache-Status")).toContain("; hit");
    expect(suggestionIn(await turkish.text())).toBe("tr");
  });

  it("is never on a page already in another language", async () => {
    const html = await (await freshSite()("/ko/roadmap", { headers: { "Accept-Language": "tr" } })).text();
    expect(suggestionIn(html)).toBeNull();
  });

  it("follows a remembered choice over the browser, and a choice of English silences it", async () => {
    const page = freshSite();
    const vi = await (await page("/blog", { headers: { "Accept-Language": "ko", Cookie: "lang=vi" } })).text();
    expect(suggestionIn(vi)).toBe("vi");
    const english = await (await page("/blog", { headers: { "Accept-Language": "ko", Cookie: "theme=x; lang=en" } })).text();
    expect(suggestionIn(english)).toBeNull();
  });
});

describe("choosing a language", () => {
  it("remembers the choice for a year and lands on the same page in it", async () => {
    const res = await get("/language/ar?page=%2Fblog");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/ar/blog");
    expect(res.headers.get("Set-Cookie")).toBe("lang=ar; Max-Age=31536000; Path=/; HttpOnly; Secure; SameSite=Lax");
    expect(res.headers.get("Cache-Control")).toBe("no-store");
  });

  it("keeps the cookie from scripts, and Secure whenever the site is https, whatever the request's own scheme", async () => {
    // Behind a proxy or in a test, the worker may see http: the site's configured origin decides.
    const overHttp = await worker.fetch(new Request("http://visitor-host.test/language/ko?page=%2F"), { ...testEnv, SITE_ORIGIN: "https://meridian.test" }, createExecutionContext());
    expect(overHttp.headers.get("Set-Cookie")).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);
    const local = await freshSite({ SITE_ORIGIN: "http://127.0.0.1:8787" })("/language/ko?page=%2F");
    expect(local.headers.get("Set-Cookie")).toMatch(/; HttpOnly; SameSite=Lax$/);
    expect(local.headers.get("Set-Cookie")).not.toContain("Secure");
  });

  it("lands on the English page when English is chosen", async () => {
    const res = await get("/language/en?page=%2Froadmap");
    expect(res.headers.get("Location")).toBe("/roadmap");
    expect(res.headers.get("Set-Cookie")).toMatch(/^lang=en;/);
  });

  it("never leaves the site: a page outside the route table lands on the language's home", async () => {
    for (const page of ["https://evil.test/", "//evil.test", "/nope", "/ko/blog", "javascript:alert(1)"]) {
      const res = await get(`/language/tr?page=${encodeURIComponent(page)}`);
      expect(res.headers.get("Location"), page).toBe("/tr/");
    }
    const unknown = await get("/language/xx?page=%2Fblog");
    expect(unknown.headers.get("Location")).toBe("/");
    expect(unknown.headers.get("Set-Cookie")).toBeNull();
  });
});

describe("search and sharing", () => {
  async function sitemap() {
    const root = parseXml(await (await get("/sitemap.xml")).text());
    return childrenNamed(root, "url").map((u) => ({
      loc: child(u, "loc").text,
      alternates: u.children.filter((c) => c.name === "xhtml:link").map((l) => `${l.attrs.hreflang} ${l.attrs.href}`).sort(),
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
      expect(u.alternates.some((a) => a.endsWith(` ${u.loc}`)), `${u.loc} lists itself`).toBe(true);
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
