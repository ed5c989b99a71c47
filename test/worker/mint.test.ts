import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { MINT_PATHS, type MintKind } from "../../app/mint/contract.ts";
import { listSizeText, STATUS_TEXT } from "../../app/mint/genesis.ts";
import type { Env } from "../../worker/env.ts";
import worker from "../../worker/index.ts";
import {
  MIN_KV_TTL_SECONDS,
  MINT_CACHE_KEYS,
  MINT_CACHE_NAME,
  mintFreshSeconds,
  resetMintIsolateState,
  type MintCacheEntry,
} from "../../worker/mint-cache.ts";
import { MAX_UPSTREAM_BYTES } from "../../worker/mint-upstream.ts";

const ORIGIN = "https://example.test";
const testEnv = env as unknown as Env;
const FRESH_MS = mintFreshSeconds(testEnv) * 1000;
const upstreamUrl = (kind: MintKind) => `${new URL(testEnv.MINT_API_ORIGIN ?? "").origin}${MINT_PATHS[kind]}`;

const GOOD: Record<MintKind, object> = {
  list: { code: 0, data: { list: ["0x52908400098527886e0f7030069857d2e4169ee7", "0x8617e340b3d01fa5f11f306f4090fd50e238070d"] } },
  status: { code: 0, data: { mint_all: false } },
};
const NEWER_STATUS = { code: 0, data: { mint_all: true } };

let upstream: MockInstance<typeof fetch>;
const calls = () => upstream.mock.calls.map(([input]) => String(input instanceof Request ? input.url : input));

/** Stubs the upstream (the worker's global fetch, same isolate as the test). */
function stubUpstream(answer: (url: string, init?: RequestInit) => Response | Promise<Response>) {
  upstream = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) =>
    answer(String(input instanceof Request ? input.url : input), init),
  );
}

const json = (body: unknown, init?: ResponseInit) => new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" }, ...init });

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

async function seed(kind: MintKind, body: unknown, ageMs: number): Promise<MintCacheEntry> {
  const entry = { body: JSON.stringify(body), fetchedAt: Date.now() - ageMs };
  await testEnv.MINT_CACHE.put(MINT_CACHE_KEYS[kind], JSON.stringify(entry));
  return entry;
}

const stored = async (kind: MintKind) => (await testEnv.MINT_CACHE.get(MINT_CACHE_KEYS[kind], "json")) as MintCacheEntry | null;

/** A request through the worker's own fetch with an execution context we can wait on (and an env we may change). */
async function call(path: string, init: RequestInit = {}, envPatch: Partial<Env> = {}) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`${ORIGIN}${path}`, { redirect: "manual", ...init }), { ...testEnv, ...envPatch }, ctx);
  return { res, ctx };
}

beforeEach(async () => {
  resetMintIsolateState();
  for (const key of Object.values(MINT_CACHE_KEYS)) await testEnv.MINT_CACHE.delete(key);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("mint calls: cold cache", () => {
  it.each(["list", "status"] as const)("answers the %s call from one upstream call and stores it in KV", async (kind) => {
    stubUpstream(() => json(GOOD[kind]));
    const { res, ctx } = await call(MINT_PATHS[kind]);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await res.json()).toEqual(GOOD[kind]);
    expect(res.headers.get("cache-status")).toBe(`${MINT_CACHE_NAME}; fwd=uri-miss; fwd-status=200; stored`);
    expect(res.headers.get("cache-control")).toMatch(/^public, max-age=\d+/);
    await waitOnExecutionContext(ctx);
    expect(calls()).toEqual([upstreamUrl(kind)]);
    const entry = await stored(kind);
    expect(JSON.parse(entry?.body ?? "null")).toEqual(GOOD[kind]);
    expect(Date.now() - (entry?.fetchedAt ?? 0)).toBeLessThan(5000);
  });

  it("shares one upstream call among 50 concurrent cold requests", async () => {
    const gate = deferred<void>();
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
    const statuses = answers.map((r) => r.headers.get("cache-status") ?? "");
    expect(statuses.filter((s) => s.endsWith("; stored"))).toHaveLength(1);
    expect(statuses.filter((s) => s.endsWith("; collapsed")).length).toBeGreaterThan(0);
  });

  it("never sends the visitor's headers, and neither follows redirects nor waits forever", async () => {
    stubUpstream(() => json(GOOD.status));
    await call(MINT_PATHS.status, { headers: { Cookie: "session=abc", Authorization: "Bearer x", "X-Forwarded-For": "203.0.113.9" } });
    const init = upstream.mock.calls[0]?.[1];
    expect([...new Headers(init?.headers).keys()]).toEqual(["accept"]);
    expect(init?.redirect).toBe("manual");
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it("writes KV with an expirationTtl of at least 60 s, and at most once a second per key", async () => {
    stubUpstream(() => json(GOOD.status));
    const put = vi.spyOn(testEnv.MINT_CACHE, "put");
    // Fresh window 0: every request is stale and refreshes, so the second upstream answer comes within the same second.
    const first = await call(MINT_PATHS.status, {}, { MINT_FRESH_SECONDS: "0" });
    await waitOnExecutionContext(first.ctx);
    const second = await call(MINT_PATHS.status, {}, { MINT_FRESH_SECONDS: "0" });
    await waitOnExecutionContext(second.ctx);
    expect(calls()).toHaveLength(2);
    expect(put).toHaveBeenCalledTimes(1);
    const options = put.mock.calls[0]?.[2] as KVNamespacePutOptions;
    expect(options.expirationTtl).toBeGreaterThanOrEqual(MIN_KV_TTL_SECONDS);
  });
});

describe("mint calls: warm cache", () => {
  it("serves a fresh answer from KV without calling the upstream", async () => {
    stubUpstream(() => json(NEWER_STATUS));
    await seed("status", GOOD.status, 5000);
    const { res, ctx } = await call(MINT_PATHS.status);
    await waitOnExecutionContext(ctx);
    expect(await res.json()).toEqual(GOOD.status);
    const ttl = Number(/; hit; ttl=(\d+)$/.exec(res.headers.get("cache-status") ?? "")?.[1]);
    expect(ttl).toBeGreaterThanOrEqual(FRESH_MS / 1000 - 6);
    expect(ttl).toBeLessThanOrEqual(FRESH_MS / 1000 - 5);
    expect(upstream).not.toHaveBeenCalled();
  });

  it("answers a stale hit at once and refreshes it once in the background", async () => {
    const gate = deferred<void>();
    stubUpstream(async () => {
      await gate.promise;
      return json(NEWER_STATUS);
    });
    await seed("status", GOOD.status, FRESH_MS + 10_000);
    // The upstream has not answered yet, and still both requests get the stale answer.
    const a = await call(MINT_PATHS.status);
    const b = await call(MINT_PATHS.status);
    for (const { res } of [a, b]) {
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual(GOOD.status);
      expect(res.headers.get("cache-status")).toMatch(new RegExp(`^${MINT_CACHE_NAME}; hit; ttl=-1[01]; detail=revalidating$`));
    }
    gate.resolve();
    await Promise.all([waitOnExecutionContext(a.ctx), waitOnExecutionContext(b.ctx)]);
    expect(calls()).toEqual([upstreamUrl("status")]);
    expect(JSON.parse((await stored("status"))?.body ?? "null")).toEqual(NEWER_STATUS);
    const after = await call(MINT_PATHS.status);
    expect(await after.res.json()).toEqual(NEWER_STATUS);
    expect(after.res.headers.get("cache-status")).toMatch(/; hit; ttl=\d+$/);
  });
});

const FAILURES: { name: string; status: 502 | 503; detail: string; answer: () => Response | Promise<Response> }[] = [
  { name: "a 500", status: 502, detail: "http-status", answer: () => json({ code: 0, data: { mint_all: true } }, { status: 500 }) },
  { name: "a redirect", status: 502, detail: "http-status", answer: () => new Response(null, { status: 302, headers: { Location: "/elsewhere" } }) },
  {
    name: "a timeout",
    status: 503,
    detail: "timeout",
    answer: () => Promise.reject(new DOMException("The operation was aborted due to timeout", "TimeoutError")),
  },
  { name: "a refused connection", status: 502, detail: "network", answer: () => Promise.reject(new TypeError("Network connection lost.")) },
  { name: "malformed JSON", status: 502, detail: "malformed-json", answer: () => new Response('{"code":0,"data":{"mint_all":tru') },
  { name: "a non-zero code", status: 502, detail: "nonzero-code", answer: () => json({ code: 10001, message: "maintenance", data: null }) },
  { name: "a wrong shape", status: 502, detail: "wrong-shape", answer: () => json({ code: 0, data: { mint_all: "yes" } }) },
  {
    name: "an oversize body",
    status: 502,
    detail: "oversize",
    answer: () => new Response(`{"code":0,"data":{"mint_all":true},"pad":"${"x".repeat(MAX_UPSTREAM_BYTES)}"}`),
  },
  {
    name: "an oversize body announced by Content-Length",
    status: 502,
    detail: "oversize",
    answer: () => new Response("{}", { headers: { "Content-Length": String(MAX_UPSTREAM_BYTES + 1) } }),
  },
];

describe("mint calls: upstream failures", () => {
  it.each(FAILURES)("with nothing cached, $name gives a $status JSON error in the upstream's shape", async ({ status, detail, answer }) => {
    stubUpstream(answer);
    const { res, ctx } = await call(MINT_PATHS.status);
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(status);
    const body = (await res.json()) as { code: number; message: string; data: unknown };
    expect(body.code).not.toBe(0);
    expect(body.message.length).toBeGreaterThan(0);
    expect(body.data).toBeNull();
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("cache-status")).toContain(`fwd=uri-miss`);
    expect(res.headers.get("cache-status")).toContain(`detail=${detail}`);
    expect(calls()).toEqual([upstreamUrl("status")]);
    expect(await stored("status")).toBeNull();
  });

  it.each(FAILURES)("with a stale answer cached, $name leaves it in place and it is served", async ({ answer }) => {
    stubUpstream(answer);
    const before = await seed("status", GOOD.status, FRESH_MS + 3000);
    const { res, ctx } = await call(MINT_PATHS.status);
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(GOOD.status);
    expect(calls()).toEqual([upstreamUrl("status")]);
    expect(await stored("status")).toEqual(before);
    // Next request: still the stale answer; the upstream is left alone for a while after a failure.
    const again = await call(MINT_PATHS.status);
    expect(await again.res.json()).toEqual(GOOD.status);
    expect(again.res.headers.get("cache-status")).toContain("detail=upstream-unavailable");
    expect(calls()).toHaveLength(1);
  });

  it("backs off after a failure instead of calling the upstream for every cold request", async () => {
    stubUpstream(() => json({}, { status: 500 }));
    expect((await call(MINT_PATHS.list)).res.status).toBe(502);
    const second = await call(MINT_PATHS.list);
    expect(second.res.status).toBe(502);
    expect(second.res.headers.get("cache-status")).toBe(`${MINT_CACHE_NAME}; detail=upstream-backoff`);
    expect(second.res.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(calls()).toHaveLength(1);
  });

  it("answers 503 without calling anything when no upstream origin is set", async () => {
    stubUpstream(() => json(GOOD.status));
    for (const origin of ["", "   ", "not a url"]) {
      const { res } = await call(MINT_PATHS.status, {}, { MINT_API_ORIGIN: origin });
      expect(res.status).toBe(503);
      expect(((await res.json()) as { code: number }).code).not.toBe(0);
      expect(res.headers.get("cache-status")).toBe(`${MINT_CACHE_NAME}; detail=origin-unset`);
    }
    await seed("status", GOOD.status, FRESH_MS + 1000);
    const stale = await call(MINT_PATHS.status, {}, { MINT_API_ORIGIN: "" });
    expect(stale.res.status).toBe(200);
    expect(await stale.res.json()).toEqual(GOOD.status);
    expect(upstream).not.toHaveBeenCalled();
  });
});

describe("mint calls: what reaches the upstream", () => {
  it("serves /v1/mint/status/?x=1 from the same cache entry and never forwards the query", async () => {
    stubUpstream(() => json(GOOD.status));
    const first = await call(`${MINT_PATHS.status}?x=1`);
    expect(await first.res.json()).toEqual(GOOD.status);
    const second = await call(MINT_PATHS.status);
    expect(second.res.headers.get("cache-status")).toMatch(/; hit; ttl=\d+$/);
    const third = await call(`${MINT_PATHS.status}?x=2&code=1`);
    expect(third.res.headers.get("cache-status")).toMatch(/; hit; ttl=\d+$/);
    expect(calls()).toEqual([upstreamUrl("status")]);
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
    stubUpstream(() => json(GOOD.status));
    const res = await SELF.fetch(`${ORIGIN}${path}`, { redirect: "manual" });
    expect(res.status).toBe(404);
    expect(res.headers.get("location")).toBeNull();
    expect(res.headers.get("content-type")).toContain("application/json");
    const body = (await res.json()) as { code: number; data: unknown };
    expect(body.code).not.toBe(0);
    expect(body.data).toBeNull();
    expect(res.headers.get("cache-status")).toBe(`${MINT_CACHE_NAME}; detail=no-such-endpoint`);
    expect(upstream).not.toHaveBeenCalled();
  });

  it("routes after dot segments are resolved: /v1/mint/status/../address/list/ is the list call, sent upstream as is", async () => {
    stubUpstream(() => json(GOOD.list));
    const res = await SELF.fetch(`${ORIGIN}/v1/mint/status/../address/list/`);
    expect(await res.json()).toEqual(GOOD.list);
    expect(calls()).toEqual([upstreamUrl("list")]);
  });

  it("answers HEAD like GET, without a body", async () => {
    stubUpstream(() => json(GOOD.list));
    const { res } = await call(MINT_PATHS.list, { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.headers.get("cache-status")).toContain("fwd=uri-miss");
    expect(await res.text()).toBe("");
    expect(calls()).toEqual([upstreamUrl("list")]);
  });

  it.each(["POST", "PUT", "PATCH", "DELETE", "OPTIONS"])("refuses %s with a 405 JSON error naming GET and HEAD", async (method) => {
    stubUpstream(() => json(GOOD.status));
    const res = await SELF.fetch(`${ORIGIN}${MINT_PATHS.status}`, { method, body: method === "OPTIONS" ? undefined : "{}" });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD");
    expect(((await res.json()) as { code: number }).code).toBe(405);
    expect(upstream).not.toHaveBeenCalled();
  });
});

describe("pages with the Genesis block", () => {
  // Each test its own origin: the edge HTML cache keys pages by origin.
  const pageOrigin = (name: string) => `https://${name}.${crypto.randomUUID().slice(0, 8)}.test`;

  it("embed the cached mint state in the server-rendered HTML", async () => {
    stubUpstream(() => json(GOOD.status));
    await seed("status", { code: 0, data: { mint_all: true } }, 1000);
    await seed("list", GOOD.list, 1000);
    const html = await (await SELF.fetch(`${pageOrigin("sold")}/`)).text();
    expect(html).toContain('id="genesis"');
    expect(html).toContain(STATUS_TEXT["sold-out"].title);
    expect(html).toContain(listSizeText(2));
    expect(upstream).not.toHaveBeenCalled();
  });

  it("render with the state unknown when the upstream is slow, without waiting for it", async () => {
    const gate = deferred<void>();
    stubUpstream(async () => {
      await gate.promise;
      return json(GOOD.status);
    });
    const html = await (await SELF.fetch(`${pageOrigin("slow")}/`)).text();
    expect(html).toContain(STATUS_TEXT.unknown.title);
    gate.resolve();
  });
});
