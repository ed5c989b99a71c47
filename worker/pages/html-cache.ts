// Edge cache of rendered pages: this isolate's memory, then the Workers Cache API, keyed by origin, path and build
// version. Concurrent misses of one key share one render. Live data (the mint state) is never part of a stored
// page: it is filled into a marked slot as each answer is served, so every page can be kept until the next deploy.
import { within } from "../mint/deadline.ts";
import type { Env } from "../env.ts";
import { htmlMemory, secondsLeft, type HtmlMemory, type StoredPage } from "./html-memory.ts";
import type { Timing } from "../http/timing.ts";

/** Name of this cache in `Cache-Status` (RFC 9211). */
export const HTML_CACHE_NAME = "edge-html";
/** Pages change only with a deploy, and a deploy changes the key: keep them a day. */
export const PAGE_TTL_SECONDS = 86_400;
/** What browsers are told: keep a copy, but ask (cheaply, with If-None-Match) before each use. */
export const HTML_BROWSER_CACHE_CONTROL = "public, max-age=0, must-revalidate";
/** When the stored copy was stored (ms since epoch); internal, never sent to clients. */
const STORED_AT = "x-html-cache-stored-at";

export interface HtmlCacheKey {
  /** The canonical origin of the site: canonical and share URLs in the HTML carry it. */
  origin: string;
  /** Canonical path only: pages other than /exception ignore the query string. */
  path: string;
  /** Build version: a deploy never serves HTML of an earlier build. */
  version: string;
}

/** The Cache API key: a GET request to a URL that encodes every part of the key. */
export function htmlCacheKey(key: HtmlCacheKey): Request {
  const url = new URL(key.path, key.origin);
  url.search = new URLSearchParams({ v: key.version }).toString();
  return new Request(url.toString(), { method: "GET" });
}

/** The Workers runtime's `caches.default` (the DOM lib in tsconfig hides it from the CacheStorage type). */
export function edgeCache(): Cache {
  return (caches as unknown as { default: Cache }).default;
}

/**
 * ETags stay hand-written rather than hono/etag: that middleware reads and hashes every answer's whole body on
 * every request (about 0.1 ms of SHA-1 per 60 KB page measured in Node, plus buffering the stream), where a stored
 * page's tag is computed once when it is stored and a filled page's once per distinct slot content.
 * RFC 9110 If-None-Match with weak comparison: `*` or any listed tag equal to ours.
 */
export function ifNoneMatchHits(header: string | null, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}

const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");

/** A strong validator from the body: equal bytes, equal tag. 64 bits of SHA-256 tell a page's versions apart; each
 *  byte more is paid on every page's answer, and the article's must fit a first round trip (docs/performance.md). */
export async function bodyEtag(body: Uint8Array<ArrayBuffer>): Promise<string> {
  return `"${hex(new Uint8Array(await crypto.subtle.digest("SHA-256", body)).slice(0, 8))}"`;
}

/** Live or per-visitor content filled into a stored page where `marker` stands (the marker occurs at most once). */
export interface PageSlot {
  marker: string;
  fill: () => Promise<string>;
}

export interface ServeHtmlOptions {
  request: Request;
  key: HtmlCacheKey;
  /** Seconds to keep the page; 0: render every request (query-dependent pages, or HTML_CACHE=off). */
  ttl: number;
  /** Renders the complete page (called on a miss only, once per key at a time in this isolate). */
  render: () => Promise<ReadableStream<Uint8Array>>;
  slots?: PageSlot[];
  /** Headers of every answer of this page (its Content-Security-Policy). */
  headers?: Record<string, string>;
  env: Pick<Env, "HTML_CACHE">;
  cache: Cache;
  /** Keeps the cache write alive after the answer is sent (ctx.waitUntil); absent: the write is awaited. */
  waitUntil?: (work: Promise<unknown>) => void;
  timing?: Timing;
  /** Clock in ms, for tests of expiry. */
  now?: () => number;
  /** The in-memory first level (default: this isolate's). */
  memory?: HtmlMemory;
  /** How long to wait for another request's render of this page (default RENDER_JOIN_MS). */
  joinWaitMs?: number;
}

/**
 * Renders running in this isolate, by cache key: concurrent misses of one page share one render. A render belongs
 * to the request that started it (workerd cancels it if that request goes away), so a request joining it waits at
 * most RENDER_JOIN_MS, then renders the page itself.
 */
const rendering = new Map<string, { render: Promise<StoredPage>; startedAt: number }>();
/** How long a request waits for another request's render of the same page before it renders its own. */
export const RENDER_JOIN_MS = 2000;

function cacheStatus(parts: string[]): string {
  return [HTML_CACHE_NAME, ...parts].join("; ");
}

async function renderPage(opts: ServeHtmlOptions, ttl: number, now: () => number): Promise<StoredPage> {
  const stream = await (opts.timing ? opts.timing.measure("render", opts.render) : opts.render());
  const body = new Uint8Array(await new Response(stream).arrayBuffer());
  // The lifetime counts from when the page was stored, not from when its request arrived.
  return { body, etag: await bodyEtag(body), storedAt: now(), ttl };
}

async function fromCacheApi(opts: ServeHtmlOptions, cacheKey: Request, now: number): Promise<{ entry: StoredPage; left: number } | null> {
  const stored = await (opts.timing ? opts.timing.measure("cache", () => opts.cache.match(cacheKey)) : opts.cache.match(cacheKey));
  if (!stored) return null;
  const storedAt = Number(stored.headers.get(STORED_AT));
  const ttl = Number(stored.headers.get("x-html-cache-ttl"));
  const etag = stored.headers.get("ETag");
  const left = secondsLeft(storedAt, ttl, now);
  if (!etag || !Number.isFinite(storedAt) || !(left > 0)) {
    await stored.body?.cancel();
    return null;
  }
  return { entry: { body: new Uint8Array(await stored.arrayBuffer()), etag, storedAt, ttl }, left };
}

async function store(opts: ServeHtmlOptions, cacheKey: Request, entry: StoredPage): Promise<void> {
  const headers = new Headers({
    "Content-Type": "text/html; charset=utf-8",
    ETag: entry.etag,
    "Cache-Control": `public, max-age=${entry.ttl}`,
    [STORED_AT]: String(entry.storedAt),
    "x-html-cache-ttl": String(entry.ttl),
  });
  const write = opts.cache.put(cacheKey, new Response(entry.body, { headers }));
  if (opts.waitUntil) opts.waitUntil(write);
  else await write;
}

/** Answers a page request from memory or the Cache API, rendering and storing it on a miss. */
export async function serveHtml(opts: ServeHtmlOptions): Promise<Response> {
  const now = opts.now ?? (() => Date.now());
  const keyParam = `key="${opts.key.path} ${opts.key.version}"`;
  if (opts.ttl <= 0) {
    const page = await renderPage(opts, 0, now);
    return answer(opts, await filled(opts, page), cacheStatus(opts.env.HTML_CACHE === "off" ? ["fwd=bypass", "detail=off"] : ["fwd=bypass"]));
  }
  const memory = opts.memory ?? htmlMemory;
  const cacheKey = htmlCacheKey(opts.key);
  const inMemory = memory.get(cacheKey.url, now());
  if (inMemory) {
    opts.timing?.note("cache", "memory");
    return answer(opts, await filled(opts, inMemory.entry), cacheStatus(["hit", `ttl=${inMemory.left}`, keyParam, "detail=memory"]));
  }
  const stored = await fromCacheApi(opts, cacheKey, now());
  if (stored) {
    memory.set(cacheKey.url, stored.entry);
    return answer(opts, await filled(opts, stored.entry), cacheStatus(["hit", `ttl=${stored.left}`, keyParam]));
  }
  const running = rendering.get(cacheKey.url);
  const joinWaitMs = opts.joinWaitMs ?? RENDER_JOIN_MS;
  if (running && now() - running.startedAt < joinWaitMs) {
    const joined = await within(
      running.render.catch(() => null),
      joinWaitMs,
      null,
    );
    if (joined) return answer(opts, await filled(opts, joined), cacheStatus(["fwd=uri-miss", "collapsed", `ttl=${opts.ttl}`, keyParam]));
  }
  const render = renderPage(opts, opts.ttl, now).then(async (entry) => {
    memory.set(cacheKey.url, entry);
    await store(opts, cacheKey, entry);
    return entry;
  });
  const mine = { render, startedAt: now() };
  rendering.set(cacheKey.url, mine);
  void render
    .finally(() => {
      if (rendering.get(cacheKey.url) === mine) rendering.delete(cacheKey.url);
    })
    .catch(() => undefined);
  const entry = await render;
  return answer(opts, await filled(opts, entry), cacheStatus(["fwd=uri-miss", "stored", `ttl=${opts.ttl}`, keyParam]));
}

const encoder = new TextEncoder();

/** FNV-1a of a string, as 8 hex digits: a short tag for the slot's content inside the ETag. */
export function shortHash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16).padStart(8, "0");
}

function indexOfBytes(haystack: Uint8Array, needle: Uint8Array): number {
  const first = needle[0];
  outer: for (let i = haystack.indexOf(first!); i >= 0 && i <= haystack.length - needle.length; i = haystack.indexOf(first!, i + 1)) {
    for (let j = 1; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

/** The page's bytes and ETag with its slots filled (memoized per filled content); the stored page when it has none. */
async function filled(opts: ServeHtmlOptions, page: StoredPage): Promise<{ body: Uint8Array<ArrayBuffer>; etag: string }> {
  if (!opts.slots?.length) return page;
  const at = (page.slotAt ??= Object.fromEntries(opts.slots.map((s) => [s.marker, indexOfBytes(page.body, encoder.encode(s.marker))])));
  const present = opts.slots.filter((s) => (at[s.marker] ?? -1) >= 0).sort((a, b) => at[a.marker]! - at[b.marker]!);
  if (!present.length) return page;
  const contents = await Promise.all(present.map((s) => s.fill()));
  const memo = contents.join("\u0000");
  if (page.filled?.slot === memo) return page.filled;
  const parts: Uint8Array[] = [];
  let from = 0;
  present.forEach((s, i) => {
    parts.push(page.body.subarray(from, at[s.marker]), encoder.encode(contents[i]));
    from = at[s.marker]! + encoder.encode(s.marker).length;
  });
  parts.push(page.body.subarray(from));
  const body = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    body.set(p, offset);
    offset += p.length;
  }
  // The validator changes whenever the filled-in content does.
  page.filled = { slot: memo, body, etag: `${page.etag.slice(0, -1)}-${shortHash(memo)}"` };
  return page.filled;
}

/** The client's answer: 304 for a matching If-None-Match, no body for HEAD, the page otherwise. */
function answer(opts: ServeHtmlOptions, page: { body: Uint8Array<ArrayBuffer>; etag: string }, status: string): Response {
  const headers = new Headers({
    ...opts.headers,
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": HTML_BROWSER_CACHE_CONTROL,
    "Cache-Status": status,
    ETag: page.etag,
  });
  const notModified = ifNoneMatchHits(opts.request.headers.get("If-None-Match"), page.etag);
  if (notModified || opts.request.method === "HEAD") {
    if (notModified) headers.delete("Content-Type");
    return new Response(null, { status: notModified ? 304 : 200, headers });
  }
  return new Response(page.body, { status: 200, headers });
}
