// Files for search engines and feed readers, derived from the route table, the languages and the content index.
import type { Context } from "hono";
import { articlesIn, articleText, FEED_LANGS } from "../../app/content/articles.ts";
import { DEFAULT_LANG, localePath, type LangCode } from "../../app/i18n/languages.ts";
import { messages } from "../../app/i18n/messages.ts";
import { alternatesOf, routes, type RouteDef } from "../../app/routes.ts";
import { site } from "../../app/site.ts";
import type { AppEnv } from "../env.ts";
import { siteOrigin } from "../http/origin.ts";

export const SITEMAP_PATH = "/sitemap.xml";
export const ROBOTS_PATH = "/robots.txt";
/** Every language's feed path: /blog/feed.xml, /ko/blog/feed.xml... */
export const FEED_PATHS: ReadonlyMap<string, LangCode> = new Map(FEED_LANGS.map((l) => [localePath(l, site.feedPath), l]));

/** Text safe inside XML character data and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (ch) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[ch] ?? ch);
}

/** Pages that search engines should list: one per canonical URL, every language's real pages. */
export function sitemapRoutes(): RouteDef[] {
  const seen = new Set<string>();
  return routes.filter((r) => {
    if (!r.indexable || seen.has(r.canonicalPath)) return false;
    seen.add(r.canonicalPath);
    return true;
  });
}

/** Paths kept out of crawling: pages that are neither indexable nor a duplicate of a canonical page. */
export function disallowedPaths(): string[] {
  return routes.filter((r) => !r.indexable && r.canonicalPath === r.path).map((r) => r.path);
}

export function sitemapXml(origin: string): string {
  const urls = sitemapRoutes().map((r) => {
    const lastmod = r.lastmod ? `<lastmod>${r.lastmod}</lastmod>` : "";
    const others = alternatesOf(r);
    const english = others.find((o) => o.lang === DEFAULT_LANG);
    const links =
      others.length > 1
        ? [...others.map((o) => [o.lang, o.path]), ...(english ? [["x-default", english.path]] : [])]
            .map(([hreflang, path]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(origin + path)}"/>`)
            .join("")
        : "";
    return `<url><loc>${escapeXml(origin + r.canonicalPath)}</loc>${lastmod}${links}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  const lines = ["User-agent: *", "Allow: /", ...disallowedPaths().map((p) => `Disallow: ${p}`), "Disallow: /language/", "", `Sitemap: ${origin}${SITEMAP_PATH}`];
  return `${lines.join("\n")}\n`;
}

const rfc822 = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).toUTCString();

/** A language's RSS feed: its own articles (English: all), newest first, each in that language. */
export function feedXml(origin: string, lang: LangCode = DEFAULT_LANG): string {
  const posts = articlesIn(lang);
  const blog = messages(lang).pages.blog;
  const items = posts.map((a) => {
    const text = articleText(a, lang);
    const link = escapeXml(`${origin}${localePath(lang, `/blog/${a.slug}`)}`);
    return [
      "<item>",
      `<title>${escapeXml(text.title)}</title>`,
      `<link>${link}</link>`,
      `<guid isPermaLink="true">${link}</guid>`,
      `<pubDate>${rfc822(a.isoDate)}</pubDate>`,
      `<description>${escapeXml(text.description)}</description>`,
      ...text.tags.map((t) => `<category>${escapeXml(t)}</category>`),
      `<content:encoded>${escapeXml(text.html)}</content:encoded>`,
      "</item>",
    ].join("");
  });
  const newest = posts[0]?.isoDate;
  const self = localePath(lang, site.feedPath);
  const channel = [
    `<title>${escapeXml(blog.feedTitle)}</title>`,
    `<link>${escapeXml(origin + localePath(lang, "/blog"))}</link>`,
    `<description>${escapeXml(blog.description)}</description>`,
    `<language>${lang}</language>`,
    newest ? `<lastBuildDate>${rfc822(newest)}</lastBuildDate>` : "",
    `<atom:link href="${escapeXml(origin + self)}" rel="self" type="application/rss+xml"/>`,
  ].join("\n");
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">\n` +
    `<channel>\n${channel}\n${items.join("\n")}\n</channel>\n</rss>\n`
  );
}

function textFile(c: Context<AppEnv>, body: string, contentType: string): Response {
  return new Response(c.req.method === "HEAD" ? null : body, {
    headers: { "Content-Type": contentType, "Cache-Control": "public, max-age=3600" },
  });
}

const originOf = (c: Context<AppEnv>) => siteOrigin(c.env);

export const serveSitemap = (c: Context<AppEnv>) => textFile(c, sitemapXml(originOf(c)), "application/xml; charset=utf-8");
export const serveRobots = (c: Context<AppEnv>) => textFile(c, robotsTxt(originOf(c)), "text/plain; charset=utf-8");
export const serveFeed = (c: Context<AppEnv>) => {
  const lang = FEED_PATHS.get(new URL(c.req.url).pathname) ?? DEFAULT_LANG;
  return textFile(c, feedXml(originOf(c), lang), "application/rss+xml; charset=utf-8");
};
