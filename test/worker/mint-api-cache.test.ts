// The site's /v1/ mint calls through the worker, cold and warm: one upstream call, published to KV, then served
// from KV and memory, fresh or stale while the coordinator refreshes it.
import { SELF } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { forgetNearby } from "./setup.ts";
import { MINT_PATHS } from "../../app/mint/shared/contract.ts";
import { MIN_KV_TTL_SECONDS, MINT_CACHE_NAME } from "../../worker/mint/config.ts";
import { cacheStatus, call, FRESH_MS, seed, stored, upstreamLog } from "./mint-calls.ts";
import { calls, deferred, GOOD, json, ORIGIN, SOLD_OUT, stubUpstream, testEnv, upstream, upstreamUrl } from "./support.ts";

describe("mint calls: cold start", () => {
  it.each(["list", "status"] as const)("answers the %s call from one upstream call and publishes it to KV", async (kind) => {
    stubUpstream(() => json(GOOD[kind]));
    const res = await call(MINT_PATHS[kind]);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await res.json()).toEqual(GOOD[kind]);
    expect(cacheStatus(res)).toBe(`${MINT_CACHE_NAME}; fwd=uri-miss; fwd-status=200; stored; detail=coordinator`);
    expect(res.headers.get("cache-control")).toMatch(/^public, max-age=\d+/);
    expect(calls()).toEqual([upstreamUrl(kind)]);
    const entry = await stored(kind);
    expect(JSON.parse(entry?.body ?? "null")).toEqual(GOOD[kind]);
    expect(Date.now() - (entry?.fetchedAt ?? 0)).toBeLessThan(5000);
    expect(upstreamLog()).toEqual([expect.objectContaining({ kind, outcome: "ok", status: 200, ms: expect.any(Number) })]);
  });

  it("shares one upstream call among 50 concurrent cold requests", async () => {
    // The test's own clock: no deadline fires while the machine is slow, only the upstream's answer ends the wait.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const gate = deferred();
    stubUpstream(async () => {
      await gate.promise;
      return json(GOOD.status);
    });
    const pending = Array.from({ length: 50 }, () => SELF.fetch(`${ORIGIN}${MINT_PATHS.status}`));
    await vi.waitFor(() => expect(upstream).toHaveBeenCalled());
    gate.resolve();
    const answers = await Promise.all(pending);
    expect(answers.map((r) => r.status)).toEqual(Array(50).fill(200));
    for (const r of answers) expect(await r.json()).toEqual(GOOD.status);
    expect(calls()).toEqual([upstreamUrl("status")]);
    const statuses = answers.map(cacheStatus);
    expect(statuses.filter((s) => s.includes("; stored"))).toHaveLength(1);
    // The others joined the coordinator's call, or came just after it and found its answer.
    expect(statuses.filter((s) => s.includes("; collapsed") || s.includes("; hit"))).toHaveLength(49);
    upstreamLog();
  });

  it("never sends the visitor's headers, and neither follows redirects nor waits forever", async () => {
    await call(MINT_PATHS.status, { headers: { Cookie: "session=abc", Authorization: "Bearer x", "X-Forwarded-For": "203.0.113.9" } });
    const init = upstream.mock.calls[0]?.[1];
    expect([...new Headers(init?.headers).keys()]).toEqual(["accept"]);
    expect(init?.redirect).toBe("manual");
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    upstreamLog();
  });

  it("publishes to KV with an expirationTtl of at least 60 s", async () => {
    const { vi } = await import("vitest");
    const put = vi.spyOn(testEnv.MINT_CACHE, "put");
    await call(MINT_PATHS.status);
    expect(put).toHaveBeenCalledTimes(1);
    expect((put.mock.calls[0]?.[2] as KVNamespacePutOptions).expirationTtl).toBeGreaterThanOrEqual(MIN_KV_TTL_SECONDS);
    upstreamLog();
  });
});

describe("mint calls: warm", () => {
  it("serves a fresh answer from KV without calling anything, then from this isolate's memory", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() }); // ages by the test's clock, not the machine's speed
    await seed("status", GOOD.status, 5000);
    const res = await call(MINT_PATHS.status);
    expect(await res.json()).toEqual(GOOD.status);
    expect(cacheStatus(res)).toMatch(new RegExp(`; hit; ttl=${FRESH_MS / 1000 - 5}; detail=kv$`));
    expect(cacheStatus(await call(MINT_PATHS.status))).toMatch(/; hit; ttl=\d+; detail=memory$/);
    expect(upstream).not.toHaveBeenCalled();
  });

  it("tells browsers how long the answer stays fresh: max-age is the window, Age how much of it is used", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    await seed("status", GOOD.status, 12_000);
    const res = await call(MINT_PATHS.status);
    expect(res.headers.get("cache-control")).toBe(`public, max-age=${FRESH_MS / 1000}`);
    expect(res.headers.get("age")).toBe("12");
    await seed("list", GOOD.list, FRESH_MS + 5000);
    const stale = await call(MINT_PATHS.list);
    expect(stale.headers.get("cache-control")).toBe("no-cache");
    upstreamLog();
  });

  it("answers a stale hit at once, and the coordinator refreshes it once in the background", async () => {
    const gate = deferred();
    stubUpstream(async () => {
      await gate.promise;
      return json(SOLD_OUT);
    });
    await seed("status", GOOD.status, FRESH_MS + 10_000);
    // The upstream has not answered yet, and still the visitor gets the stale answer at once.
    const res = await call(MINT_PATHS.status);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(GOOD.status);
    expect(cacheStatus(res)).toMatch(new RegExp(`^${MINT_CACHE_NAME}; hit; ttl=-1[01]; detail=coordinator; revalidating$`));
    gate.resolve();
    await expect.poll(async () => JSON.parse((await stored("status"))?.body ?? "null")).toEqual(SOLD_OUT);
    expect(calls()).toEqual([upstreamUrl("status")]);
    await forgetNearby(); // as when the recheck interval of this isolate and its location has passed
    const after = await call(MINT_PATHS.status);
    expect(await after.json()).toEqual(SOLD_OUT);
    expect(cacheStatus(after)).toMatch(/; hit; ttl=\d+; detail=(kv|coordinator)$/);
    upstreamLog();
  });
});
