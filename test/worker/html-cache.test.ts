import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { manifest } from "../../app/generated/manifest.ts";
import { findRoute, routes, type RouteDef } from "../../app/routes.ts";
import { site } from "../../app/site.ts";
import { GENESIS_ARTICLE_SLUGS, showsGenesisBlock } from "../../app/mint/placement.ts";
import { HTML_CACHE_NAME, htmlCacheTtl, serveHtml, type ServeHtmlOptions } from "../../worker/html-cache.ts";
import { HtmlMemory } from "../../worker/html-memory.ts";
import { mintFreshSeconds } from "../../worker/mint-cache.ts";

const MOBILE_UA = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
const DESKTOP_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

let counter = 0;
/** Each test gets its own origin, and the origin is part of the key: no test sees another's entries. */
function freshOrigin(): string {
  counter += 1;
  return `https://t${counter}-${crypto.randomUUID().slice(0, 8)}.example.test`;
}

function route(path: string): RouteDef {
  const r = findRoute(path);
  if (!r) throw new Error(`no route ${path}`);
  return r;
}

const roadmap = route("/roadmap");
const home = route("/");
const mintArticle = routes.find((r) => r.kind === "article" && showsGenesisBlock(r));

function cacheState(res: Response): string {
  return res.headers.get("Cache-Status") ?? "";
}

/** The cache write runs in waitUntil after the answer; a following request may need a moment to see it. */
async function fetchUntilHit(url: string, init?: RequestInit): Promise<Response> {
  for (let i = 0; i < 50; i++) {
    const res = await SELF.fetch(url, init);
    if (cacheState(res).includes("; hit")) return res;
    await res.arrayBuffer();
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`never served ${url} from the cache`);
}

/** Direct calls: a private cache (lookups counted) and memory, a counted renderer, an injectable clock and build version. */
async function harness(shared?: { cache: Cache; origin: string }) {
  const cache = shared?.cache ?? (await caches.open(`html-test-${crypto.randomUUID()}`));
  const origin = shared?.origin ?? freshOrigin();
  const memory = new HtmlMemory();
  let renders = 0;
  let lookups = 0;
  const counted = {
    match: (key: Request) => ((lookups += 1), cache.match(key)),
    put: (key: Request, res: Response) => cache.put(key, res),
  } as unknown as Cache;
  const serve = (r: RouteDef, extra: Partial<ServeHtmlOptions> & { headers?: HeadersInit } = {}) =>
    serveHtml({
      request: new Request(origin + r.path, { headers: extra.headers }),
      route: r,
      device: "desktop",
      version: "v1",
      env,
      cache: counted,
      memory,
      render: async () => {
        renders += 1;
        return new Response(`<!DOCTYPE html><p>${r.path} ${extra.device ?? "desktop"} ${extra.version ?? "v1"}</p>`).body!;
      },
      ...extra,
    });
  return { serve, cache, origin, renders: () => renders, lookups: () => lookups };
}

describe("edge HTML cache, through the worker", () => {
  it("serves a second request for a page from the cache, same bytes and ETag", async () => {
    const url = `${freshOrigin()}/roadmap`;
    const first = await SELF.fetch(url);
    expect(first.status).toBe(200);
    expect(cacheState(first)).toMatch(new RegExp(`^${HTML_CACHE_NAME}; fwd=uri-miss; stored`));
    const body = await first.text();
    const second = await fetchUntilHit(url);
    expect(second.status).toBe(200);
    expect(await second.text()).toBe(body);
    expect(second.headers.get("ETag")).toBe(first.headers.get("ETag"));
    expect(second.headers.get("Content-Type")).toContain("text/html");
  });

  it("sends a strong ETag, Vary: User-Agent and a revalidate-every-time Cache-Control", async () => {
    const res = await SELF.fetch(`${freshOrigin()}/blog`);
    await res.arrayBuffer();
    expect(res.headers.get("ETag")).toMatch(/^"[0-9a-f]{32}"$/);
    expect(res.headers.get("Vary")).toBe("User-Agent");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");
    expect(res.headers.get("Content-Security-Policy")).toContain("script-src 'self'");
  });

  it("answers 304 without a body to a matching If-None-Match, on a miss and on a hit", async () => {
    const url = `${freshOrigin()}/roadmap`;
    const first = await SELF.fetch(url);
    await first.arrayBuffer();
    const etag = first.headers.get("ETag")!;
    const onHit = await fetchUntilHit(url, { headers: { "If-None-Match": `"other", W/${etag}` } });
    expect(onHit.status).toBe(304);
    expect(await onHit.text()).toBe("");
    expect(onHit.headers.get("ETag")).toBe(etag);
    const stale = await SELF.fetch(url, { headers: { "If-None-Match": '"not-this-one"' } });
    expect(stale.status).toBe(200);
    expect((await stale.text()).length).toBeGreaterThan(0);
  });

  it("keys the mobile and desktop renderings of a page apart", async () => {
    const url = `${freshOrigin()}/blog`;
    const mobile = await SELF.fetch(url, { headers: { "User-Agent": MOBILE_UA } });
    const mobileHtml = await mobile.text();
    expect(mobileHtml).toContain('data-device="mobile"');
    await fetchUntilHit(url, { headers: { "User-Agent": MOBILE_UA } }).then((r) => r.arrayBuffer());
    const desktop = await SELF.fetch(url, { headers: { "User-Agent": DESKTOP_UA } });
    expect(cacheState(desktop)).toContain("fwd=uri-miss");
    expect(await desktop.text()).toContain('data-device="desktop"');
    const desktopAgain = await fetchUntilHit(url, { headers: { "User-Agent": DESKTOP_UA } });
    expect(await desktopAgain.text()).toContain('data-device="desktop"');
    expect(desktopAgain.headers.get("ETag")).not.toBe(mobile.headers.get("ETag"));
  });

  it("keys by path only: a query string shares the page's entry", async () => {
    const origin = freshOrigin();
    await (await SELF.fetch(`${origin}/blog`)).arrayBuffer();
    const withQuery = await fetchUntilHit(`${origin}/blog?utm_source=feed`);
    expect(withQuery.status).toBe(200);
  });

  it("serves HEAD from the same entry, with headers and no body", async () => {
    const url = `${freshOrigin()}${roadmap.path}`;
    const get = await SELF.fetch(url);
    await get.arrayBuffer();
    const head = await fetchUntilHit(url, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    expect(head.headers.get("ETag")).toBe(get.headers.get("ETag"));
  });

  it("never caches the error page, whose text comes from the query", async () => {
    const origin = freshOrigin();
    const a = await SELF.fetch(`${origin}/exception?errorCode=500&errorMessage=first`);
    const b = await SELF.fetch(`${origin}/exception?errorCode=500&errorMessage=second`);
    expect(cacheState(a)).toBe(`${HTML_CACHE_NAME}; fwd=bypass`);
    expect(cacheState(b)).toBe(`${HTML_CACHE_NAME}; fwd=bypass`);
    expect(await b.text()).toContain("second");
    await a.arrayBuffer();
  });

  it("does not cache redirects of unknown paths", async () => {
    const res = await SELF.fetch(`${freshOrigin()}/nope`, { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Cache-Status")).toBeNull();
  });

  it("uses the build version of this deploy in the key", async () => {
    const res = await SELF.fetch(`${freshOrigin()}/roadmap`);
    await res.arrayBuffer();
    expect(cacheState(res)).toContain(`key="/roadmap desktop ${manifest.version}"`);
  });
});

describe("edge HTML cache, keys and lifetimes", () => {
  it("misses for a new build version and keeps the old version's entry apart", async () => {
    const h = await harness();
    await h.serve(roadmap, { version: "build-a" });
    const hitA = await h.serve(roadmap, { version: "build-a" });
    expect(cacheState(hitA)).toContain("; hit");
    expect(h.renders()).toBe(1);
    const missB = await h.serve(roadmap, { version: "build-b" });
    expect(cacheState(missB)).toContain("fwd=uri-miss");
    expect(await missB.text()).toContain("build-b");
    expect(h.renders()).toBe(2);
    expect(await (await h.serve(roadmap, { version: "build-a" })).text()).toContain("build-a");
  });

  it("keeps pages with mint state only as long as the mint data is fresh", async () => {
    const fresh = mintFreshSeconds(env);
    const h = await harness();
    const t0 = Date.now();
    await h.serve(home, { now: t0 });
    expect(cacheState(await h.serve(home, { now: t0 + (fresh - 1) * 1000 }))).toContain("; hit; ttl=1");
    const expired = await h.serve(home, { now: t0 + (fresh + 1) * 1000 });
    expect(cacheState(expired)).toContain("fwd=uri-miss");
    expect(h.renders()).toBe(2);
  });

  it("keeps pages without live data longer than the mint freshness", async () => {
    const h = await harness();
    const t0 = Date.now();
    await h.serve(roadmap, { now: t0 });
    const later = await h.serve(roadmap, { now: t0 + (mintFreshSeconds(env) + 60) * 1000 });
    expect(cacheState(later)).toContain("; hit");
    expect(h.renders()).toBe(1);
  });

  it("treats the two Genesis mint articles as live pages, and no other article", async () => {
    const articles = routes.filter((r) => r.kind === "article");
    const live = articles.filter((r) => htmlCacheTtl(r, env) === mintFreshSeconds(env)).map((r) => r.slug);
    expect(live.sort()).toEqual([...GENESIS_ARTICLE_SLUGS].sort());
    expect(mintArticle).toBeDefined();
    const h = await harness();
    const t0 = Date.now();
    await h.serve(mintArticle!, { now: t0 });
    expect(cacheState(await h.serve(mintArticle!, { now: t0 + (mintFreshSeconds(env) + 1) * 1000 }))).toContain("fwd=uri-miss");
    expect(htmlCacheTtl(route(site.links.hubBanner), env)).toBeGreaterThan(mintFreshSeconds(env));
    expect(htmlCacheTtl(route("/exception"), env)).toBe(0);
  });

  it("answers 304 to a matching If-None-Match on a miss too, after rendering", async () => {
    const first = await (await harness()).serve(roadmap);
    const etag = first.headers.get("ETag")!;
    const h = await harness();
    const res = await h.serve(roadmap, { headers: { "If-None-Match": etag } });
    expect(res.status).toBe(304);
    expect(cacheState(res)).toContain("fwd=uri-miss");
    expect(h.renders()).toBe(1);
  });

  it("renders every request when HTML_CACHE is off, as npm run dev sets it", async () => {
    const h = await harness();
    const off = { ...env, HTML_CACHE: "off" };
    await h.serve(roadmap, { env: off });
    const again = await h.serve(roadmap, { env: off });
    expect(cacheState(again)).toBe(`${HTML_CACHE_NAME}; fwd=bypass; detail=off`);
    expect(h.renders()).toBe(2);
  });

  it("serves a repeat from this isolate's memory, without a Cache API lookup", async () => {
    const h = await harness();
    await h.serve(roadmap);
    const lookups = h.lookups();
    const again = await h.serve(roadmap);
    expect(cacheState(again)).toMatch(/; hit; ttl=\d+; key="[^"]+"; detail=memory$/);
    expect(await again.text()).toContain("/roadmap desktop v1");
    expect(h.lookups()).toBe(lookups);
    expect(h.renders()).toBe(1);
  });

  it("finds a page another isolate stored through the Cache API", async () => {
    const first = await harness();
    await first.serve(roadmap);
    const other = await harness({ cache: first.cache, origin: first.origin });
    const res = await other.serve(roadmap);
    expect(cacheState(res)).toContain("; hit");
    expect(cacheState(res)).not.toContain("detail=memory");
    expect(await res.text()).toContain("/roadmap desktop v1");
    expect(other.renders()).toBe(0);
    expect(cacheState(await other.serve(roadmap))).toContain("detail=memory");
  });

  it("keeps mobile and desktop entries apart", async () => {
    const h = await harness();
    await h.serve(roadmap, { device: "mobile" });
    const desktop = await h.serve(roadmap, { device: "desktop" });
    expect(cacheState(desktop)).toContain("fwd=uri-miss");
    expect(await (await h.serve(roadmap, { device: "mobile" })).text()).toContain("mobile");
    expect(h.renders()).toBe(2);
  });
});
