import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { site } from "../../app/site.ts";
import type { Env } from "../../worker/env.ts";
import worker from "../../worker/index.ts";
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
    for (const path of ["/sitemap.xml", "/robots.txt", site.feed.path]) expectSecurityHeaders(await get(path), path);
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

describe("security headers on a server error", () => {
  it("are on the 500 answer, which tells nothing about the failure", async () => {
    // A broken deployment (a var that is not text) makes rendering throw.
    const broken = { ...(env as unknown as Env), SITE_ORIGIN: 42 as unknown as string };
    const ctx = createExecutionContext();
    const res = await worker.fetch(new Request(`${ORIGIN}/blog`), broken, ctx);
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(500);
    expectSecurityHeaders(res, "500");
    const body = await res.text();
    expect(body).not.toMatch(/TypeError|trim|at \S+:\d+/);
  });
});

describe("the header checks used above", () => {
  it("catch an inline-script CSP, a short HSTS, a missing nosniff and an allowed camera", async () => {
    const good = (await get("/")).headers;
    const weakened = (name: string, value: string | null) => {
      const h = new Headers(good);
      if (value === null) h.delete(name);
      else h.set(name, value);
      return securityHeaderProblems(h);
    };
    expect(securityHeaderProblems(good)).toEqual([]);
    const csp = good.get("content-security-policy")!;
    expect(weakened("Content-Security-Policy", csp.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'"))).toEqual([
      "script-src is 'self' 'unsafe-inline'",
      "script-src allows 'unsafe-inline'",
    ]);
    expect(weakened("Content-Security-Policy", csp.replace("frame-ancestors 'none'", "frame-ancestors *"))).toHaveLength(2);
    expect(weakened("Strict-Transport-Security", "max-age=600; includeSubDomains")).toHaveLength(1);
    expect(weakened("Strict-Transport-Security", "max-age=63072000")).toHaveLength(1);
    expect(weakened("X-Content-Type-Options", null)).toHaveLength(1);
    expect(weakened("Permissions-Policy", good.get("permissions-policy")!.replace("camera=()", "camera=(self)"))).toHaveLength(1);
  });
});
