// Files for search engines and feed readers, derived from the route table and the content index.
import type { Context } from "hono";
import { articles } from "../app/generated/articles.ts";
import { findRoute, routes, type RouteDef } from "../app/routes.ts";
import { site } from "../app/site.ts";
import type { AppEnv } from "./env.ts";
import { siteOrigin } from "./origin.ts";

export const SITEMAP_PATH = "/sitemap.xml";
export const ROBOTS_PATH = "/robots.txt";
export const FEED_PATH = site.feed.path;

/** Text safe inside XML character data and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (ch) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[ch] ?? ch);
}

/** Pages that search engines should list: one per canonical URL. */
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

/** Articles newest first, as feed readers expect. */
export function feedArticles() {
  return [...articles].sort((a, b) => (a.isoDate < b.isoDate ? 1 : a.isoDate > b.isoDate ? -1 : a.slug.localeCompare(b.slug)));
}

export function sitemapXml(origin: string): string {
  const urls = sitemapRoutes().map((r) => {
    const lastmod = r.lastmod ? `<lastmod>${r.lastmod}</lastmod>` : "";
    return `<url><loc>${escapeXml(origin + r.canonicalPath)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  const lines = ["User-agent: *", "Allow: /", ...disallowedPaths().map((p) => `Disallow: ${p}`), "", `Sitemap: ${origin}${SITEMAP_PATH}`];
  return `${lines.join("\n")}\n`;
}

const rfc822 = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).toUTCString();

export function feedXml(origin: string): string {
  const posts = feedArticles();
  const items = posts.map((a) => {
    const link = escapeXml(`${origin}/blog/${a.slug}`);
    return [
      "<item>",
      `<title>${escapeXml(a.title)}</title>`,
      `<link>${link}</link>`,
      `<guid isPermaLink="true">${link}</guid>`,
      `<pubDate>${rfc822(a.isoDate)}</pubDate>`,
      `<description>${escapeXml(a.description)}</description>`,
      ...a.tags.map((t) => `<category>${escapeXml(t)}</category>`),
      `<content:encoded>${escapeXml(a.html)}</content:encoded>`,
      "</item>",
    ].join("");
  });
  const newest = posts[0]?.isoDate;
  const channel = [
    `<title>${escapeXml(site.feed.title)}</title>`,
    `<link>${escapeXml(`${origin}/blog`)}</link>`,
    `<description>${escapeXml(findRoute("/blog")?.description ?? site.description)}</description>`,
    "<language>en</language>",
    newest ? `<lastBuildDate>${rfc822(newest)}</lastBuildDate>` : "",
    `<atom:link href="${escapeXml(origin + FEED_PATH)}" rel="self" type="application/rss+xml"/>`,
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
export const serveFeed = (c: Context<AppEnv>) => textFile(c, feedXml(originOf(c)), "application/rss+xml; charset=utf-8");
