// JSON-LD for search engines (schema.org): Organization + WebSite on home, BlogPosting on each article.
import type { PageContext } from "./page-context.ts";
import { articleBySlug } from "./routes.ts";
import { site } from "./site.ts";

export type JsonLd = Record<string, unknown>;

function organization(origin: string): JsonLd {
  return {
    "@type": "Organization",
    "@id": `${origin}/#organization`,
    name: site.name,
    url: `${origin}/`,
    logo: { "@type": "ImageObject", url: `${origin}/favicon.svg` },
    slogan: site.slogan,
    description: site.description,
    sameAs: site.social.map((s) => s.link),
  };
}

/** The JSON-LD documents of a page (none where schema.org has nothing useful to say). */
export function structuredData({ route, origin }: PageContext): JsonLd[] {
  if (route.kind === "home") {
    const website: JsonLd = {
      "@type": "WebSite",
      "@id": `${origin}/#website`,
      url: `${origin}/`,
      name: site.name,
      alternateName: site.worldName,
      description: site.description,
      inLanguage: "en",
      publisher: { "@id": `${origin}/#organization` },
    };
    return [{ "@context": "https://schema.org", "@graph": [organization(origin), website] }];
  }
  const article = route.kind === "article" && route.slug ? articleBySlug(route.slug) : undefined;
  if (article) {
    const url = origin + route.canonicalPath;
    const published = `${article.isoDate}T00:00:00Z`;
    return [
      {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        "@id": `${url}#article`,
        headline: article.title,
        description: article.description,
        url,
        mainEntityOfPage: { "@type": "WebPage", "@id": url },
        image: [origin + route.image],
        datePublished: published,
        dateModified: published,
        inLanguage: "en",
        keywords: article.tags.join(", "),
        wordCount: article.wordCount,
        author: { "@type": "Organization", name: site.name, url: `${origin}/` },
        publisher: organization(origin),
        isPartOf: { "@type": "Blog", "@id": `${origin}/blog`, name: site.feed.title },
      },
    ];
  }
  return [];
}
