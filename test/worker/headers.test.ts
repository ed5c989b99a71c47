import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { site } from "../../app/site.ts";
import type { Env } from "../../worker/env.ts";
import worker from "../../worker/index.ts";
import { takeLogs } from "./setup.ts";
import { manifest } from "../../app/generated/manifest.ts";
import { OPERATOR_HEADER } from "../../worker/http/operator.ts";
import { asOperator, freshSite } from "./support.ts";
import { securityHeaderProblems } from "../shared/security-headers.ts";

const ORIGIN = "https://example.test";

function expectSecurityHeaders(res: Response, what: string): void {
  expect(securityHeaderProblems(res.headers), what).toEqual([]);
}

const get = (path: string, init?: RequestInit) => SELF.fetch(`${ORIGIN}${path}`, { redirect: "manual", ...init });

describe("security headers", () => {
  it("are on a page", async () => {
    const res = await get("/");
    expect(res.status).toBe(200);
    expectSecurityHeaders(res, "GET /");
  });

  it("are on every kind of page", async () => {
    for (const path of ["/blog", "/roadmap", site.links.hubBanner, "/exception?errorCode=1&errorMessage=x"]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expectSecurityHeaders(res, path);
    }
  });

  it("are on an API answer", async () => {
    // With no reachable upstream in tests the call answers an error in JSON; the headers are the same either way.
    const res = await get("/v1/mint/status/");
    expect(res.headers.get("content-type")).toContain("application/json");
    expectSecurityHeaders(res, "GET /v1/mint/status/");
    const other = await get("/v1/nope");
    expect(other.status).toBe(404);
    expectSecurityHeaders(other, "GET /v1/nope");
    const put = await get("/v1/mint/status/", { method: "PUT", body: "{}" });
    expect(put.status).toBe(405);
    expectSecurityHeaders(put, "PUT /v1/mint/status/");
  });

  it("are on a redirect", async () => {
    const res = await get("/no-such-page");
    expect(res.status).toBe(302);
    expectSecurityHeaders(res, "302");
  });

  it("are on a 404", async () => {
    const res = await get("/static/build/missing-file.js");
    expect(res.status).toBe(404);
    expectSecurityHeaders(res, "404");
  });

  it("are on a 405", async () => {
    const res = await get("/", { method: "DELETE" });
    expect(res.status).toBe(405);
    expectSecurityHeaders(res, "405");
  });

  it("are on a HEAD answer and on the SEO files", async () => {
    expectSecurityHeaders(await get("/blog", { method: "HEAD" }), "HEAD /blog");
    for (const path of ["/sitemap.xml", "/robots.txt", site.feedPath]) expectSecurityHeaders(await get(path), path);
  });

  it("are on answers to hostile requests", async () => {
    const cases: [string, RequestInit?][] = [
      ["/%2e%2e/%2e%2e/etc/passwd"],
      ["/exception?errorMessage=%3Cscript%3E"],
      ["/", { method: "TRACE" }],
      ["/", { method: "OPTIONS" }],
      ["/blog", { headers: { Range: "bytes=0-10" } }],
    ];
    for (const [path, init] of cases) expectSecurityHeaders(await get(path, init), `${init?.method ?? "GET"} ${path}`);
  });
});

describe("a server error", () => {
  it("carries the security headers and tells the visitor nothing of the failure; the operator gets one JSON line with its id", async () => {
    // A deployment without its canonical origin refuses to publish pages under whatever host it is reached by.
    for (const origin of [undefined, "", "not a url", 42 as unknown as string]) {
      const broken = { ...(env as unknown as Env), SITE_ORIGIN: origin };
      const ctx = createExecutionContext();
      const res = await worker.fetch(new Request(`${ORIGIN}/blog`), broken, ctx);
      await waitOnExecutionContext(ctx);
      expect(res.status).toBe(500);
      expectSecurityHeaders(res, "500");
      const body = await res.text();
      expect(body).not.toMatch(/TypeError|ConfigError|SITE_ORIGIN|at \S+:\d+/);
      const lines = takeLogs((l) => l.level === "error");
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0]!.text)).toMatchObject({ level: "error", event: "config", requestId: res.headers.get("x-request-id"), path: "/blog" });
    }
  });
});

describe("the header checks used above", () => {
  it("catch an inline-script CSP, Trusted Types off or widened, a short HSTS, a missing nosniff and an allowed camera", async () => {
    const good = (await get("/")).headers;
    const weakened = (name: string, value: string | null) => {
      const h = new Headers(good);
      if (value === null) h.delete(name);
      else h.set(name, value);
      return securityHeaderProblems(h);
    };
    expect(securityHeaderProblems(good)).toEqual([]);
    const csp = good.get("content-security-policy")!;
    expect(weakened("Content-Security-Policy", csp.replace(/script-src [^;]*/, "script-src 'self' 'unsafe-inline'"))).toEqual([
      "script-src is 'self' 'unsafe-inline'",
      "script-src allows 'unsafe-inline'",
    ]);
    expect(weakened("Content-Security-Policy", csp.replace(/script-src [^;]*/, "script-src 'self' 'sha256-ye1KttV9xoyMfGuvcZXnXzhvwtAEd4RMWaMUpg/cCg0='"))).toEqual([]);
    expect(weakened("Content-Security-Policy", csp.replace(/script-src [^;]*/, "script-src 'self' 'nonce-abc'"))).toEqual(["script-src is 'self' 'nonce-abc'"]);
    expect(weakened("Content-Security-Policy", csp.replace("frame-ancestors 'none'", "frame-ancestors *"))).toHaveLength(2);
    expect(weakened("Content-Security-Policy", csp.replace("; require-trusted-types-for 'script'", ""))).toEqual(["Trusted Types not required for 'script'"]);
    expect(weakened("Content-Security-Policy", csp.replace("trusted-types lt", "trusted-types lt other"))).toEqual(["trusted-types is lt other, not the one policy lt"]);
    expect(weakened("Content-Security-Policy", csp.replace("default-src 'none'", "default-src 'self'"))).toEqual(["default-src is not 'none'", "object-src is not 'none'"]);
    expect(weakened("Strict-Transport-Security", "max-age=600; includeSubDomains")).toHaveLength(1);
    expect(weakened("Strict-Transport-Security", "max-age=63072000")).toHaveLength(1);
    expect(weakened("X-Content-Type-Options", null)).toHaveLength(1);
    expect(weakened("Permissions-Policy", good.get("permissions-policy")!.replace("camera=()", "camera=(self)"))).toHaveLength(1);
  });
});

describe("what every answer tells an operator", () => {
  const cases: [string, RequestInit?][] = [
    ["/"],
    ["/roadmap"],
    ["/v1/mint/status/"],
    ["/v1/nope"],
    ["/nowhere"],
    ["/blog/m%65ridian_sets_the_bar"],
    ["/sitemap.xml"],
    ["/roadmap", { method: "DELETE" }],
  ];

  it("a request id and Server-Timing on pages, API answers, redirects and errors", async () => {
    for (const [path, init] of cases) {
      const res = await get(path, asOperator(init));
      await res.arrayBuffer();
      const what = `${init?.method ?? "GET"} ${path} (${res.status})`;
      expect(res.headers.get("x-request-id"), what).toMatch(/^[0-9a-f]{16}$/);
      expect(res.headers.get("server-timing"), what).toMatch(/(^|, )total;dur=\d+(\.\d+)?$/);
    }
    takeLogs((l) => l.text.includes('"event":"mint-upstream"'));
  });

  it("Server-Timing names the work a page did: a render on a miss, the cache on a hit, the mint state where it is shown", async () => {
    const get = freshSite({ DETAILED_HEADERS: "on" });
    const miss = await get("/blog");
    await miss.arrayBuffer();
    expect(miss.headers.get("server-timing")).toMatch(/render;dur=/);
    const hit = await get("/blog");
    await hit.arrayBuffer();
    expect(hit.headers.get("server-timing")).toMatch(/^cache;desc="memory"/);
    expect(hit.headers.get("server-timing")).not.toContain("render");
    const home = await get("/");
    await home.arrayBuffer();
    expect(home.headers.get("server-timing")).toMatch(/mint;dur=/);
    takeLogs((l) => l.text.includes('"event":"mint-upstream"'));
  });

  it("gives visitors in production a coarse form: no build id in Cache-Status, no durations in Server-Timing", async () => {
    const get = freshSite();
    for (const path of ["/roadmap", "/roadmap", "/", "/v1/mint/status/"]) {
      const res = await get(path);
      await res.arrayBuffer();
      expect(res.headers.get("cache-status"), path).not.toMatch(/key=|[0-9a-f]{12}/);
      expect(res.headers.get("server-timing"), path).not.toContain("dur=");
      expect(res.headers.get("server-timing"), path).toMatch(/(^|, )total$/);
      expect(res.headers.get("vary") ?? "", path).not.toContain("X-Operator-Token");
    }
    takeLogs((l) => l.text.includes('"event":"mint-upstream"'));
  });

  it("shows an operator the detail: with the secret token in production, to everyone on staging", async () => {
    const production = freshSite();
    await (await production("/roadmap")).arrayBuffer();
    const withToken = await production("/roadmap", asOperator());
    expect(withToken.headers.get("cache-status")).toContain(`key="/roadmap ${manifest.version}"`);
    expect(withToken.headers.get("server-timing")).toMatch(/total;dur=\d/);
    expect(withToken.headers.get("vary")).toContain("X-Operator-Token");
    const wrongToken = await production("/roadmap", { headers: { [OPERATOR_HEADER]: "test-operator-token-0123456788" } });
    expect(wrongToken.headers.get("cache-status")).not.toContain("key=");
    const staging = await freshSite({ DETAILED_HEADERS: "on" })("/roadmap");
    expect(staging.headers.get("cache-status")).toContain(`key="/roadmap ${manifest.version}"`);
    expect(staging.headers.get("server-timing")).toMatch(/render;dur=\d/);
    // A token too short to be a secret never unlocks anything.
    const weak = await freshSite({ OPERATOR_TOKEN: "short" })("/roadmap", { headers: { [OPERATOR_HEADER]: "short" } });
    expect(weak.headers.get("server-timing")).not.toContain("dur=");
  });

  it("keeps Cloudflare's ray id as the request id, so both logs line up", async () => {
    const res = await get("/roadmap", { headers: { "cf-ray": "8f2a9c0d1e4b5a6c-AMS" } });
    expect(res.headers.get("x-request-id")).toBe("8f2a9c0d1e4b5a6c-AMS");
    const forged = await get("/roadmap", { headers: { "cf-ray": "<script>" } });
    expect(forged.headers.get("x-request-id")).toMatch(/^[0-9a-f]{16}$/);
  });
});
