// The words of each share card, per page and language, from the catalogs and each article's own front matter: the
// media workspace draws them (scripts/media/art/share.ts), i18n:status checks the drawn card against them, and a
// card's file name carries their hash, so the URL changes when the words do.
import { createHash } from "node:crypto";
import { displayDateOf } from "../../app/content/dates.ts";
import { DEFAULT_LANG, language, localePath, type LangCode } from "../../app/i18n/languages.ts";
import { messages } from "../../app/i18n/messages.ts";
import { site } from "../../app/site.ts";

/** The four pages with a card of their own, besides the articles. */
export const PAGE_CARDS = ["home", "blog", "roadmap", "hub"] as const;
export type PageCard = (typeof PAGE_CARDS)[number];

export interface CardCopy {
  lang: LangCode;
  dir: "ltr" | "rtl";
  /** The chip above the title (an article's first tag, a page's name or the slogan). */
  eyebrow: string;
  title: string;
  /** The site's address, and an article's date as its page writes it. */
  footer: string;
}

/** What a card needs of an article: its front matter in English and in each translation. */
export interface CardArticle {
  slug: string;
  isoDate: string;
  title: string;
  tags: readonly string[];
  translations: Partial<Record<string, { title: string; tags: readonly string[] }>>;
}

const host = site.url.replace(/^https?:\/\//, "");
const PAGE_PATHS: Record<PageCard, string> = { home: "/", blog: "/blog", roadmap: "/roadmap", hub: site.links.hubBanner };

/** The manifest key of a card: "share/ko/home", "share/en/<slug>". */
export const cardKey = (lang: LangCode, name: string): string => `share/${lang}/${name}`;

export function pageCopy(name: PageCard, lang: LangCode): CardCopy {
  const m = messages(lang);
  const path = localePath(lang, PAGE_PATHS[name]).replace(/(.)\/$/, "$1");
  const footer = path === "/" ? host : host + path;
  const words: Record<PageCard, [string, string]> = {
    home: [m.chrome.site.slogan, m.chrome.site.tagline],
    blog: [m.chrome.nav.blog, m.pages.blog.heading],
    roadmap: [m.chrome.nav.roadmap, m.pages.roadmap.heading],
    hub: [m.chrome.nav.hub, m.pages.hub.title],
  };
  const [eyebrow, title] = words[name];
  return { lang, dir: language(lang).dir, eyebrow, title, footer };
}

/** An article's card in a language, or undefined when the article has no translation into it. */
export function articleCopy(a: CardArticle, lang: LangCode): CardCopy | undefined {
  const text = lang === DEFAULT_LANG ? a : a.translations[lang];
  if (!text) return undefined;
  const l = language(lang);
  return { lang, dir: l.dir, eyebrow: text.tags[0] ?? messages(lang).chrome.nav.blog, title: text.title, footer: `${host} · ${displayDateOf(a.isoDate, l.locale)}` };
}

/** The short hash of a card's words, in its file name. */
export function cardHash(c: CardCopy): string {
  return createHash("sha256")
    .update(JSON.stringify([c.lang, c.dir, c.eyebrow, c.title, c.footer]))
    .digest("hex")
    .slice(0, 10);
}

/** Every card of every language: its key, name and words (articles only where translated). */
export function allCards(articles: readonly CardArticle[], langs: readonly LangCode[]): { key: string; name: string; copy: CardCopy }[] {
  return langs.flatMap((lang) => [
    ...PAGE_CARDS.map((name) => ({ key: cardKey(lang, name), name, copy: pageCopy(name, lang) })),
    ...articles.flatMap((a) => {
      const copy = articleCopy(a, lang);
      return copy ? [{ key: cardKey(lang, a.slug), name: a.slug, copy }] : [];
    }),
  ]);
}
