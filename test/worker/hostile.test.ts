// Hostile input, drawn by fast-check (hostile-requests.ts) and checked one request at a time; a failure is shrunk to
// the smallest request that still fails.
//
// Every run draws from the same seed, so CI and a newcomer get the same answer each time; another seed explores other
// requests (VITE_FC_SEED=random draws a new one). The seed is printed at the start of the file ("hostile input:
// fast-check seed …") and in any failure, with the path to the shrunk request and the request itself
// ("Counterexample: …"). To replay a failure:
//   VITE_FC_SEED=<seed> npx vitest run -c vitest.config.ts test/worker/hostile.test.ts
// and to go straight to the shrunk request, add -t '<the failing test's name>' and VITE_FC_PATH=<path>. The variables
// need the VITE_ prefix: vitest hands only those to the tests inside workerd (as import.meta.env).
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import fc from "fast-check";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MINT_PATHS } from "../../app/mint/shared/contract.ts";
import { routes } from "../../app/routes.ts";
import { VITALS_PATH } from "../../app/vitals/fields.ts";
import type { Env } from "../../worker/env.ts";
import worker from "../../worker/index.ts";
import { htmlMemory } from "../../worker/pages/html-memory.ts";
import { MINT_CACHE_KEYS } from "../../worker/mint/config.ts";
import { CSP_REPORT_PATH } from "../../worker/http/csp-reporting.ts";
import {
  claimedHost,
  cspReports,
  encodedRoute,
  everyRouteWithAQuery,
  exceptionXss,
  hostileRequest,
  MARKER,
  mintQuery,
  SCRIPT,
  vitals,
  type HostileRequest,
} from "./hostile-requests.ts";
import { report, takeLogs } from "./setup.ts";

const ORIGIN = "https://example.test";
const testEnv = env as unknown as Env;

const vars = (import.meta as unknown as { env: Record<string, string | undefined> }).env;
const FIXED_SEED = 20261126;
const SEED = vars.VITE_FC_SEED === undefined ? FIXED_SEED : vars.VITE_FC_SEED === "random" ? Date.now() ^ (Math.random() * 0x100000000) : Number(vars.VITE_FC_SEED);
if (!Number.isSafeInteger(SEED)) throw new Error(`VITE_FC_SEED is not an integer: ${vars.VITE_FC_SEED}`);
const runs = (numRuns: number) => ({ seed: SEED, numRuns, ...(vars.VITE_FC_PATH ? { path: vars.VITE_FC_PATH } : {}) });

interface Outcome {
  req: HostileRequest;
  /** The path the worker saw (dot segments resolved, as workerd's URL parser does). */
  path: string;
  status: number;
  location: string | null;
  contentType: string;
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
  const contentType = res.headers.get("content-type") ?? "";
  return { req, path: new URL(request.url).pathname, status: res.status, location: res.headers.get("location"), contentType, headerText, body: await res.text() };
}

const escapeHtml = (s: string) => s.replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const LEAK = new RegExp(`${escapeRegExp(MARKER)}|${escapeRegExp(SCRIPT.slice(0, SCRIPT.indexOf("(")))}`, "i");
const STACK_FRAME = /^\s+at .+:\d+:\d+\)?$/m;
const SOURCE_FILE = /compatibility_date|"devDependencies"|\[core\]|root:x:0:0/;
const ON_SITE = new RegExp(`^(/(?![/\\\\])|${escapeRegExp(ORIGIN)}/)`);
const MINT = Object.values(MINT_PATHS);

/** What holds for every answer, and for the answers of the kinds that have checks of their own. */
function check(o: Outcome): void {
  const { req } = o;
  expect(o.status, "never a 5xx").toBeLessThan(500);
  expect(o.body, "its markup never comes back unescaped in the body").not.toMatch(LEAK);
  expect(o.headerText, "nor in a header").not.toMatch(LEAK);
  expect(o.body, "no stack trace").not.toMatch(STACK_FRAME);
  expect(o.body, "no file from outside the static folders").not.toMatch(SOURCE_FILE);
  expect(o.headerText, "no injected header").not.toMatch(/^(x-injected|set-cookie):/im);
  // The one redirect to an absolute URL: plain http to the same URL over https (worker/http/https-only.ts).
  const asked = new URL((req.origin ?? ORIGIN) + req.target);
  const sameOverHttps = o.status === 308 && asked.protocol === "http:" && o.location === `https:${asked.href.slice("http:".length)}`;
  if (o.location !== null && !sameOverHttps) expect(o.location, "no redirect off the site").toMatch(ON_SITE);
  // The API answers JSON, and a 4xx says what went wrong in the calls' own shape.
  if ((o.path === "/v1" || o.path.startsWith("/v1/")) && o.status >= 400) {
    expect(o.contentType, "a /v1 error is JSON").toMatch(/^application\/json/);
    if (req.method.toUpperCase() !== "HEAD") expect(JSON.parse(o.body)).toEqual({ code: o.status, message: expect.stringMatching(/\w/), data: null });
  }
  if (o.path === VITALS_PATH) {
    expect([204, 400, 403, 405, 409, 413, 415, 429], "a report is taken or refused").toContain(o.status);
    if (o.status === 204) expect(o.body).toBe("");
  }
  if (o.path === CSP_REPORT_PATH) {
    expect([204, 400, 405, 413, 415, 429], "a CSP report is logged or refused").toContain(o.status);
    if (o.status === 204) expect(o.body).toBe("");
  }
  if (req.kind === "exception-xss" && req.method === "GET" && o.status === 200) {
    expect(o.body, "the error page shows its query as text").toContain(escapeHtml(MARKER));
    expect(o.body).toContain(escapeHtml(SCRIPT));
  }
  if (req.method === "GET" && MINT.some((p) => req.target.startsWith(`${p}?`))) {
    expect(o.status, "a mint call answers from the warm cache whatever the query").toBe(200);
    expect(JSON.parse(o.body).code).toBe(0);
  }
  if (req.kind === "encoded-route" && ["GET", "HEAD"].includes(req.method)) {
    const canonical = decodeURIComponent(req.target.split("?")[0]!);
    expect([o.status, o.location?.split("?")[0]], "an encoded spelling goes to its page").toEqual([301, canonical]);
  }
  if (req.kind === "host" && o.status === 200) {
    expect(o.body.includes(new URL(req.origin!).host), "the host a request claims never shows").toBe(false);
    if (o.body.includes('<link rel="canonical"')) expect(o.body).toContain(`<link rel="canonical" href="${testEnv.SITE_ORIGIN}`);
  }
}

/** Sends `examples`, then the requests fast-check draws from `requests` (numRuns in all); checks each answer, returns all. */
async function holds(requests: fc.Arbitrary<HostileRequest>, numRuns: number, examples: HostileRequest[] = []): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  await fc.assert(
    fc.asyncProperty(requests, async (req) => {
      const o = await send(req);
      outcomes.push(o);
      check(o);
    }),
    { ...runs(numRuns), examples: examples.map((e): [HostileRequest] => [e]) },
  );
  return outcomes;
}

describe("hostile input", () => {
  beforeAll(() => report(`hostile input: fast-check seed ${SEED} (replay: VITE_FC_SEED=${SEED})`));

  beforeEach(async () => {
    // A warm mint cache, as in production: the mint endpoints then answer from KV, never from the network.
    const bodies = { status: { code: 0, data: { mint_all: false } }, list: { code: 0, data: { list: ["0x0000000000000000000000000000000000000001"] } } };
    for (const kind of Object.keys(MINT_PATHS) as (keyof typeof MINT_PATHS)[])
      await testEnv.MINT_CACHE.put(MINT_CACHE_KEYS[kind], JSON.stringify({ body: JSON.stringify(bodies[kind]), fetchedAt: Date.now() }));
  });

  it("draws the same requests from the same seed, of every kind, in every method, to every route the checks are about", () => {
    const requests = fc.sample(hostileRequest, { seed: SEED, numRuns: 3000 });
    expect(fc.sample(hostileRequest, { seed: SEED, numRuns: 50 })).toEqual(requests.slice(0, 50));
    const kinds = new Set(requests.map((r) => r.kind));
    for (const k of [
      "traversal",
      "bad-encoding",
      "8k-path",
      "unicode",
      "article-marker",
      "near-route",
      "api-or-seo",
      "static-miss",
      "random",
      "random-unicode",
      "route-query",
      "exception-xss",
      "encoded-route",
      "host",
      "crlf",
      "method-case",
      "vitals",
      "csp-reports",
    ])
      expect(kinds, k).toContain(k);
    const methods = new Set(requests.map((r) => r.method));
    for (const m of ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "PROPFIND", "get", "post"]) expect(methods, m).toContain(m);
    for (const path of MINT)
      expect(
        requests.some((r) => r.target.startsWith(`${path}?`)),
        path,
      ).toBe(true);
    expect(requests.some((r) => r.target === VITALS_PATH && r.method === "POST" && r.body)).toBe(true);
    expect(requests.some((r) => r.body && r.method !== "POST" && r.kind !== "vitals")).toBe(true);
  });

  it("never answers 5xx, shows its markup or a stack trace, lets a header in, leaves the site or serves a source file; /v1 errors are JSON", async () => {
    await holds(hostileRequest, 1500, everyRouteWithAQuery);
    // However many spellings arrived, this isolate holds at most one entry per route.
    expect(htmlMemory.size).toBeLessThanOrEqual(routes.length);
  });

  it("shows the error page's query as escaped text (so the check above had something to find)", async () => {
    // Each shown page is a fresh render (the query is part of it): fewer runs than the cheap kinds.
    const shown = (await holds(exceptionXss, 60)).filter((o) => o.status === 200);
    expect(shown.length).toBeGreaterThan(40);
  });

  it("lets the mint endpoints answer from the warm cache whatever the query", async () => {
    expect((await holds(mintQuery, 150)).every((o) => o.status === 200)).toBe(true);
  });

  it("sends every encoded spelling of a page to its canonical path, and stores only canonical pages", async () => {
    await holds(encodedRoute, 250);
    expect(htmlMemory.size).toBeLessThanOrEqual(routes.length);
  });

  it("never puts the host a request claims into a page, the sitemap, robots.txt or the feed", async () => {
    const hosted = (await holds(claimedHost, 80)).filter((o) => o.status === 200);
    expect(hosted.length).toBeGreaterThan(40);
    expect(hosted.filter((o) => o.body.includes('<link rel="canonical"')).length).toBeGreaterThan(20);
  });

  it("answers POST /v1/csp-reports with 204 or a 4xx in JSON that says why, whatever is sent, and logs no query string", async () => {
    const answers = await holds(cspReports, 200);
    expect([...new Set(answers.map((o) => o.status))]).toEqual(expect.arrayContaining([204, 400, 405, 413, 415]));
    const lines = takeLogs((l) => l.text.includes('"csp-report"'));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.map((l) => l.text).join("\n")).not.toContain(`?q=${MARKER}`);
  });

  it("answers POST /v1/vitals with 204 or a 4xx in JSON that says why, whatever is sent and whoever sends it", async () => {
    const answers = await holds(vitals, 250);
    // Some reports were right, the others refused for each of the usual reasons.
    expect([...new Set(answers.map((o) => o.status))]).toEqual(expect.arrayContaining([204, 400, 403, 405, 415]));
  });
});
