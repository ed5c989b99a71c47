// The site in every language, through the worker: derived from the route table and the language list, so a new
// language or page is tested by being added. Each page's language, direction, title and alternates; the paths under
// a language prefix. (Choosing a language: languages-choice.test.ts; sitemap and feeds: languages-seo.test.ts.)
import { describe, expect, it } from "vitest";
import { articles } from "../../app/generated/articles.ts";
import { DEFAULT_LANG, LANG_CODES, language, localePath } from "../../app/i18n/languages.ts";
import { ACTIVE_LANGS, messages } from "../../app/i18n/messages.ts";
import { alternatesOf, routes } from "../../app/routes.ts";
import { get, SITE } from "./support.ts";

const OTHERS = LANG_CODES.filter((l) => l !== DEFAULT_LANG);

const decode = (s: string) =>
  s
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
const alternatesIn = (html: string) => [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => `${m[1]} ${decode(m[2]!)}`).sort();

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
