// One RSS feed per language that has articles in it: English at /blog/feed.xml, others under their prefix.
import { articles } from "./generated/articles.ts";
import { DEFAULT_LANG, localePath, type LangCode } from "./i18n/languages.ts";
import { ACTIVE_LANGS } from "./i18n/messages.ts";
import { site } from "./site.ts";

/** The articles readable in a language (English: all of them), newest first. */
export function articlesIn(lang: LangCode) {
  return articles
    .filter((a) => lang === DEFAULT_LANG || lang in a.translations)
    .sort((a, b) => (a.isoDate < b.isoDate ? 1 : a.isoDate > b.isoDate ? -1 : a.slug.localeCompare(b.slug)));
}

/** The feed of a language, or null when it has no article of its own. */
export function feedPathOf(lang: LangCode): string | null {
  return articlesIn(lang).length > 0 ? localePath(lang, site.feedPath) : null;
}

export const FEED_LANGS: readonly LangCode[] = ACTIVE_LANGS.filter((l) => feedPathOf(l) !== null);
