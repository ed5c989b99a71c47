// Edge cache of rendered pages (Cache API), keyed by origin + path, device class and build version.
import { showsGenesisBlock } from "../app/mint/placement.ts";
import type { DeviceClass } from "../app/page-context.ts";
import type { RouteDef } from "../app/routes.ts";
import type { Env } from "./env.ts";
import { htmlMemory, secondsLeft, type HtmlMemory } from "./html-memory.ts";
import { mintFreshSeconds } from "./mint-cache.ts";

/** Name of this cache in `Cache-Status` (RFC 9211). */
export const HTML_CACHE_NAME = "edge-html";
/** Pages without live data change only with a deploy, and a deploy changes the key: keep them a day. */
export const STATIC_PAGE_TTL_SECONDS = 86_400;
/** What browsers are told: keep a copy, but ask (cheaply, with If-None-Match) before each use. */
export const BROWSER_CACHE_CONTROL = "public, max-age=0, must-revalidate";
/** The device class comes from the User-Agent, so every HTML answer varies by it. */
export const HTML_VARY = "User-Agent";
/** When the stored copy was rendered (ms since epoch); internal, never sent to clients. */
const STORED_AT = "x-html-cache-stored-at";

/** Seconds a rendered page may be served from the cache; 0: never cached (query-dependent pages, or the cache is off). */
export function htmlCacheTtl(route: RouteDef, env: Pick<Env, "MINT_FRESH_SECONDS" | "HTML_CACHE">): number {
  if (route.kind === "exception" || env.HTML_CACHE === "off") return 0;
  // Pages with the Genesis block embed the mint state: keep them only while that data counts as fresh.
  return showsGenesisBlock(route) ? mintFreshSeconds(env) : STATIC_PAGE_TTL_SECONDS;
}

/** The Workers runtime's `caches.default` (the DOM lib in tsconfig hides it from the CacheStorage type). */
export function edgeCache(): Cache {
  return (caches as unknown as { default: Cache }).default;
}

export interface HtmlCacheKey {
  /** Origin of the request: canonical and share URLs in the HTML carry it when SITE_ORIGIN is unset. */
  origin: string;
  /** Path only: pages other than /exception ignore the query string. */
  path: string;
  device: DeviceClass;
  /** Build version: a deploy never serves HTML of an earlier build. */
  version: string;
}

/** The Cache API key: a GET request to a URL that encodes every part of the key. */
export function htmlCacheKey(key: HtmlCacheKey): Request {
  const url = new URL(key.path, key.origin);
  url.search = new URLSearchParams({ v: key.version, d: key.device }).toString();
  return new Request(url.toString(), { method: "GET" });
}

function describeKey(key: HtmlCacheKey): string {
  return `${key.path} ${key.device} ${key.version}`;
}

function cacheStatus(parts: string[]): string {
  return [HTML_CACHE_NAME, ...parts].join("; ");
}

/** RFC 9110 If-None-Match with weak comparison: `*` or any listed tag equal to ours. */
export function ifNoneMatchHits(header: string | null, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}

/** A strong validator from the body: equal bytes, equal tag; any change of the HTML changes it. */
export async function bodyEtag(body: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", body));
  const hex = [...digest.slice(0, 16)].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `"${hex}"`;
}

export interface ServeHtmlOptions {
  request: Request;
  route: RouteDef;
  device: DeviceClass;
  version: string;
  env: Pick<Env, "MINT_FRESH_SECONDS" | "HTML_CACHE">;
  /** Renders the complete page (called on a miss only). */
  render: () => Promise<ReadableStream<Uint8Array>>;
  cache: Cache;
  /** Keeps the cache write alive after the answer is sent (ctx.waitUntil); absent: the write is awaited. */
  waitUntil?: (work: Promise<unknown>) => void;
  /** Clock in ms, for tests of expiry. */
  now?: number;
  /** The in-memory first level (default: this isolate's). */
  memory?: HtmlMemory;
}

/** Answers a page request from the edge cache, rendering and storing it on a miss. */
export async function serveHtml(opts: ServeHtmlOptions): Promise<Response> {
  const { request, route, env } = opts;
  const now = opts.now ?? Date.now();
  const ttl = htmlCacheTtl(route, env);
  const url = new URL(request.url);
  const key: HtmlCacheKey = { origin: url.origin, path: url.pathname, device: opts.device, version: opts.version };
  const cacheKey = htmlCacheKey(key);
  const keyParam = `key="${describeKey(key)}"`;

  const memory = opts.memory ?? htmlMemory;

  if (ttl > 0) {
    const inMemory = memory.get(cacheKey.url, now);
    if (inMemory) {
      const { body, etag } = inMemory.entry;
      return answer(request, body, htmlHeaders(etag), cacheStatus(["hit", `ttl=${inMemory.left}`, keyParam, "detail=memory"]));
    }
    const stored = await opts.cache.match(cacheKey);
    const storedAt = Number(stored?.headers.get(STORED_AT));
    const etag = stored?.headers.get("ETag");
    const left = stored && etag ? secondsLeft(storedAt, ttl, now) : 0;
    if (stored && etag && Number.isFinite(storedAt) && left > 0) {
      const body = await stored.arrayBuffer();
      memory.set(cacheKey.url, { body, etag, storedAt, ttl });
      return answer(request, body, htmlHeaders(etag), cacheStatus(["hit", `ttl=${left}`, keyParam]));
    }
    await stored?.body?.cancel();
  }

  const body = await new Response(await opts.render()).arrayBuffer();
  const etag = await bodyEtag(body);
  if (ttl <= 0) return answer(request, body, htmlHeaders(etag), cacheStatus(env.HTML_CACHE === "off" ? ["fwd=bypass", "detail=off"] : ["fwd=bypass"]));

  memory.set(cacheKey.url, { body, etag, storedAt: now, ttl });
  const copy = htmlHeaders(etag);
  copy.set("Cache-Control", `public, max-age=${ttl}`);
  copy.set(STORED_AT, String(now));
  const write = opts.cache.put(cacheKey, new Response(body, { status: 200, headers: copy }));
  if (opts.waitUntil) opts.waitUntil(write);
  else await write;
  return answer(request, body, htmlHeaders(etag), cacheStatus(["fwd=uri-miss", "stored", `ttl=${ttl}`, keyParam]));
}

function htmlHeaders(etag: string): Headers {
  return new Headers({ "Content-Type": "text/html; charset=utf-8", ETag: etag });
}

/** The client's answer: 304 for a matching If-None-Match, no body for HEAD, the page otherwise. */
function answer(request: Request, body: ArrayBuffer, source: Headers, status: string): Response {
  const headers = new Headers({
    "Content-Type": source.get("Content-Type") ?? "text/html; charset=utf-8",
    "Cache-Control": BROWSER_CACHE_CONTROL,
    Vary: HTML_VARY,
    "Cache-Status": status,
  });
  const etag = source.get("ETag");
  if (etag) headers.set("ETag", etag);
  const notModified = etag !== null && ifNoneMatchHits(request.headers.get("If-None-Match"), etag);
  if (notModified || request.method === "HEAD") {
    if (notModified) headers.delete("Content-Type");
    return new Response(null, { status: notModified ? 304 : 200, headers });
  }
  return new Response(body, { status: 200, headers });
}
