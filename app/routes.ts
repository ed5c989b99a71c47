// The route table: every page of the site in every language, with its title, head meta and translations.
// English has unprefixed paths; each other language has the same pages under /{lang}/. Tests derive from it.
import media from "./content/media.json" with { type: "json" };
import { articles } from "./generated/articles.ts";
import { DEFAULT_LANG, localePath, type LangCode } from "./i18n/languages.ts";
import { ACTIVE_LANGS, messages } from "./i18n/messages.ts";
import { site } from "./site.ts";

export type PageKind = "home" | "blog" | "roadmap" | "article" | "hub" | "exception";
export type Article = (typeof articles)[number];

export interface RouteDef {
  path: string;
  lang: LangCode;
  kind: PageKind;
  /** The page in English: the same page's path in every language ("/blog", "/"). */
  page: string;
  /** Text of <title>. */
  title: string;
  description: string;
  /** Path of the canonical URL (/index.html points to /; an untranslated article to its English original). */
  canonicalPath: string;
  /** Listed in the sitemap and open to search engines. */
  indexable: boolean;
  ogType: "website" | "article";
  /** Share image path (1200x630). */
  image: string;
  /** For article routes: the article's slug. */
  slug?: string;
  /** ISO date of the last content change, for the sitemap. */
  lastmod?: string;
  /** For articles: the text is in this page's language (a translation file, or English itself). */
  translated: boolean;
}

/** Longest <title> that search results show whole (html-validate's long-title rule). */
export const MAX_TITLE_LENGTH = 70;

/**
 * "Page | Meridian"; the home page's title has no suffix, and the default is the product name.
 * A title too long for that keeps its own words if it already names the product, else is cut at a word with "…".
 */
export function pageTitle(title?: string): string {
  if (!title) return site.name;
  const suffix = ` | ${site.name}`;
  if (title.length + suffix.length <= MAX_TITLE_LENGTH) return title + suffix;
  if (title.includes(site.name) && title.length <= MAX_TITLE_LENGTH) return title;
  const head = title.slice(0, MAX_TITLE_LENGTH - suffix.length);
  const space = head.lastIndexOf(" ");
  const cut = (space > 0 ? head.slice(0, space) : head.slice(0, -1)).replace(/[\s,:;.\-–—]+$/, "");
  return `${cut}…${suffix}`;
}

const siteUpdated = articles.reduce((max, a) => (a.isoDate > max ? a.isoDate : max), "2023-01-01");
const shareImage = (name: string) => media.share[`share/${name}` as keyof typeof media.share]?.src ?? site.shareImage;
export const HUB_PATH = site.links.hubBanner;

/** An article's words in a language: its translation, or the English original. */
export function articleText(article: Article, lang: LangCode) {
  return (lang !== DEFAULT_LANG && article.translations[lang]) || article;
}

function routesFor(lang: LangCode): RouteDef[] {
  const m = messages(lang).pages;
  const at = (page: string) => localePath(lang, page);
  const base = { lang, indexable: true, ogType: "website" as const, lastmod: siteUpdated, translated: true };
  const home: RouteDef = { ...base, path: at("/"), page: "/", kind: "home", title: m.home.title, description: m.home.description, canonicalPath: at("/"), image: site.shareImage };
  const list: RouteDef[] = [
    home,
    ...(lang === DEFAULT_LANG ? [{ ...home, path: "/index.html", indexable: false }] : []),
    { ...base, path: at("/blog"), page: "/blog", kind: "blog", title: pageTitle(m.blog.title), description: m.blog.description, canonicalPath: at("/blog"), image: shareImage("blog") },
    { ...base, path: at("/roadmap"), page: "/roadmap", kind: "roadmap", title: pageTitle(m.roadmap.title), description: m.roadmap.description, canonicalPath: at("/roadmap"), image: shareImage("roadmap") },
    ...articles.map((a): RouteDef => {
      const page = `/blog/${a.slug}`;
      const translated = lang === DEFAULT_LANG || lang in a.translations;
      const text = articleText(a, lang);
      return {
        ...base,
        path: at(page),
        page,
        kind: "article",
        title: pageTitle(text.title),
        description: text.description,
        // In English inside this language's chrome: the English original is the page search engines should have.
        canonicalPath: translated ? at(page) : page,
        indexable: translated,
        ogType: "article",
        image: shareImage(a.slug),
        slug: a.slug,
        lastmod: a.isoDate,
        translated,
      };
    }),
    { ...base, path: at(HUB_PATH), page: HUB_PATH, kind: "hub", title: pageTitle(m.hub.title), description: m.hub.description, canonicalPath: at(HUB_PATH), image: shareImage("hub") },
    {
      ...base,
      path: at("/exception"),
      page: "/exception",
      kind: "exception",
      title: pageTitle(m.exception.title),
      description: m.exception.description,
      canonicalPath: at("/exception"),
      indexable: false,
      lastmod: undefined,
      image: site.shareImage,
    },
  ];
  return list;
}

export const routes: RouteDef[] = ACTIVE_LANGS.flatMap(routesFor);

const byPath = new Map(routes.map((r) => [r.path, r]));

/** Exact match only: every other path redirects to / (and a language's unknown paths to its home). */
export function findRoute(path: string): RouteDef | undefined {
  return byPath.get(path);
}

export function articleBySlug(slug: string): Article | undefined {
  return articles.find((a) => a.slug === slug);
}

/** The same page in every language where it is a real translation (hreflang), English first. */
export function alternatesOf(route: RouteDef): RouteDef[] {
  if (!route.indexable) return [];
  return routes.filter((r) => r.page === route.page && r.indexable && r.path !== "/index.html");
}
