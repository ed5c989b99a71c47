import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { MINT_PATHS } from "../../app/mint/shared/contract.ts";
import type { Env } from "../../worker/env.ts";
import worker from "../../worker/index.ts";
import { routes } from "../../app/routes.ts";
import { htmlMemory } from "../../worker/pages/html-memory.ts";
import { MINT_CACHE_KEYS } from "../../worker/mint/config.ts";
import { generateHostileRequests, marker, scriptPayload, type HostileRequest } from "./hostile-requests.ts";

const ORIGIN = "https://example.test";
const SEED = 0x6d657269;
const COUNT = 2400;
const CHUNK = 32;
const testEnv = env as unknown as Env;

interface Outcome {
  req: HostileRequest;
  status: number;
  location: string | null;
  headerText: string;
  body: string;
}

// The worker's own fetch, called in this isolate: the same app as SELF.fetch without the test runner's hop per request.
async function send(req: HostileRequest): Promise<Outcome> {
  const ctx = createExecutionContext();
  const request = new Request((req.origin ?? ORIGIN) + req.target, { method: req.method, headers: req.headers, body: req.body, redirect: "manual" });
  const res = await worker.fetch(request, testEnv, ctx);
  await waitOnExecutionContext(ctx);
  const headerText = [...res.headers].map(([k, v]) => `${k}: ${v}`).join("\n");
  return { req, status: res.status, location: res.headers.get("location"), headerText, body: await res.text() };
}

const describeReq = (r: HostileRequest) => `#${r.n} ${r.kind} ${r.method} ${r.target.slice(0, 160)}`;

describe("hostile input", () => {
  const requests = generateHostileRequests(COUNT, SEED);
  const outcomes: Outcome[] = [];

  beforeAll(async () => {
    // A warm mint cache, as in production: the mint endpoints then answer from KV, never from the network.
    const bodies = { status: { code: 0, data: { mint_all: false } }, list: { code: 0, data: { list: ["0x0000000000000000000000000000000000000001"] } } };
    for (const kind of Object.keys(MINT_PATHS) as (keyof typeof MINT_PATHS)[])
      await testEnv.MINT_CACHE.put(MINT_CACHE_KEYS[kind], JSON.stringify({ body: JSON.stringify(bodies[kind]), fetchedAt: Date.now() }));
    for (let i = 0; i < requests.length; i += CHUNK) outcomes.push(...(await Promise.all(requests.slice(i, i + CHUNK).map(send))));
  }, 120_000);

  it("generates the same requests from the same seed, at least 2,000 of them, covering every kind", () => {
    expect(requests.length).toBeGreaterThanOrEqual(2000);
    expect(generateHostileRequests(50, SEED)).toEqual(requests.slice(0, 50));
    const kinds = new Set(requests.map((r) => r.kind));
    for (const k of ["traversal", "bad-encoding", "8k-path", "unicode", "near-route", "api-or-seo", "static-miss", "random", "route-query", "exception-xss", "encoded-route", "host", "crlf", "method-case"])
      expect(kinds, k).toContain(k);
    const methods = new Set(requests.map((r) => r.method));
    for (const m of ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "PROPFIND"]) expect(methods, m).toContain(m);
    for (const path of Object.values(MINT_PATHS)) expect(requests.some((r) => r.target.startsWith(`${path}?`)), path).toBe(true);
    expect(outcomes).toHaveLength(requests.length);
  });

  it("never answers with a 5xx", () => {
    const failures = outcomes.filter((o) => o.status >= 500).map((o) => `${o.status} ${describeReq(o.req)}: ${o.body.slice(0, 120)}`);
    expect(failures).toEqual([]);
  });

  it("never reflects its markup unescaped, in the body or in a header", () => {
    const leaks = outcomes.flatMap((o) => {
      const probes = [marker(o.req.n), `<script>m${o.req.n}()`];
      const inBody = probes.filter((p) => o.body.toLowerCase().includes(p.toLowerCase()));
      const inHeaders = probes.filter((p) => o.headerText.toLowerCase().includes(p.toLowerCase()));
      return [...inBody.map((p) => `body ${p} ${describeReq(o.req)}`), ...inHeaders.map((p) => `header ${p} ${describeReq(o.req)}`)];
    });
    expect(leaks).toEqual([]);
  });

  it("shows the error page's query as escaped text (so the check above had something to find)", () => {
    const shown = outcomes.filter((o) => o.req.kind === "exception-xss" && o.req.method === "GET" && o.status === 200);
    expect(shown.length).toBeGreaterThan(20);
    for (const o of shown) {
      expect(o.body, describeReq(o.req)).toContain(`&lt;x-marker-${o.req.n}&gt;`);
      expect(o.body, describeReq(o.req)).toContain(scriptPayload(o.req.n).replace(/</g, "&lt;").replace(/>/g, "&gt;"));
    }
  });

  it("lets the mint endpoints answer from the warm cache whatever the query", () => {
    const mint = outcomes.filter((o) => o.req.method === "GET" && Object.values(MINT_PATHS).some((p) => o.req.target.startsWith(`${p}?`)));
    expect(mint.length).toBeGreaterThan(10);
    for (const o of mint) {
      expect(o.status, describeReq(o.req)).toBe(200);
      expect(JSON.parse(o.body).code, describeReq(o.req)).toBe(0);
    }
  });

  it("never lets a header be injected, nor redirects off the site", () => {
    const bad = outcomes.flatMap((o) => {
      const problems: string[] = [];
      if (/^(x-injected|set-cookie):/im.test(o.headerText)) problems.push(`injected header ${describeReq(o.req)}`);
      if (o.location !== null && !/^\/(?![/\\])/.test(o.location) && !o.location.startsWith(`${ORIGIN}/`))
        problems.push(`redirect to ${o.location} ${describeReq(o.req)}`);
      return problems;
    });
    expect(bad).toEqual([]);
  });

  it("sends every encoded spelling of a page to its canonical path, and stores only canonical pages", () => {
    const encoded = outcomes.filter((o) => o.req.kind === "encoded-route" && ["GET", "HEAD"].includes(o.req.method));
    expect(encoded.length).toBeGreaterThan(50);
    for (const o of encoded) {
      const canonical = decodeURIComponent(o.req.target.split("?")[0]!);
      expect([o.status, o.location?.split("?")[0]], describeReq(o.req)).toEqual([301, canonical]);
    }
    // However many spellings arrived, this isolate holds at most one entry per route.
    expect(htmlMemory.size).toBeLessThanOrEqual(routes.length);
  });

  it("never puts the host a request claims into a page, the sitemap, robots.txt or the feed", () => {
    const hosted = outcomes.filter((o) => o.req.kind === "host" && o.status === 200);
    expect(hosted.length).toBeGreaterThan(20);
    for (const o of hosted) {
      const host = new URL(o.req.origin!).host;
      expect(o.body.includes(host), describeReq(o.req)).toBe(false);
    }
    const pages = hosted.filter((o) => o.body.includes('<link rel="canonical"'));
    expect(pages.length).toBeGreaterThan(5);
    for (const o of pages) expect(o.body).toContain(`<link rel="canonical" href="${testEnv.SITE_ORIGIN}`);
  });

  it("never serves a file from outside the static folders", () => {
    const leaked = outcomes.filter((o) => /compatibility_date|"devDependencies"|\[core\]|root:x:0:0/.test(o.body)).map((o) => describeReq(o.req));
    expect(leaked).toEqual([]);
  });
});
