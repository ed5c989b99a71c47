// The per-location layer (the Cache API, shared by a location's isolates) between an isolate's memory and KV: hit,
// miss, stale, failing, expired and poisoned entries, and a store that fails. Each test is its own site (the key
// holds the site's origin), its isolates are readers of their own, and its coordinator counts what it is asked.
import { describe, expect, it, vi } from "vitest";
import type { MintKind } from "../../app/mint/shared/contract.ts";
import { answerMintCall } from "../../worker/mint/api.ts";
import type { CoordinatorAnswer } from "../../worker/mint/coordinator.ts";
import { MAX_STALE_SECONDS, MINT_CACHE_KEYS, mintFreshSeconds, type MintCacheEntry } from "../../worker/mint/config.ts";
import { createLocationLayer, defaultLocationStore, locationKey, type LocationEntry, type LocationStore } from "../../worker/mint/location.ts";
import { createMintReader, RECHECK_MS } from "../../worker/mint/reader.ts";
import type { UpstreamFailure } from "../../worker/mint/upstream.ts";
import { takeLogs } from "./setup.ts";
import { GOOD, SOLD_OUT, testEnv } from "./support.ts";

const FRESH_MS = mintFreshSeconds(testEnv) * 1000;
const FAILING: UpstreamFailure = { detail: "http-status", httpStatus: 502, message: "The mint service gave an unusable answer.", upstreamStatus: 500 };
const cache = () => defaultLocationStore() as unknown as Cache;
const entryOf = (body: object, ageMs: number): MintCacheEntry => ({ body: JSON.stringify(body), fetchedAt: Date.now() - ageMs });

/** A site of its own (its own location entries), and a coordinator that answers `answer` and counts each ask. */
function location(answer: () => CoordinatorAnswer = () => ({ entry: entryOf(SOLD_OUT, 0), failure: null, refreshing: false })) {
  const env = { ...testEnv, SITE_ORIGIN: `https://l-${crypto.randomUUID().slice(0, 8)}.example.test` };
  const asked: MintKind[] = [];
  const isolate = () =>
    createMintReader({
      coordinator: () => ({
        read: async (call) => {
          asked.push(call.kind);
          return answer();
        },
      }),
    });
  const put = (kind: MintKind, value: unknown, headers: Record<string, string> = {}) =>
    cache().put(locationKey(kind, env.SITE_ORIGIN)!, new Response(JSON.stringify(value), { headers: { "Cache-Control": "max-age=3600", ...headers } }));
  const held = async (kind: MintKind) => {
    const res = await cache().match(locationKey(kind, env.SITE_ORIGIN)!);
    return res ? ((await res.json()) as LocationEntry) : null;
  };
  return { env, asked, isolate, put, held };
}

const bodyOf = (entry: MintCacheEntry | null) => (entry ? (JSON.parse(entry.body) as unknown) : null);

describe("the per-location layer", () => {
  it("hit: a fresh answer another isolate shared is served with no KV read and no coordinator ask", async () => {
    const l = location();
    await l.put("status", { entry: entryOf(GOOD.status, 1000), failure: null, checkedAt: Date.now() - 1000 });
    const kvGet = vi.spyOn(l.env.MINT_CACHE, "get");
    const read = await l.isolate().read("status", l.env);
    expect(read.source).toBe("location");
    expect(read.fresh).toBe(true);
    expect(bodyOf(read.entry)).toEqual(GOOD.status);
    expect(kvGet).not.toHaveBeenCalled();
    expect(l.asked).toEqual([]);
  });

  it("miss: the first isolate asks, and shares the answer with every other isolate of the location", async () => {
    const l = location();
    const first = await l.isolate().read("status", l.env);
    expect(first.source).toBe("coordinator");
    expect(bodyOf((await l.held("status"))?.entry ?? null)).toEqual(SOLD_OUT);
    for (let i = 0; i < 49; i++) {
      const read = await l.isolate().read("status", l.env);
      expect(read.source).toBe("location");
      expect(bodyOf(read.entry)).toEqual(SOLD_OUT);
    }
    expect(l.asked).toEqual(["status"]);
  });

  it("stale: one isolate asks the coordinator, the others serve the stale answer until its news comes, then the news", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const l = location(() => ({ entry: entryOf(GOOD.status, FRESH_MS + 5000), failure: null, refreshing: true }));
    await l.put("status", { entry: entryOf(GOOD.status, FRESH_MS + 5000), failure: null, checkedAt: Date.now() - 10_000 });
    const isolates = Array.from({ length: 20 }, () => l.isolate());
    for (const isolate of isolates) {
      const read = await isolate.read("status", l.env);
      expect(read.fresh).toBe(false);
      expect(bodyOf(read.entry)).toEqual(GOOD.status);
    }
    expect(l.asked).toHaveLength(1);
    // A second later, still stale: one more ask for the whole location, not one per isolate.
    vi.setSystemTime(Date.now() + RECHECK_MS);
    for (const isolate of isolates) await isolate.read("status", l.env);
    expect(l.asked).toHaveLength(2);
    vi.setSystemTime(Date.now() + RECHECK_MS);
    const fresh = location(() => ({ entry: entryOf(SOLD_OUT, 0), failure: null, refreshing: false }));
    await fresh.put("status", { entry: entryOf(GOOD.status, FRESH_MS + 5000), failure: null, checkedAt: Date.now() - 10_000 });
    const [asker, ...others] = Array.from({ length: 5 }, () => fresh.isolate());
    expect(bodyOf((await asker!.read("status", fresh.env)).entry)).toEqual(SOLD_OUT);
    for (const other of others) expect((await other.read("status", fresh.env)).source).toBe("location");
    expect(fresh.asked).toHaveLength(1);
  });

  it("failing: a stale answer the location knows to be failing is served as such, marked upstream-failing", async () => {
    const l = location();
    await l.put("status", { entry: entryOf(GOOD.status, FRESH_MS + 5000), failure: FAILING, checkedAt: Date.now() });
    const answer = await answerMintCall("status", l.env, l.isolate());
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual(GOOD.status);
    expect(answer.headers["Cache-Status"]).toMatch(/; hit; ttl=-\d+; detail=location; upstream-failing$/);
    expect(l.asked).toEqual([]);
  });

  it("expired: an answer older than KV would keep it is not served from the location", async () => {
    const l = location();
    await l.put("status", { entry: entryOf(GOOD.status, (FRESH_MS / 1000 + MAX_STALE_SECONDS + 1) * 1000), failure: null, checkedAt: Date.now() });
    const read = await l.isolate().read("status", l.env);
    expect(read.source).toBe("coordinator");
    expect(bodyOf(read.entry)).toEqual(SOLD_OUT);
    expect(l.asked).toEqual(["status"]);
  });

  it.each([
    ["not JSON", "{not json"],
    ["the wrong shape", { entry: { body: 42, fetchedAt: "yesterday" }, failure: null, checkedAt: 0 }],
    ["an unknown failure", { entry: { body: JSON.stringify(SOLD_OUT), fetchedAt: 0 }, failure: { detail: "pwned", httpStatus: 200, message: "x" }, checkedAt: 0 }],
    ["a time in the future", { entry: { body: JSON.stringify(SOLD_OUT), fetchedAt: Date.now() + 86_400_000 }, failure: null, checkedAt: Date.now() + 86_400_000 }],
  ])("poisoned (%s): ignored and logged, the read goes on to KV and the coordinator, and the good answer replaces it", async (_name, value) => {
    const l = location(() => ({ entry: entryOf(GOOD.status, 0), failure: null, refreshing: false }));
    await l.put("status", value);
    const read = await l.isolate().read("status", l.env);
    expect(read.source).toBe("coordinator");
    expect(bodyOf(read.entry)).toEqual(GOOD.status);
    expect(takeLogs((line) => line.text.includes('"event":"mint-location-poisoned"'))).toHaveLength(1);
    expect(bodyOf((await l.held("status"))?.entry ?? null)).toEqual(GOOD.status);
  });

  it("a store that fails is a miss, logged, and never fails the read", async () => {
    const broken: LocationStore = {
      match: () => Promise.reject(new Error("cache unavailable")),
      put: () => Promise.reject(new Error("cache unavailable")),
    };
    const env = { ...testEnv, SITE_ORIGIN: "https://broken-location.example.test" };
    const reader = createMintReader({
      location: createLocationLayer(() => broken),
      coordinator: () => ({ read: async () => ({ entry: entryOf(GOOD.status, 0), failure: null, refreshing: false }) }),
    });
    const read = await reader.read("status", env);
    expect(bodyOf(read.entry)).toEqual(GOOD.status);
    expect(takeLogs((line) => line.text.includes('"event":"mint-location-read"'))).toHaveLength(1);
    expect(takeLogs((line) => line.text.includes('"event":"mint-location-write"')).length).toBeGreaterThan(0);
  });

  it("a fresh KV answer is shared with the location, so its other isolates need not read KV", async () => {
    const l = location();
    await l.env.MINT_CACHE.put(MINT_CACHE_KEYS.status, JSON.stringify(entryOf(GOOD.status, 1000)), { expirationTtl: 60 });
    expect((await l.isolate().read("status", l.env)).source).toBe("kv");
    const kvGet = vi.spyOn(l.env.MINT_CACHE, "get");
    expect((await l.isolate().read("status", l.env)).source).toBe("location");
    expect(kvGet).not.toHaveBeenCalled();
    expect(l.asked).toEqual([]);
  });
});
