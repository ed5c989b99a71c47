// The route table: every page of the site, with its title and head meta. Tests derive from it.
import { pageShareImages } from "./content/media.ts";
import { articles } from "./generated/articles.ts";
import { brand, site } from "./site.ts";

export type PageKind = "home" | "blog" | "roadmap" | "article" | "hub" | "exception";

export interface RouteDef {
  path: string;
  kind: PageKind;
  /** Text of <title>. */
  title: string;
  description: string;
  /** Path of the canonical URL (e.g. /index.html points to /). */
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
}

/** Longest <title> that search results show whole (html-validate's long-title rule). */
export const MAX_TITLE_LENGTH = 70;

/**
 * "Page | Meridian"; the home page keeps the spec's exact title, and the default is the product name.
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

const home: Omit<RouteDef, "path"> = {
  kind: "home",
  title: site.tagline,
  description: site.description,
  canonicalPath: "/",
  indexable: true,
  ogType: "website",
  image: site.shareImage,
  lastmod: siteUpdated,
};

export const routes: RouteDef[] = [
  { path: "/", ...home },
  { ...home, path: "/index.html", indexable: false },
  {
    path: "/blog",
    kind: "blog",
    title: pageTitle("Blog"),
    description: brand("News, announcements and deep dives from {product} World: the decentralized geosocial network."),
    canonicalPath: "/blog",
    indexable: true,
    ogType: "website",
    image: pageShareImages.blog,
    lastmod: siteUpdated,
  },
  {
    path: "/roadmap",
    kind: "roadmap",
    title: pageTitle("Roadmap"),
    description: brand("Where {product} is heading: the UBI coin, Passport, Sovereign Gate, the metaverse layer, geospatial infrastructure and {product} Rollups."),
    canonicalPath: "/roadmap",
    indexable: true,
    ogType: "website",
    image: pageShareImages.roadmap,
    lastmod: siteUpdated,
  },
  ...articles.map(
    (a): RouteDef => ({
      path: `/blog/${a.slug}`,
      kind: "article",
      title: pageTitle(a.title),
      description: a.description,
      canonicalPath: `/blog/${a.slug}`,
      indexable: true,
      ogType: "article",
      image: `/static/media/share/${a.slug}.png`,
      slug: a.slug,
      lastmod: a.isoDate,
    }),
  ),
  {
    path: site.links.hubBanner,
    kind: "hub",
    title: pageTitle(`${site.name} Hub`),
    description: brand("The {product} Hub: tasks, events, lotteries, airdrops and giveaways for the community, in one place."),
    canonicalPath: site.links.hubBanner,
    indexable: true,
    ogType: "website",
    image: pageShareImages.hub,
    lastmod: siteUpdated,
  },
  {
    path: "/exception",
    kind: "exception",
    title: pageTitle("Something went wrong"),
    description: `An error page of the ${site.name} site.`,
    canonicalPath: "/exception",
    indexable: false,
    ogType: "website",
    image: site.shareImage,
  },
];

const byPath = new Map(routes.map((r) => [r.path, r]));

/** Exact match only: the spec sends every other path to /. */
export function findRoute(path: string): RouteDef | undefined {
  return byPath.get(path);
}

export function articleBySlug(slug: string) {
  return articles.find((a) => a.slug === slug);
}
