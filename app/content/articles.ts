// Every query over the articles: by slug, in a language, the blog's featured order, what to read next, the feeds,
// which articles carry the Genesis block and which one explains the Hub. Pages, the worker and tests ask here.
import { articles } from "../generated/articles.ts";
import { DEFAULT_LANG, localePath, type LangCode } from "../i18n/languages.ts";
import { ACTIVE_LANGS } from "../i18n/messages.ts";
import { site } from "../site.ts";

export { articles };
export type Article = (typeof articles)[number];

export function articleBySlug(slug: string): Article | undefined {
  return articles.find((a) => a.slug === slug);
}

/** An article's words in a language: its translation, or the English original. */
export function articleText(article: Article, lang: LangCode) {
  return (lang !== DEFAULT_LANG && article.translations[lang]) || article;
}

/** The date of the newest article: when the site's pages last changed, for the sitemap. */
export const siteUpdated = articles.reduce((max, a) => (a.isoDate > max ? a.isoDate : max), "2023-01-01");

/** The articles readable in a language (English: all of them), newest first. */
export function articlesIn(lang: LangCode) {
  return articles
    .filter((a) => lang === DEFAULT_LANG || lang in a.translations)
    .sort((a, b) => (a.isoDate < b.isoDate ? 1 : a.isoDate > b.isoDate ? -1 : a.slug.localeCompare(b.slug)));
}

/** The blog list: the articles whose front matter gives a `featured` position, in that order (the manifesto is not one). */
export function featuredPosts() {
  return articles.filter((a) => a.featured !== undefined).sort((a, b) => a.featured! - b.featured!);
}

/** Empty cells that pad the blog grid's last row: the article count modulo 3. */
export function placeholderCount(count: number): number {
  return count % 3;
}

/** Posts to read next: the ones after this post in the featured order (wrapping), never the post itself. */
export function relatedPosts(slug: string, count: number) {
  const posts = featuredPosts();
  const at = posts.findIndex((p) => p.slug === slug);
  const ordered = at < 0 ? posts : [...posts.slice(at + 1), ...posts.slice(0, at)];
  return ordered.filter((p) => p.slug !== slug).slice(0, count);
}

/** The articles that carry the Genesis block after their body (front matter `genesisBlock: true`). */
export const GENESIS_ARTICLE_SLUGS: readonly string[] = articles.filter((a) => a.genesisBlock).map((a) => a.slug);

/** Whether a page shows the Genesis block: the home page and the articles that carry it. */
export function showsGenesisBlock(route: { kind: string; slug?: string }): boolean {
  return route.kind === "home" || (route.kind === "article" && GENESIS_ARTICLE_SLUGS.includes(route.slug ?? ""));
}

/** The article the Hub page points to: the one whose front matter says `hubGuide: true`. */
export function hubGuide(): Article {
  const article = articles.find((a) => a.hubGuide);
  if (!article) throw new Error("no article is the Hub guide (hubGuide: true)");
  return article;
}

/** A language's RSS feed (English at the blog's own feed path, others under their prefix), or null without articles. */
export function feedPathOf(lang: LangCode): string | null {
  return articlesIn(lang).length > 0 ? localePath(lang, site.feedPath) : null;
}

export const FEED_LANGS: readonly LangCode[] = ACTIVE_LANGS.filter((l) => feedPathOf(l) !== null);
