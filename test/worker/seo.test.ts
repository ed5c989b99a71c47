import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { articles } from "../../app/generated/articles.ts";
import { articleText, feedPathOf } from "../../app/content/articles.ts";
import { routes } from "../../app/routes.ts";
import { messages } from "../../app/i18n/messages.ts";
import { site } from "../../app/site.ts";
import type { Env } from "../../worker/env.ts";
import worker from "../../worker/index.ts";
import { get, SITE } from "./support.ts";
import { child, childrenNamed, parseXml } from "./xml.ts";

const indexable = [...new Set(routes.filter((r) => r.indexable).map((r) => r.canonicalPath))];

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}

/** Every @type of the documents, including those inside an @graph. */
function types(docs: Record<string, unknown>[]): unknown[] {
  return docs.flatMap((d) => (Array.isArray(d["@graph"]) ? (d["@graph"] as Record<string, unknown>[]) : [d]).map((n) => n["@type"]));
}

describe("the XML check used below", () => {
  // fast-xml-parser's validator alone lets through the raw < or & in an attribute, the second root and the text after
  // a self-closing root, and the undeclared entity: xml.ts checks those on the parser's output.
  it.each([
    ["unclosed element", "<a><b></a>"],
    ["raw ampersand", "<a>x & y</a>"],
    ["raw < in an attribute", '<a href="<x>"/>'],
    ["two roots", "<a/><b/>"],
    ["text outside the root", "<a/>hello"],
    ["unquoted attribute", "<a href=x/>"],
    ["duplicate attribute", '<a x="1" x="2"/>'],
    ["raw & in an attribute", '<a x="a & b"/>'],
    ["an undeclared entity", "<a>&nbsp;</a>"],
    ["text after a self-closing root, before a comment", "<a/>hello<!-- c -->"],
  ])("rejects a document with %s", (_why, xml) => {
    expect(() => parseXml(xml)).toThrow();
  });

  it("reads a well-formed document", () => {
    const root = parseXml('<?xml version="1.0"?><a x="1 &amp; 2"><b>t&lt;</b><b/></a>');
    expect(root.attrs.x).toBe("1 & 2");
    expect(childrenNamed(root, "b").map((b) => b.text)).toEqual(["t<", ""]);
  });

  it("decodes character references, keeps CDATA as text and leaves comments out", () => {
    const root = parseXml('<a y="&#x41;&#66;"><!-- c --><b><![CDATA[<&>]]>&apos;&#233;</b></a>\n<!-- after -->\n');
    expect(root.attrs.y).toBe("AB");
    expect(root.children.map((c) => [c.name, c.text])).toEqual([["b", "<&>'é"]]);
  });
});

describe("/sitemap.xml", () => {
  it("lists exactly the route table's indexable pages, each with its lastmod", async () => {
    const res = await get("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/xml/);
    const root = parseXml(await res.text());
    expect(root.name).toBe("urlset");
    expect(root.attrs.xmlns).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    const urls = childrenNamed(root, "url").map((u) => ({ loc: child(u, "loc").text, lastmod: child(u, "lastmod").text }));
    expect(urls.map((u) => u.loc).sort()).toEqual(indexable.map((p) => SITE + p).sort());
    for (const u of urls) {
      const route = routes.find((r) => SITE + r.canonicalPath === u.loc);
      expect(u.lastmod, u.loc).toBe(route?.lastmod);
      expect(u.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it("keeps the error page and the /index.html duplicate out", async () => {
    const xml = await (await get("/sitemap.xml")).text();
    expect(xml).not.toContain("/exception");
    expect(xml).not.toContain("/index.html");
  });

  it("answers HEAD without a body", async () => {
    const res = await get("/sitemap.xml", { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("");
  });
});

describe("the configured site origin", () => {
  it("is the origin of every URL in the sitemap, the feed and robots.txt, whatever host was asked", async () => {
    const configured = { ...(env as unknown as Env), SITE_ORIGIN: "https://site.example/" };
    const fetchText = async (path: string) => {
      const ctx = createExecutionContext();
      const res = await worker.fetch(new Request(`https://other-host.test${path}`), configured, ctx);
      await waitOnExecutionContext(ctx);
      return res.text();
    };
    const locs = childrenNamed(parseXml(await fetchText("/sitemap.xml")), "url").map((u) => child(u, "loc").text);
    expect(locs.length).toBe(indexable.length);
    for (const loc of locs) expect(loc.startsWith("https://site.example/")).toBe(true);
    const items = childrenNamed(child(parseXml(await fetchText(site.feedPath)), "channel"), "item");
    for (const item of items) expect(child(item, "link").text.startsWith("https://site.example/blog/")).toBe(true);
    expect(await fetchText("/robots.txt")).toContain("Sitemap: https://site.example/sitemap.xml");
  });
});

describe("/robots.txt", () => {
  it("points to the sitemap and keeps /exception out, nothing indexable", async () => {
    const res = await get("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    const lines = (await res.text()).split("\n").map((l) => l.trim());
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(lines).toContain("Disallow: /exception");
    const disallowed = lines.filter((l) => l.startsWith("Disallow:")).map((l) => l.slice(9).trim());
    for (const page of indexable)
      expect(
        disallowed.some((d) => d && page.startsWith(d)),
        page,
      ).toBe(false);
  });
});

describe(site.feedPath, () => {
  it("is RSS 2.0 with the 15 articles, newest first, each linking to its page", async () => {
    const res = await get(site.feedPath);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/rss\+xml/);
    const rss = parseXml(await res.text());
    expect(rss.name).toBe("rss");
    expect(rss.attrs.version).toBe("2.0");
    const channel = child(rss, "channel");
    expect(child(channel, "title").text).toBe(messages("en").pages.blog.feedTitle);
    expect(child(channel, "link").text).toBe(`${SITE}/blog`);
    expect(child(channel, "atom:link").attrs).toMatchObject({ href: SITE + site.feedPath, rel: "self" });
    const items = childrenNamed(channel, "item");
    expect(items).toHaveLength(15);
    expect(articles).toHaveLength(15);
    const byLink = new Map(articles.map((a) => [`${SITE}/blog/${a.slug}`, a]));
    const dates: number[] = [];
    for (const item of items) {
      const link = child(item, "link").text;
      const article = byLink.get(link);
      expect(article, link).toBeDefined();
      byLink.delete(link);
      expect(child(item, "title").text).toBe(article!.title);
      expect(child(item, "guid").text).toBe(link);
      expect(child(item, "description").text).toBe(article!.description);
      const date = Date.parse(child(item, "pubDate").text);
      expect(new Date(date).toISOString().slice(0, 10)).toBe(article!.isoDate);
      dates.push(date);
    }
    expect(byLink.size).toBe(0);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it("every article in the feed is a page the site serves", async () => {
    const rss = parseXml(await (await get(site.feedPath)).text());
    const links = childrenNamed(child(rss, "channel"), "item").map((i) => new URL(child(i, "link").text).pathname);
    const statuses = await Promise.all(links.map(async (p) => (await get(p)).status));
    expect(statuses).toEqual(links.map(() => 200));
  });
});

describe("page heads", () => {
  it.each(routes.map((r) => [r.path, r] as const))("%s links the feed and carries its share tags", async (path, route) => {
    const html = await (await get(path)).text();
    const attr = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
    expect(html).toContain(`<link rel="alternate" type="application/rss+xml" title="${attr(messages(route.lang).pages.blog.feedTitle)}" href="${SITE}${feedPathOf(route.lang)}"/>`);
    const meta = (key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
    const canonical = SITE + route.canonicalPath;
    expect(meta("og:url")).toBe(canonical);
    expect(meta("twitter:url")).toBe(canonical);
    expect(meta("og:type")).toBe(route.ogType);
    expect(meta("og:image")).toBe(SITE + route.image);
    expect(meta("twitter:image")).toBe(SITE + route.image);
    expect(meta("twitter:card")).toBe("summary_large_image");
    const article = articles.find((a) => a.slug === route.slug);
    if (article) expect(meta("og:title")).toBe(attr(articleText(article, route.lang).title));
    for (const key of ["og:title", "og:description", "og:site_name", "og:image:alt", "twitter:title", "twitter:description"]) expect(meta(key), key).toBeTruthy();
  });
});

describe("JSON-LD", () => {
  it("describes the Organization and the WebSite on home", async () => {
    const docs = jsonLd(await (await get("/")).text());
    expect(docs.length).toBeGreaterThan(0);
    expect(types(docs)).toEqual(expect.arrayContaining(["Organization", "WebSite"]));
    const graph = docs.flatMap((d) => (d["@graph"] as Record<string, unknown>[] | undefined) ?? [d]);
    const org = graph.find((n) => n["@type"] === "Organization")!;
    expect(org.name).toBe(site.name);
    expect(org.url).toBe(`${SITE}/`);
    expect(org.sameAs).toEqual(site.social.map((s) => s.link));
    for (const d of docs) expect(d["@context"]).toBe("https://schema.org");
  });

  it.each(articles.map((a) => [a.slug, a] as const))("describes /blog/%s as a BlogPosting", async (slug, article) => {
    const docs = jsonLd(await (await get(`/blog/${slug}`)).text());
    expect(types(docs)).toEqual(["BlogPosting"]);
    const post = docs[0]!;
    expect(post).toMatchObject({
      "@context": "https://schema.org",
      headline: article.title,
      description: article.description,
      url: `${SITE}/blog/${slug}`,
      datePublished: `${article.isoDate}T00:00:00Z`,
    });
    // The same organisation as home's, by its @id: named, with its logo; its accounts are home's to list.
    expect(post.publisher).toEqual({
      "@type": "Organization",
      "@id": `${SITE}/#organization`,
      name: site.name,
      url: `${SITE}/`,
      logo: { "@type": "ImageObject", url: `${SITE}/favicon.svg` },
    });
  });

  it("keeps markup in the data block escaped, so it cannot close the script element", async () => {
    const html = await (await get("/")).text();
    for (const m of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) expect(m[1]).not.toMatch(/[<>]/);
  });
});
