// The two mint calls behind Workers KV: fresh answers from cache, stale ones served while one refresh runs,
// concurrent cold misses sharing one upstream call, and a bad upstream answer never replacing a good one.
import type { MintKind } from "../app/mint/contract.ts";
import { site } from "../app/site.ts";
import type { WaitUntil } from "./background.ts";
import type { Env } from "./env.ts";
import { fetchMintUpstream, mintUpstreamUrl, type UpstreamFailure } from "./mint-upstream.ts";

/** KV keys of the two cached answers. */
export const MINT_CACHE_KEYS: Record<MintKind, string> = {
  list: "mint:v1:address-list",
  status: "mint:v1:status",
};

/** The cache's name in `Cache-Status` (RFC 9211). */
export const MINT_CACHE_NAME = `${site.slug}-mint`;
export const DEFAULT_FRESH_SECONDS = 30;
/** KV refuses an expirationTtl below 60 s. */
export const MIN_KV_TTL_SECONDS = 60;
/** How long a stale answer stays in KV to be served while the upstream is failing. */
export const MAX_STALE_SECONDS = 3600;
/** KV allows one write per second per key. */
export const MIN_WRITE_INTERVAL_MS = 1000;
/** After a failed upstream call, this isolate leaves the upstream alone this long (per call). */
export const FAILURE_BACKOFF_MS = 5000;
/** Browsers may reuse an answer briefly; the edge cache does the real work. */
export const BROWSER_CACHE_CONTROL = "public, max-age=5, stale-while-revalidate=25";

/** What KV holds per call: the upstream's JSON text and when it was fetched (ms since epoch). */
export interface MintCacheEntry {
  body: string;
  fetchedAt: number;
}

/** A finished answer of one mint call, before it becomes a Response. */
export interface MintAnswer {
  status: number;
  body: string;
  headers: Record<string, string>;
}

type Refresh = { ok: true; entry: MintCacheEntry; stored: boolean } | { ok: false; failure: UpstreamFailure };

/** State of this isolate: entries read lately, refreshes in flight, last KV writes, failure back-off. */
const isolate = {
  memory: new Map<string, MintCacheEntry>(),
  inflight: new Map<string, Promise<Refresh>>(),
  lastWrite: new Map<string, number>(),
  backoff: new Map<string, { until: number; failure: UpstreamFailure }>(),
};

/** Forgets everything this isolate remembers (tests start from a cold isolate with it). */
export function resetMintIsolateState(): void {
  isolate.memory.clear();
  isolate.inflight.clear();
  isolate.lastWrite.clear();
  isolate.backoff.clear();
}

export function mintFreshSeconds(env: Pick<Env, "MINT_FRESH_SECONDS">): number {
  const n = Number.parseInt(env.MINT_FRESH_SECONDS ?? "", 10);
  return Number.isFinite(n) && n >= 0 ? n : DEFAULT_FRESH_SECONDS;
}

export function mintKvTtlSeconds(freshSeconds: number): number {
  return Math.max(MIN_KV_TTL_SECONDS, freshSeconds + MAX_STALE_SECONDS);
}


function isEntry(value: unknown): value is MintCacheEntry {
  const v = value as Partial<MintCacheEntry> | null;
  return typeof v?.body === "string" && typeof v.fetchedAt === "number";
}

/** The newest entry this isolate or KV has, younger than the stale limit; KV is read only when memory is not fresh. */
async function cachedEntry(kind: MintKind, env: Env, now: number): Promise<MintCacheEntry | null> {
  const key = MINT_CACHE_KEYS[kind];
  const freshMs = mintFreshSeconds(env) * 1000;
  const limitMs = freshMs + MAX_STALE_SECONDS * 1000;
  let entry = isolate.memory.get(key) ?? null;
  if (!entry || now - entry.fetchedAt >= freshMs) {
    try {
      const stored: unknown = await env.MINT_CACHE.get(key, "json");
      if (isEntry(stored) && (!entry || stored.fetchedAt > entry.fetchedAt)) entry = stored;
    } catch (err) {
      console.error("mint cache: KV read failed", key, err);
    }
    if (entry) isolate.memory.set(key, entry);
  }
  return entry && now - entry.fetchedAt < limitMs ? entry : null;
}

function writeEntry(kind: MintKind, env: Env, entry: MintCacheEntry, waitUntil: WaitUntil): boolean {
  const key = MINT_CACHE_KEYS[kind];
  const last = isolate.lastWrite.get(key) ?? -Infinity;
  if (entry.fetchedAt - last < MIN_WRITE_INTERVAL_MS) return false;
  isolate.lastWrite.set(key, entry.fetchedAt);
  const expirationTtl = mintKvTtlSeconds(mintFreshSeconds(env));
  const write = env.MINT_CACHE.put(key, JSON.stringify(entry), { expirationTtl }).catch((err: unknown) =>
    console.error("mint cache: KV write failed", key, err),
  );
  waitUntil?.(write);
  return true;
}

/** One upstream call per call kind at a time in this isolate; every caller shares its result. */
function refresh(kind: MintKind, env: Env, waitUntil: WaitUntil): { result: Promise<Refresh>; joined: boolean } {
  const key = MINT_CACHE_KEYS[kind];
  const running = isolate.inflight.get(key);
  if (running) return { result: running, joined: true };
  const result = (async (): Promise<Refresh> => {
    const answer = await fetchMintUpstream(kind, env.MINT_API_ORIGIN);
    const now = Date.now();
    if (!answer.ok) {
      isolate.backoff.set(key, { until: now + FAILURE_BACKOFF_MS, failure: answer.failure });
      console.error("mint upstream:", kind, answer.failure.detail);
      return answer;
    }
    isolate.backoff.delete(key);
    const entry = { body: answer.body, fetchedAt: now };
    isolate.memory.set(key, entry);
    return { ok: true, entry, stored: writeEntry(kind, env, entry, waitUntil) };
  })().finally(() => isolate.inflight.delete(key));
  isolate.inflight.set(key, result);
  waitUntil?.(result);
  return { result, joined: false };
}

function backingOff(kind: MintKind, now: number): UpstreamFailure | null {
  const b = isolate.backoff.get(MINT_CACHE_KEYS[kind]);
  return b && b.until > now ? b.failure : null;
}

/** Starts one refresh unless one is running, the upstream is backing off, or no upstream is set. */
function refreshInBackground(kind: MintKind, env: Env, now: number, waitUntil: WaitUntil): boolean {
  if (isolate.inflight.has(MINT_CACHE_KEYS[kind])) return true;
  if (backingOff(kind, now) || !mintUpstreamUrl(env.MINT_API_ORIGIN, kind)) return false;
  refresh(kind, env, waitUntil);
  return true;
}

function cacheStatus(...params: string[]): string {
  return [MINT_CACHE_NAME, ...params].join("; ");
}

const JSON_TYPE = "application/json; charset=utf-8";

function success(body: string, status: string): MintAnswer {
  return { status: 200, body, headers: { "Content-Type": JSON_TYPE, "Cache-Control": BROWSER_CACHE_CONTROL, "Cache-Status": status } };
}

/** An error in the upstream's own shape: a non-zero code, a message and no data. */
export function mintError(status: number, message: string, cacheStatusValue: string, extra: Record<string, string> = {}): MintAnswer {
  return {
    status,
    body: JSON.stringify({ code: status, message, data: null }),
    headers: { "Content-Type": JSON_TYPE, "Cache-Control": "no-store", "Cache-Status": cacheStatusValue, ...extra },
  };
}

function failureAnswer(failure: UpstreamFailure, params: string[], detail: string = failure.detail): MintAnswer {
  const retry = { "Retry-After": String(Math.ceil(FAILURE_BACKOFF_MS / 1000)) };
  return mintError(failure.httpStatus, failure.message, cacheStatus(...params, `detail=${detail}`), retry);
}

/** Answers one mint call: from cache when it can, from the upstream when it must, an error only with nothing cached. */
export async function answerMintCall(kind: MintKind, env: Env, waitUntil: WaitUntil): Promise<MintAnswer> {
  const now = Date.now();
  const entry = await cachedEntry(kind, env, now);
  if (entry) {
    const ageMs = now - entry.fetchedAt;
    const freshMs = mintFreshSeconds(env) * 1000;
    if (ageMs < freshMs) return success(entry.body, cacheStatus("hit", `ttl=${Math.ceil((freshMs - ageMs) / 1000)}`));
    // Stale: answered now; a negative ttl says how stale (RFC 9211), the detail whether a refresh is under way.
    const revalidating = refreshInBackground(kind, env, now, waitUntil);
    const ttl = -Math.max(1, Math.ceil((ageMs - freshMs) / 1000));
    return success(entry.body, cacheStatus("hit", `ttl=${ttl}`, `detail=${revalidating ? "revalidating" : "upstream-unavailable"}`));
  }
  if (!mintUpstreamUrl(env.MINT_API_ORIGIN, kind)) {
    return mintError(503, "The mint service is not configured.", cacheStatus("detail=origin-unset"));
  }
  const recent = backingOff(kind, now);
  if (recent) return failureAnswer(recent, [], "upstream-backoff");
  const { result, joined } = refresh(kind, env, waitUntil);
  const done = await result;
  if (!done.ok) {
    const fwd = ["fwd=uri-miss", ...(done.failure.upstreamStatus ? [`fwd-status=${done.failure.upstreamStatus}`] : [])];
    return failureAnswer(done.failure, joined ? [...fwd, "collapsed"] : fwd);
  }
  const params = ["fwd=uri-miss", "fwd-status=200", joined ? "collapsed" : done.stored ? "stored" : ""].filter(Boolean);
  return success(done.entry.body, cacheStatus(...params));
}

/** The cached answer for a page render: never waits on the upstream longer than `waitMs`. */
export async function peekMintCall(kind: MintKind, env: Env, waitUntil: WaitUntil, waitMs: number): Promise<MintCacheEntry | null> {
  const now = Date.now();
  const entry = await cachedEntry(kind, env, now);
  if (entry) {
    if (now - entry.fetchedAt >= mintFreshSeconds(env) * 1000) refreshInBackground(kind, env, now, waitUntil);
    return entry;
  }
  if (!mintUpstreamUrl(env.MINT_API_ORIGIN, kind) || backingOff(kind, now)) return null;
  const { result } = refresh(kind, env, waitUntil);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), waitMs)));
  const first = await Promise.race([result, late]);
  clearTimeout(timer);
  return first?.ok ? first.entry : null;
}
