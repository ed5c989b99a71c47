// The site's /v1/ mint calls through the worker when the upstream fails: a JSON error in the upstream's shape with
// nothing cached, the stale answer kept and served with something cached, and a backoff either way.
import { describe, expect, it } from "vitest";
import { forgetNearby } from "./setup.ts";
import { MINT_PATHS } from "../../app/mint/shared/contract.ts";
import { MINT_CACHE_NAME } from "../../worker/mint/config.ts";
import { cacheStatus, call, FRESH_MS, seed, stored, upstreamLog } from "./mint-calls.ts";
import { calls, GOOD, json, stubUpstream, upstream, upstreamUrl } from "./support.ts";

const FAILURES: { name: string; status: 502 | 503; detail: string; answer: () => Response | Promise<Response> }[] = [
  { name: "a 500", status: 502, detail: "http-status", answer: () => json({ code: 0, data: { mint_all: true } }, { status: 500 }) },
  { name: "a redirect", status: 502, detail: "http-status", answer: () => new Response(null, { status: 302, headers: { Location: "/elsewhere" } }) },
  { name: "a timeout", status: 503, detail: "timeout", answer: () => Promise.reject(new DOMException("The operation was aborted due to timeout", "TimeoutError")) },
  { name: "a refused connection", status: 502, detail: "network", answer: () => Promise.reject(new TypeError("Network connection lost.")) },
  { name: "malformed JSON", status: 502, detail: "malformed-json", answer: () => new Response('{"code":0,"data":{"mint_all":tru') },
  { name: "a non-zero code", status: 502, detail: "nonzero-code", answer: () => json({ code: 10001, message: "maintenance", data: null }) },
  { name: "a wrong shape", status: 502, detail: "wrong-shape", answer: () => json({ code: 0, data: { mint_all: "yes" } }) },
  { name: "an oversize body", status: 502, detail: "oversize", answer: () => new Response(`{"code":0,"data":{"mint_all":true},"pad":"${"x".repeat(256 * 1024)}"}`) },
  {
    name: "an oversize body announced by Content-Length",
    status: 502,
    detail: "oversize",
    answer: () => new Response("{}", { headers: { "Content-Length": String(256 * 1024 + 1) } }),
  },
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
    await forgetNearby(); // as when the recheck interval of this isolate and its location has passed
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
