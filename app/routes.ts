// The route table: every page of the site in every language, with its title, head meta and translations.
// English has unprefixed paths; each other language has the same pages under /{lang}/. Tests derive from it.
import media from "./content/media.json" with { type: "json" };
import { articles, articleText, siteUpdated } from "./content/articles.ts";
import { DEFAULT_LANG, localePath, type LangCode } from "./i18n/languages.ts";
import { ACTIVE_LANGS, messages } from "./i18n/messages.ts";
import type { PageRoute } from "./document/page-context.ts";
import { PAGE_KINDS, type PageKind, type PageKindDef } from "./pages/index.ts";
import { site } from "./site.ts";

/** A route of the table: a page with its kind. */
export type RouteDef = Omit<PageRoute, "kind"> & { kind: PageKind };

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

const shareCards: Record<string, { src: string } | undefined> = media.share;

/** The page's share card in its language (scripts/media/art/share.ts draws one per page and language): a page without
 * one fails the build. */
function shareImage(lang: LangCode, name: string): string {
  const key = `share/${lang}/${name}`;
  const card = shareCards[key];
  if (!card) throw new Error(`no share card ${key} in app/content/media.json (draw it: npm run media -- --only=share/${lang})`);
  return card.src;
}

function articleRoutes(lang: LangCode, base: Omit<RouteDef, "path" | "page" | "kind" | "title" | "description" | "canonicalPath" | "image">): RouteDef[] {
  const at = (page: string) => localePath(lang, page);
  return articles.map((a): RouteDef => {
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
      image: shareImage(translated ? lang : DEFAULT_LANG, a.slug),
      slug: a.slug,
      lastmod: a.isoDate,
      translated,
    };
  });
}

function routesFor(lang: LangCode): RouteDef[] {
  const m = messages(lang).pages;
  const at = (page: string) => localePath(lang, page);
  const base = { lang, indexable: true, ogType: "website" as const, lastmod: siteUpdated, translated: true };
  return (Object.entries(PAGE_KINDS) as [PageKind, PageKindDef][]).flatMap(([kind, def]): RouteDef[] => {
    if (def.path === null) return articleRoutes(lang, base);
    const { title, description } = m[kind as Exclude<PageKind, "article">];
    const page: RouteDef = {
      ...base,
      path: at(def.path),
      page: def.path,
      kind,
      title: def.exactTitle ? title : pageTitle(title),
      description,
      canonicalPath: at(def.path),
      // A hidden page (the exception page) is shared as the language's home.
      image: shareImage(lang, def.hidden ? "home" : kind),
      ...(def.hidden ? { indexable: false, lastmod: undefined } : {}),
    };
    const aliases = lang === DEFAULT_LANG ? (def.aliases ?? []).map((path): RouteDef => ({ ...page, path, indexable: false })) : [];
    return [page, ...aliases];
  });
}

export const routes: RouteDef[] = ACTIVE_LANGS.flatMap(routesFor);

const byPath = new Map(routes.map((r) => [r.path, r]));

/** Exact match only: every other path redirects to / (and a language's unknown paths to its home). */
export function findRoute(path: string): RouteDef | undefined {
  return byPath.get(path);
}

/** The same page in every language where it is a real translation (hreflang), English first. */
export function alternatesOf(route: Pick<PageRoute, "page" | "indexable">): RouteDef[] {
  if (!route.indexable) return [];
  return routes.filter((r) => r.page === route.page && r.indexable && r.path !== "/index.html");
}
