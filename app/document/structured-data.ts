// JSON-LD for search engines (schema.org): Organization + WebSite on home, BlogPosting on each article.
import { messages } from "../i18n/messages.ts";
import type { PageContext } from "./page-context.ts";
import { articleBySlug, articleText } from "../content/articles.ts";
import { site } from "../site.ts";

export type JsonLd = Record<string, unknown>;

/** Who we are: in full (slogan, description, accounts) on home; an article names its publisher by the same @id with
 *  only what a post's publisher needs, since its first round trip has no bytes to spare. */
function organization(origin: string, ctx: PageContext, full: boolean): JsonLd {
  const m = messages(ctx.route.lang).chrome.site;
  const org: JsonLd = {
    "@type": "Organization",
    "@id": `${origin}/#organization`,
    name: site.name,
    url: `${origin}/`,
    logo: { "@type": "ImageObject", url: `${origin}/favicon.svg` },
  };
  return full ? { ...org, slogan: m.slogan, description: m.description, sameAs: site.social.map((s) => s.link) } : org;
}

/** The JSON-LD documents of a page (none where schema.org has nothing useful to say). */
export function structuredData(ctx: PageContext): JsonLd[] {
  const { route, origin } = ctx;
  const m = messages(route.lang);
  if (route.kind === "home") {
    const website: JsonLd = {
      "@type": "WebSite",
      "@id": `${origin}${route.path}#website`,
      url: origin + route.path,
      name: site.name,
      alternateName: m.chrome.site.world,
      description: m.chrome.site.description,
      inLanguage: route.lang,
      publisher: { "@id": `${origin}/#organization` },
    };
    return [{ "@context": "https://schema.org", "@graph": [organization(origin, ctx, true), website] }];
  }
  const article = route.kind === "article" && route.slug ? articleBySlug(route.slug) : undefined;
  if (article) {
    const url = origin + route.path;
    const text = articleText(article, route.lang);
    const published = `${article.isoDate}T00:00:00Z`;
    return [
      {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        "@id": `${url}#article`,
        headline: text.title,
        description: text.description,
        url,
        mainEntityOfPage: { "@type": "WebPage", "@id": url },
        image: [origin + route.image],
        datePublished: published,
        dateModified: published,
        inLanguage: route.translated ? route.lang : "en",
        keywords: text.tags.join(", "),
        wordCount: text.wordCount,
        author: { "@type": "Organization", name: site.name, url: `${origin}/` },
        publisher: organization(origin, ctx, false),
        isPartOf: { "@type": "Blog", "@id": `${origin}${route.path.replace(/\/[^/]+$/, "")}`, name: m.pages.blog.feedTitle },
      },
    ];
  }
  return [];
}
