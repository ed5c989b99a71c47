// Head tags of a page (title, description, canonical, alternates, Open Graph, Twitter), from its route.
import { DEFAULT_LANG, language } from "../i18n/languages.ts";
import type { PageContext } from "./page-context.ts";
import { alternatesOf } from "../routes.ts";
import { articleBySlug, articleText } from "../content/articles.ts";
import { site } from "../site.ts";

export interface MetaTag {
  name?: string;
  property?: string;
  content: string;
}

export interface HeadTags {
  title: string;
  canonical: string;
  meta: MetaTag[];
  robots?: string;
  /** hreflang alternates, real translations only, with x-default (the English page). */
  alternates: { hreflang: string; href: string }[];
}

export function buildHead({ route, origin }: PageContext): HeadTags {
  const canonical = origin + route.canonicalPath;
  const image = origin + route.image;
  const article = route.slug ? articleBySlug(route.slug) : undefined;
  // Social titles drop the " | Meridian" suffix (the card already names the site); articles keep their whole title.
  const socialTitle = article ? articleText(article, route.lang).title : route.title.replace(` | ${site.name}`, "");
  const others = alternatesOf(route);
  const ogLocale = language(route.lang).ogLocale;
  const meta: MetaTag[] = [
    { name: "description", content: route.description },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: socialTitle },
    { property: "og:description", content: route.description },
    { property: "og:type", content: route.ogType },
    { property: "og:url", content: canonical },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: socialTitle },
    { property: "og:locale", content: ogLocale },
    ...others.filter((r) => r.lang !== route.lang).map((r) => ({ property: "og:locale:alternate", content: language(r.lang).ogLocale })),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: socialTitle },
    { name: "twitter:description", content: route.description },
    { name: "twitter:url", content: canonical },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: socialTitle },
    { name: "twitter:site", content: site.social[0].handle },
  ];
  if (article) {
    meta.push({ property: "article:published_time", content: `${article.isoDate}T00:00:00Z` });
    for (const tag of articleText(article, route.lang).tags) meta.push({ property: "article:tag", content: tag });
  }
  const english = others.find((r) => r.lang === DEFAULT_LANG);
  const alternates =
    others.length > 1 ? [...others.map((r) => ({ hreflang: r.lang, href: origin + r.path })), ...(english ? [{ hreflang: "x-default", href: origin + english.path }] : [])] : [];
  const robots = route.indexable || route.path === "/index.html" || route.canonicalPath !== route.path ? undefined : "noindex";
  return { title: route.title, canonical, meta, robots, alternates };
}
