// What the bench measures, taken from the route table and the content index (never copied paths).
import { featuredPosts } from "../../app/content/articles.ts";
import { showsGenesisBlock } from "../../app/content/articles.ts";
import { localePath, type LangCode } from "../../app/i18n/languages.ts";
import type { PageKind } from "../../app/pages/index.ts";
import { findRoute, routes, type RouteDef } from "../../app/routes.ts";

export interface BenchPage {
  /** The row label: the page's path. */
  label: string;
  route: RouteDef;
}

function byKind(kind: PageKind): RouteDef {
  const route = routes.find((r) => r.kind === kind && r.path === r.canonicalPath);
  if (!route) throw new Error(`the route table has no ${kind} page`);
  return route;
}

/**
 * The article the bench measures: the first featured post that carries the live Genesis block, the heaviest
 * kind of article (the mint island's JavaScript, and the shortest edge-cache lifetime).
 */
export function benchArticle(): RouteDef {
  const route = featuredPosts()
    .map((p) => findRoute(`/blog/${p.slug}`))
    .find((r) => r !== undefined && showsGenesisBlock(r));
  if (!route) throw new Error("no featured post shows the Genesis block");
  return route;
}

/** The heaviest translated answer: the bench article in Hindi (Devanagari is three bytes a letter in UTF-8 and
 * compresses less than Latin text; measured over all 105 translated articles, the Hindi and Bengali Genesis articles
 * are the largest). */
export const TRANSLATED_BENCH_LANG: LangCode = "hi";
export function benchTranslatedArticle(): RouteDef {
  const route = findRoute(localePath(TRANSLATED_BENCH_LANG, benchArticle().path));
  if (!route) throw new Error(`the bench article has no ${TRANSLATED_BENCH_LANG} page`);
  return route;
}

/** Home, blog list, one article, roadmap and hub: the five pages of the budgets table, then that article translated. */
export function benchPages(): BenchPage[] {
  return [byKind("home"), byKind("blog"), benchArticle(), byKind("roadmap"), byKind("hub"), benchTranslatedArticle()].map((route) => ({ label: route.path, route }));
}

/** The page's one script (its inline starter imports it), a hashed static file that Workers assets serve without
 *  running the worker: the static asset every throughput figure is compared with. */
export function staticReferenceOf(html: string): string {
  const src = /<script type="module" data-starter="">[^<]*import\("(\/static\/build\/[^"]+)"\)/.exec(html)?.[1];
  if (!src) throw new Error("the page has no script file");
  return src;
}
