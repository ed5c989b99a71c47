// The site's /v1/ mint calls through the worker: what a visitor's browser gets, fresh, stale and failing.
import { createExecutionContext, SELF, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { MINT_PATHS, type MintKind } from "../../app/mint/shared/contract.ts";
import type { Env } from "../../worker/env.ts";
import worker from "../../worker/index.ts";
import { mintReader } from "../../worker/mint/reader.ts";
import { MIN_KV_TTL_SECONDS, MINT_CACHE_KEYS, MINT_CACHE_NAME, mintFreshSeconds, type MintCacheEntry } from "../../worker/mint/config.ts";
import { takeLogs } from "./setup.ts";
import { calls, deferred, GOOD, json, SOLD_OUT, stubUpstream, testEnv, upstream, upstreamUrl } from "./support.ts";

const ORIGIN = "https://example.test";
const FRESH_MS = mintFreshSeconds(testEnv) * 1000;

async function seed(kind: MintKind, body: unknown, ageMs: number): Promise<MintCacheEntry> {
  const entry = { body: JSON.stringify(body), fetchedAt: Date.now() - ageMs };
  await testEnv.MINT_CACHE.put(MINT_CACHE_KEYS[kind], JSON.stringify(entry));
  return entry;
}

const stored = async (kind: MintKind) => (await testEnv.MINT_CACHE.get(MINT_CACHE_KEYS[kind], "json")) as MintCacheEntry | null;

/** A request through the worker's own fetch, its background work finished before the answer is read. */
async function call(path: string, init: RequestInit = {}, envPatch: Partial<Env> = {}) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`${ORIGIN}${path}`, { redirect: "manual", ...init }), { ...testEnv, ...envPatch }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

const cacheStatus = (res: Response) => res.headers.get("cache-status") ?? "";
/** The upstream calls logged by the coordinator (one JSON line each). */
const upstreamLog = () => takeLogs((l) => l.text.includes('"event":"mint-upstream"')).map((l) => JSON.parse(l.text) as Record<string, unknown>);

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
    mintReader.reset(); // as when this isolate's recheck interval has passed
    const after = await call(MINT_PATHS.status);
    expect(await after.json()).toEqual(SOLD_OUT);
    expect(cacheStatus(after)).toMatch(/; hit; ttl=\d+; detail=(kv|coordinator)$/);
    upstreamLog();
  });
});

const FAILURES: { name: string; status: 502 | 503; detail: string; answer: () => Response | Promise<Response> }[] = [
  { name: "a 500", status: 502, detail: "http-status", answer: () => json({ code: 0, data: { mint_all: true } }, { status: 500 }) },
  { name: "a redirect", status: 502, detail: "http-status", answer: () => new Response(null, { status: 302, headers: { Location: "/elsewhere" } }) },
  { name: "a timeout", status: 503, detail: "timeout", answer: () => Promise.reject(new DOMException("The operation was aborted due to timeout", "TimeoutError")) },
  { name: "a refused connection", status: 502, detail: "network", answer: () => Promise.reject(new TypeError("Network connection lost.")) },
  { name: "malformed JSON", status: 502, detail: "malformed-json", answer: () => new Response('{"code":0,"data":{"mint_all":tru') },
  { name: "a non-zero code", status: 502, detail: "nonzero-code", answer: () => json({ code: 10001, message: "maintenance", data: null }) },
  { name: "a wrong shape", status: 502, detail: "wrong-shape", answer: () => json({ code: 0, data: { mint_all: "yes" } }) },
  { name: "an oversize body", status: 502, detail: "oversize", answer: () => new Response(`{"code":0,"data":{"mint_all":true},"pad":"${"x".repeat(256 * 1024)}"}`) },
  { name: "an oversize body announced by Content-Length", status: 502, detail: "oversize", answer: () => new Response("{}", { headers: { "Content-Length": String(256 * 1024 + 1) } }) },
];

describe("mint calls: upstream failures", () => {
  it.each(FAILURES)("with nothing cached, $name gives a $status JSON error in the upstream's shape", async ({ status, detail, answer }) => {
    stubUpstream(answer);
    const res = await call(MINT_PATHS.status);
    expect(res.status).toBe(status);
    const body = (await res.json()) as { code: number; message: string; data: unknown };
    expect(body.code).not.toBe(0);
    expect(body.message.length).toBeGreaterThan(0);
    expect(body.data).toBeNull();
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(cacheStatus(res)).toContain("fwd=uri-miss");
    expect(cacheStatus(res)).toContain(`detail=${detail}`);
    expect(calls()).toEqual([upstreamUrl("status")]);
    expect(await stored("status")).toBeNull();
    expect(upstreamLog()).toEqual([expect.objectContaining({ kind: "status", outcome: detail })]);
  });

  it.each(FAILURES)("with a stale answer cached, $name leaves it in place and it is served", async ({ answer }) => {
    stubUpstream(answer);
    const before = await seed("status", GOOD.status, FRESH_MS + 3000);
    const res = await call(MINT_PATHS.status);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(GOOD.status);
    await expect.poll(() => calls().length).toBe(1);
    expect(await stored("status")).toEqual(before);
    mintReader.reset(); // as when this isolate's recheck interval has passed
    const again = await call(MINT_PATHS.status);
    expect(await again.json()).toEqual(GOOD.status);
    expect(cacheStatus(again)).toMatch(/; hit; ttl=-\d+; detail=coordinator; upstream-failing$/);
    // The coordinator backs off: no second upstream call right away.
    expect(calls()).toHaveLength(1);
    upstreamLog();
  });

  it("backs off after a failure instead of calling the upstream for every cold request", async () => {
    stubUpstream(() => json({}, { status: 500 }));
    expect((await call(MINT_PATHS.list)).status).toBe(502);
    const second = await call(MINT_PATHS.list);
    expect(second.status).toBe(502);
    expect(second.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(calls()).toHaveLength(1);
    upstreamLog();
  });

  it("answers 503 without calling anything when no upstream origin is set", async () => {
    for (const origin of ["", "   ", "not a url"]) {
      const res = await call(MINT_PATHS.status, {}, { MINT_API_ORIGIN: origin });
      expect(res.status).toBe(503);
      expect(((await res.json()) as { code: number }).code).not.toBe(0);
      expect(cacheStatus(res)).toBe(`${MINT_CACHE_NAME}; detail=origin-unset`);
    }
    expect(upstream).not.toHaveBeenCalled();
  });
});

describe("mint calls: what reaches the upstream", () => {
  it("serves /v1/mint/status/?x=1 from the same cache entry and never forwards the query", async () => {
    expect(await (await call(`${MINT_PATHS.status}?x=1`)).json()).toEqual(GOOD.status);
    expect(cacheStatus(await call(MINT_PATHS.status))).toMatch(/; hit; ttl=\d+; detail=memory$/);
    expect(cacheStatus(await call(`${MINT_PATHS.status}?x=2&code=1`))).toMatch(/; hit; ttl=\d+; detail=memory$/);
    expect(calls()).toEqual([upstreamUrl("status")]);
    upstreamLog();
  });

  it.each([
    "/v1/mint/../status/",
    "/v1/mint/%2e%2e/status/",
    "/v1/mint/status",
    "/v1/mint/status//",
    "/v1/mint/STATUS/",
    "/v1/mint/status%2F",
    "/v1/mint/address/list/x",
    "/v1/mint/",
    "/v1/",
    "/v1",
    "/v1/anything?url=http://127.0.0.1/",
  ])("answers %s with a 404 JSON error and never calls the upstream", async (path) => {
    const res = await SELF.fetch(`${ORIGIN}${path}`, { redirect: "manual" });
    expect(res.status).toBe(404);
    expect(res.headers.get("location")).toBeNull();
    expect(res.headers.get("content-type")).toContain("application/json");
    const body = (await res.json()) as { code: number; data: unknown };
    expect(body.code).not.toBe(0);
    expect(body.data).toBeNull();
    expect(cacheStatus(res)).toBe(`${MINT_CACHE_NAME}; detail=no-such-endpoint`);
    expect(upstream).not.toHaveBeenCalled();
  });

  it("routes after dot segments are resolved: /v1/mint/status/../address/list/ is the list call", async () => {
    const res = await SELF.fetch(`${ORIGIN}/v1/mint/status/../address/list/`);
    expect(await res.json()).toEqual(GOOD.list);
    expect(calls()).toEqual([upstreamUrl("list")]);
    upstreamLog();
  });

  it("answers HEAD like GET, without a body", async () => {
    const res = await call(MINT_PATHS.list, { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(cacheStatus(res)).toContain("fwd=uri-miss");
    expect(await res.text()).toBe("");
    upstreamLog();
  });

  it.each(["POST", "PUT", "PATCH", "DELETE", "OPTIONS"])("refuses %s with a 405 JSON error naming GET and HEAD", async (method) => {
    const res = await SELF.fetch(`${ORIGIN}${MINT_PATHS.status}`, { method, body: method === "OPTIONS" ? undefined : "{}" });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD");
    expect(((await res.json()) as { code: number }).code).toBe(405);
    expect(upstream).not.toHaveBeenCalled();
  });
});
