import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { DEFAULT_LANG } from "../../app/i18n/languages.ts";
import { routes } from "../../app/routes.ts";
import { site } from "../../app/site.ts";
import media from "../../app/content/media.json" with { type: "json" };

/** Requests go to another host than the site's: every URL in a page must come from SITE_ORIGIN alone. */
const ORIGIN = "https://example.test";
const SITE = (env as unknown as { SITE_ORIGIN: string }).SITE_ORIGIN;

function get(path: string, init?: RequestInit) {
  return SELF.fetch(`${ORIGIN}${path}`, { redirect: "manual", ...init });
}

function titleOf(html: string): string | undefined {
  return /<title>([^<]*)<\/title>/
    .exec(html)?.[1]
    ?.replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'");
}

function metaContent(html: string, key: string): string | undefined {
  const re = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`);
  return re.exec(html)?.[1]?.replace(/&amp;/g, "&");
}

describe("route table", () => {
  // The route table in English; every language's pages: languages-pages.test.ts.
  it.each(routes.filter((r) => r.lang === DEFAULT_LANG).map((r) => [r.path, r] as const))("serves %s with its own title", async (path, route) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    const html = await res.text();
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<meta charSet="utf-8"/>');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
    expect(titleOf(html)).toBe(route.title);
    expect(html).toContain(`<link rel="canonical" href="${SITE}${route.canonicalPath}"/>`);
    expect(metaContent(html, "description")).toBe(route.description.replace(/&/g, "&"));
  });

  it("gives every route a distinct title in its language, and titles carry the product name by default", () => {
    for (const lang of new Set(routes.map((r) => r.lang))) {
      const titles = routes.filter((r) => r.lang === lang && r.path !== "/index.html").map((r) => r.title);
      expect(new Set(titles).size, lang).toBe(titles.length);
    }
    for (const r of routes.filter((r) => r.kind !== "home")) expect(r.title).toContain(site.name);
  });

  it("serves the home page at /index.html, canonical to /", async () => {
    const [home, index] = await Promise.all([get("/"), get("/index.html")]);
    const [a, b] = await Promise.all([home.text(), index.text()]);
    expect(titleOf(b)).toBe(titleOf(a));
    expect(b).toContain(`<link rel="canonical" href="${SITE}/"/>`);
    expect(b).toContain('id="mission"');
  });

  it.each(["/nope", "/blog/nope", "/BLOG", "/blog/", "/%00", "/..%2f..%2fetc/passwd", "/%E0%A4%A", `/${"a".repeat(4096)}`])("redirects the unknown path %s to /", async (path) => {
    const res = await get(path);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
  });

  it("answers a missing file under the static prefix with 404, not a redirect", async () => {
    const res = await get("/static/build/nope-123.js");
    expect(res.status).toBe(404);
  });

  it("answers HEAD wherever GET answers, without a body", async () => {
    for (const path of ["/", "/blog", "/roadmap"]) {
      const res = await get(path, { method: "HEAD" });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("text/html");
      expect(await res.text()).toBe("");
    }
    expect((await get("/nope", { method: "HEAD" })).status).toBe(302);
  });

  it("refuses other methods with 405 and says which are allowed", async () => {
    const res = await get("/", { method: "POST", body: "x" });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD");
  });
});

describe("landing page share tags", () => {
  it("has every social tag with its exact value", async () => {
    const html = await (await get("/")).text();
    expect(titleOf(html)).toBe("Proof Of Networking Protocol");
    const want: Record<string, string> = {
      description: "Networking Web3 With Geospatial Computing",
      "og:title": "Proof Of Networking Protocol",
      "og:type": "website",
      "og:url": `${SITE}/`,
      "og:image": `${SITE}${media.share["share/en/home"].src}`,
      "twitter:card": "summary_large_image",
      "twitter:title": "Proof Of Networking Protocol",
      "twitter:description": "Networking Web3 With Geospatial Computing",
      "twitter:url": `${SITE}/`,
      "twitter:image": `${SITE}${media.share["share/en/home"].src}`,
    };
    for (const [key, value] of Object.entries(want)) expect(metaContent(html, key), key).toBe(value);
  });
});
