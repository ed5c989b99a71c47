// What the mint cache's parts agree on: KV keys, the entry shape, the fresh window and lifetimes.
import type { MintKind } from "../../app/mint/shared/contract.ts";
import { site } from "../../app/site.ts";
import type { Env } from "../env.ts";

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

/**
 * While the upstream fails, it is asked again this often, however long the outage: the site is its only caller, so
 * one call per 5 s is no load on it, and its recovery shows within seconds. (A doubling back-off kept visitors on
 * the outage's answer for up to a minute after the upstream was back, and protected nothing at this rate.)
 */
export const RETRY_WHILE_FAILING_MS = 5000;

/** What KV (and the coordinator) hold per call: the upstream's JSON text, as we re-serialized it, and when it was fetched. */
export interface MintCacheEntry {
  body: string;
  /** ms since epoch. */
  fetchedAt: number;
}

export function isMintCacheEntry(value: unknown): value is MintCacheEntry {
  const v = value as Partial<MintCacheEntry> | null;
  return typeof v?.body === "string" && typeof v.fetchedAt === "number" && Number.isFinite(v.fetchedAt);
}

export function mintFreshSeconds(env: Pick<Env, "MINT_FRESH_SECONDS">): number {
  const n = Number.parseInt(env.MINT_FRESH_SECONDS ?? "", 10);
  return Number.isFinite(n) && n >= 1 ? n : DEFAULT_FRESH_SECONDS;
}

export function mintKvTtlSeconds(freshSeconds: number): number {
  return Math.max(MIN_KV_TTL_SECONDS, freshSeconds + MAX_STALE_SECONDS);
}
