// The site's /v1/ mint calls through the worker: what reaches the upstream (never the query, only the two calls) and
// what other paths and methods under /v1 get.
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { MINT_PATHS } from "../../app/mint/shared/contract.ts";
import { MINT_CACHE_NAME } from "../../worker/mint/config.ts";
import { cacheStatus, call, upstreamLog } from "./mint-calls.ts";
import { calls, GOOD, ORIGIN, upstream, upstreamUrl } from "./support.ts";

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
