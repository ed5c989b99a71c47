import type { LangCode } from "../i18n/languages.ts";

/** One page of the route table (app/routes.ts) in one language. */
export interface PageRoute {
  path: string;
  lang: LangCode;
  /** The page kind (app/pages/index.ts). */
  kind: string;
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

/** What the worker knows about a request when it renders a page. Nothing here varies by visitor. */
export interface PageContext {
  route: PageRoute;
  /** The site's canonical origin without trailing slash (the SITE_ORIGIN var). */
  origin: string;
  /** Query parameters of the request (only /exception reads them, and only ever renders them as escaped text). */
  query: URLSearchParams;
  /** Share of page views that report field data (VITALS_SAMPLE_RATE), written into the page for the boot script. */
  vitalsRate?: number;
}
