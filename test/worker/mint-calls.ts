// The /v1 mint calls as the mint-api-*.test.ts files make and read them: through the worker's own fetch, with the KV
// entry the coordinators publish seeded or read back, and the upstream calls they log.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import type { MintKind } from "../../app/mint/shared/contract.ts";
import type { Env } from "../../worker/env.ts";
import worker from "../../worker/index.ts";
import { MINT_CACHE_KEYS, mintFreshSeconds, type MintCacheEntry } from "../../worker/mint/config.ts";
import { takeLogs } from "./setup.ts";
import { ORIGIN, testEnv } from "./support.ts";

export const FRESH_MS = mintFreshSeconds(testEnv) * 1000;

/** Puts an entry of that age in KV, as the coordinator would have published it. */
export async function seed(kind: MintKind, body: unknown, ageMs: number): Promise<MintCacheEntry> {
  const entry = { body: JSON.stringify(body), fetchedAt: Date.now() - ageMs };
  await testEnv.MINT_CACHE.put(MINT_CACHE_KEYS[kind], JSON.stringify(entry));
  return entry;
}

export const stored = async (kind: MintKind) => (await testEnv.MINT_CACHE.get(MINT_CACHE_KEYS[kind], "json")) as MintCacheEntry | null;

/** A request through the worker's own fetch, its background work finished before the answer is read. */
export async function call(path: string, init: RequestInit = {}, envPatch: Partial<Env> = {}) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`${ORIGIN}${path}`, { redirect: "manual", ...init }), { ...testEnv, ...envPatch }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

export const cacheStatus = (res: Response) => res.headers.get("cache-status") ?? "";
/** The upstream calls logged by the coordinator (one JSON line each). */
export const upstreamLog = () => takeLogs((l) => l.text.includes('"event":"mint-upstream"')).map((l) => JSON.parse(l.text) as Record<string, unknown>);
