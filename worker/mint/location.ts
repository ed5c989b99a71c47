// The per-location layer of the mint read path: the isolates of one Cloudflare location share their latest answer
// (and when one of them last asked the coordinator) through the Cache API, which is per location. So a location asks
// the coordinator about once per window per kind, and at most once a second while the upstream fails, however many
// isolates it runs. Nothing here can fail a read: a missing, expired, unreadable or poisoned entry is a miss.
import type { MintKind } from "../../app/mint/shared/contract.ts";
import type { Deadline } from "./deadline.ts";
import { isMintCacheEntry, MINT_CACHE_KEYS, mintKvTtlSeconds, type MintCacheEntry } from "./config.ts";
import type { UpstreamFailure } from "./upstream.ts";
import { logEvent } from "../http/observe.ts";

/** What a location holds per call kind. */
export interface LocationEntry {
  entry: MintCacheEntry;
  /** The upstream's last failure as the coordinator reported it (null: the entry is its latest good answer). */
  failure: UpstreamFailure | null;
  /** When an isolate of this location last asked the coordinator about this kind (ms since epoch). */
  checkedAt: number;
  /** While failing: the coordinator's next upstream call; the location asks again only after it. */
  retryAt?: number;
}

/** The two Cache API calls the layer makes (`caches.default` deployed; a model's per-location store in tests). */
export interface LocationStore {
  match(request: Request): Promise<Response | undefined>;
  put(request: Request, response: Response): Promise<void>;
}

/** Which site's entries, and its fresh window (entries are kept as long as KV keeps an answer: window plus an hour). */
export interface LocationScope {
  site: string | undefined;
  freshSeconds: number;
}

export interface LocationLayer {
  get(kind: MintKind, scope: LocationScope, deadline: Deadline): Promise<LocationEntry | null>;
  put(kind: MintKind, scope: LocationScope, value: LocationEntry): Promise<void>;
}

/** Entries claiming a time further ahead than clocks drift apart are not ours: poisoned. */
const MAX_CLOCK_SKEW_MS = 60_000;
const FAILURE_DETAILS = new Set<string>(["origin-unset", "timeout", "network", "http-status", "oversize", "malformed-json", "wrong-shape", "nonzero-code", "suspect-empty"]);

function isFailure(value: unknown): value is UpstreamFailure {
  const v = value as Partial<UpstreamFailure> | null;
  return typeof v?.detail === "string" && FAILURE_DETAILS.has(v.detail) && (v.httpStatus === 502 || v.httpStatus === 503) && typeof v.message === "string";
}

/** The stored value, or null when it is not one this layer wrote (or claims a time from the future). */
export function parseLocationEntry(value: unknown, now: number): LocationEntry | null {
  const v = value as Partial<LocationEntry> | null;
  if (!isMintCacheEntry(v?.entry) || typeof v.checkedAt !== "number" || !Number.isFinite(v.checkedAt)) return null;
  if (v.failure !== null && !isFailure(v.failure)) return null;
  if (v.retryAt !== undefined && (typeof v.retryAt !== "number" || !Number.isFinite(v.retryAt))) return null;
  if (Math.max(v.entry.fetchedAt, v.checkedAt, v.retryAt ?? 0) > now + MAX_CLOCK_SKEW_MS) return null;
  return { entry: v.entry, failure: v.failure, checkedAt: v.checkedAt, ...(v.retryAt !== undefined ? { retryAt: v.retryAt } : {}) };
}

const keys = new Map<string, Request | null>();

/**
 * The Cache API key of a kind, on the site's own origin (the zone's cache) under a path no request is ever answered
 * from; null when the site's origin is not a URL (then the layer is skipped). Made once per kind and site.
 */
export function locationKey(kind: MintKind, site: string | undefined): Request | null {
  const id = `${kind} ${site ?? ""}`;
  let key = keys.get(id);
  if (key === undefined) {
    try {
      key = new Request(new URL(`/v1/mint/.location/${MINT_CACHE_KEYS[kind]}`, site).toString(), { method: "GET" });
    } catch {
      key = null;
    }
    keys.set(id, key);
  }
  return key;
}

/** The Workers runtime's `caches.default`, or null where there is none. */
export function defaultLocationStore(): LocationStore | null {
  const storage = (globalThis as { caches?: { default?: LocationStore } }).caches;
  return storage?.default ?? null;
}

export function createLocationLayer(store: () => LocationStore | null = defaultLocationStore, now: () => number = () => Date.now()): LocationLayer {
  return {
    async get(kind, { site, freshSeconds }, deadline) {
      const cache = store();
      const key = locationKey(kind, site);
      if (!cache || !key) return null;
      try {
        const res = await deadline.race(cache.match(key), undefined);
        if (!res) return null;
        const text = await deadline.race(res.text(), null);
        if (text === null) return null;
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = null;
        }
        const entry = parseLocationEntry(parsed, now());
        if (!entry) logEvent("warn", "mint-location-poisoned", { kind });
        // Past what KV would keep: expired, whatever the Cache API still holds.
        return entry && now() - entry.entry.fetchedAt <= mintKvTtlSeconds(freshSeconds) * 1000 ? entry : null;
      } catch (err) {
        logEvent("warn", "mint-location-read", { kind, error: err instanceof Error ? err.message : String(err) });
        return null;
      }
    },
    async put(kind, { site, freshSeconds }, value) {
      const cache = store();
      const key = locationKey(kind, site);
      if (!cache || !key) return;
      // Kept as long as KV keeps an answer: a stale one is still served while the upstream fails.
      const headers = { "Content-Type": "application/json", "Cache-Control": `max-age=${mintKvTtlSeconds(freshSeconds)}` };
      try {
        await cache.put(key, new Response(JSON.stringify(value), { headers }));
      } catch (err) {
        logEvent("warn", "mint-location-write", { kind, error: err instanceof Error ? err.message : String(err) });
      }
    },
  };
}
