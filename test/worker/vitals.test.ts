// POST /v1/vitals: a sampled page view's field data becomes one Analytics Engine data point per metric; anything
// that is not such a report (from another site, past a client's budget, a view's second report, malformed) gets a
// 4xx with a reason, is never written and never cached. Pages carry the sample rate.
import { createExecutionContext, SELF, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { VITALS_MAX_BYTES, VITALS_PATH } from "../../app/vitals/fields.ts";
import worker from "../../worker/index.ts";
import { SITE, testEnv } from "./support.ts";

const ORIGIN = "https://example.test";
const view = () => crypto.randomUUID().replace(/-/g, "");
let clients = 0;
/** Each test reports as a client of its own (the limiter's budget is per client and lasts a minute). */
const newClient = () => `192.0.2.${++clients}`;
let client = newClient();
const GOOD = {
  view: view(),
  page: "article",
  lang: "ko",
  connection: "4g",
  metrics: [
    { name: "LCP", value: 1830.4 },
    { name: "CLS", value: 0.012 },
    { name: "INP", value: 96 },
  ],
};

/** What a beacon from one of the site's own pages carries, as Chrome sends it. */
const fromOwnPage = (extra: Record<string, string> = {}) => ({
  "Content-Type": "text/plain;charset=UTF-8",
  Origin: SITE,
  "Sec-Fetch-Site": "same-origin",
  "CF-Connecting-IP": client,
  ...extra,
});

/** Sends a report through the worker with a recording dataset bound as VITALS; returns the answer and the points. */
async function report(body: BodyInit | null, init: RequestInit & { country?: string } = {}) {
  const points: AnalyticsEngineDataPoint[] = [];
  const env = { ...testEnv, VITALS: { writeDataPoint: (p: AnalyticsEngineDataPoint) => void points.push(p) } };
  const request = new Request(`${ORIGIN}${VITALS_PATH}`, { method: "POST", headers: fromOwnPage(), body, ...init });
  if (init.country) Object.defineProperty(request, "cf", { value: { country: init.country } });
  const ctx = createExecutionContext();
  const response = await worker.fetch(request, env as never, ctx);
  await waitOnExecutionContext(ctx);
  return { response, points, text: response.status === 204 ? "" : await response.text() };
}

beforeEach(() => void (client = newClient()));
afterEach(() => vi.restoreAllMocks());
/** A good report of a view of its own. */
const fresh = () => JSON.stringify({ ...GOOD, view: view() });

describe("POST /v1/vitals", () => {
  it("writes one point per metric: metric, page kind, language, connection and country, the value, indexed by metric", async () => {
    const { response, points } = await report(fresh(), { country: "KR" });
    expect(response.status).toBe(204);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(points).toEqual([
      { indexes: ["LCP"], blobs: ["LCP", "article", "ko", "4g", "KR", "loaded"], doubles: [1830.4] },
      { indexes: ["CLS"], blobs: ["CLS", "article", "ko", "4g", "KR", "loaded"], doubles: [0.012] },
      { indexes: ["INP"], blobs: ["INP", "article", "ko", "4g", "KR", "loaded"], doubles: [96] },
    ]);
  });

  it("marks the points of a page the browser prerendered before it was opened", async () => {
    const { response, points } = await report(JSON.stringify({ ...GOOD, prerendered: true }), { country: "KR" });
    expect(response.status).toBe(204);
    expect(points.map((p) => p.blobs![5])).toEqual(["prerendered", "prerendered", "prerendered"]);
  });

  it("accepts JSON sent as application/json too, and names an unknown country XX", async () => {
    const { response, points } = await report(fresh(), { headers: fromOwnPage({ "Content-Type": "application/json" }) });
    expect(response.status).toBe(204);
    expect(points[0]!.blobs![4]).toBe("XX");
  });

  it.each([
    ["not JSON", "{page:", 400, /not valid JSON/],
    ["an unknown page kind", { ...GOOD, page: "admin" }, 400, /page/],
    ["a language the site does not speak", { ...GOOD, lang: "fr" }, 400, /lang/],
    ["an unknown connection", { ...GOOD, connection: "5g" }, 400, /connection/],
    ["no metrics", { ...GOOD, metrics: [] }, 400, /metrics/],
    ["an unknown metric", { ...GOOD, metrics: [{ name: "FID", value: 3 }] }, 400, /metrics/],
    [
      "a metric twice",
      {
        ...GOOD,
        metrics: [
          { name: "LCP", value: 3 },
          { name: "LCP", value: 4 },
        ],
      },
      400,
      /at most once/,
    ],
    ["a negative value", { ...GOOD, metrics: [{ name: "LCP", value: -1 }] }, 400, /metrics/],
    ["a value out of range", { ...GOOD, metrics: [{ name: "CLS", value: 51 }] }, 400, /out of range/],
    ["a text value", { ...GOOD, metrics: [{ name: "LCP", value: "900" }] }, 400, /metrics/],
    ["an extra field (an identifier)", { ...GOOD, visitor: "abc" }, 400, /shape/],
    ["no view id", { ...GOOD, view: undefined }, 400, /view/],
    ["a view id that is not 32 hex digits", { ...GOOD, view: "visitor-1234" }, 400, /at view/],
    ["a list instead of a report", [GOOD], 400, /shape/],
  ])("refuses %s with a 400 that says why, and writes nothing", async (_, body, status, reason) => {
    const { response, points, text } = await report(typeof body === "string" ? body : JSON.stringify(body));
    expect(response.status).toBe(status);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(JSON.parse(text)).toMatchObject({ code: status, data: null });
    expect(JSON.parse(text).message).toMatch(reason);
    expect(points).toEqual([]);
  });

  it("refuses a body over the limit (413) without reading it all, another content type (415), another method (405)", async () => {
    const big = JSON.stringify({ ...GOOD, pad: "x".repeat(VITALS_MAX_BYTES) });
    expect((await report(big)).response.status).toBe(413);
    expect((await report(fresh(), { headers: fromOwnPage({ "Content-Type": "application/x-www-form-urlencoded" }) })).response.status).toBe(415);
    const get = await SELF.fetch(`${ORIGIN}${VITALS_PATH}`);
    expect(get.status).toBe(405);
    expect(get.headers.get("Allow")).toBe("POST");
    expect(get.headers.get("Content-Type")).toMatch(/application\/json/);
  });

  it("in a local run (VITALS_LOG on), logs each point as it writes it", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    const ctx = createExecutionContext();
    const request = new Request(`${ORIGIN}${VITALS_PATH}`, { method: "POST", headers: fromOwnPage(), body: fresh() });
    const response = await worker.fetch(request, { ...testEnv, VITALS_LOG: "on" } as never, ctx);
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(204);
    const lines = log.mock.calls.map(([l]) => String(l)).filter((l) => l.includes('"vitals"'));
    expect(lines.map((l) => JSON.parse(l).blobs[0])).toEqual(["LCP", "CLS", "INP"]);
  });
});

describe("POST /v1/vitals from anywhere but the site's own pages", () => {
  it.each([
    ["no Origin (curl, a server)", { Origin: "" }, /no Origin/],
    ["another site's Origin", { Origin: "https://attacker.example" }, /another site's/],
    ["the site's origin over http", { Origin: SITE.replace("https:", "http:") }, /another site's/],
    ["Sec-Fetch-Site: cross-site (a page of another site)", { "Sec-Fetch-Site": "cross-site" }, /Sec-Fetch-Site/],
    ["Sec-Fetch-Site: same-site (a sibling subdomain)", { "Sec-Fetch-Site": "same-site" }, /Sec-Fetch-Site/],
  ])("refuses a report with %s: 403 with the reason, nothing written", async (_, headers, reason) => {
    const all = fromOwnPage(headers);
    const sent = Object.fromEntries(Object.entries(all).filter(([, value]) => value !== ""));
    const { response, points, text } = await report(fresh(), { headers: sent });
    expect(response.status).toBe(403);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(JSON.parse(text)).toMatchObject({ code: 403, data: null, message: expect.stringMatching(reason) });
    expect(points).toEqual([]);
  });

  it("accepts a report from the site's origin without Sec-Fetch-Site (browsers that do not send it)", async () => {
    const { "Sec-Fetch-Site": _, ...headers } = fromOwnPage();
    expect((await report(fresh(), { headers })).response.status).toBe(204);
  });
});

describe("POST /v1/vitals within bounds", () => {
  it("takes ten reports a minute from one client; the eleventh gets 429 with Retry-After and is not written", async () => {
    for (let i = 1; i <= 10; i++) expect((await report(fresh())).response.status, `report ${i}`).toBe(204);
    const { response, points, text } = await report(fresh());
    expect(response.status).toBe(429);
    expect(response.headers.get("Retry-After")).toBe("60");
    expect(JSON.parse(text).message).toMatch(/Too many reports/);
    expect(points).toEqual([]);
    client = newClient();
    expect((await report(fresh())).response.status, "another client").toBe(204);
  });

  it("keeps one report per page view: a second with the same view id is dropped (409), another view is written", async () => {
    const same = fresh();
    expect((await report(same)).points).toHaveLength(3);
    const again = await report(same);
    expect(again.response.status).toBe(409);
    expect(JSON.parse(again.text).message).toMatch(/already reported/);
    expect(again.points).toEqual([]);
    client = newClient();
    expect((await report(same)).points, "the same view from another address").toEqual([]);
    expect((await report(fresh())).points).toHaveLength(3);
  });
});

describe("the sample rate in pages", () => {
  it("is written into every page for the boot script (10% unless VITALS_SAMPLE_RATE says otherwise)", async () => {
    const html = await (await SELF.fetch(`${ORIGIN}/blog`)).text();
    expect(html).toMatch(/<html [^>]*data-vitals="0.1"/);
  });
});
