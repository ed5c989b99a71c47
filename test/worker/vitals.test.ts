// POST /v1/vitals: a sampled page view's field data becomes one Analytics Engine data point per metric; anything
// that is not such a report gets a 4xx with a reason, is never written and never cached. Pages carry the sample rate.
import { createExecutionContext, SELF, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { VITALS_MAX_BYTES, VITALS_PATH } from "../../app/vitals/fields.ts";
import worker from "../../worker/index.ts";
import { testEnv } from "./support.ts";

const ORIGIN = "https://example.test";
const GOOD = {
  page: "article",
  lang: "ko",
  connection: "4g",
  metrics: [
    { name: "LCP", value: 1830.4 },
    { name: "CLS", value: 0.012 },
    { name: "INP", value: 96 },
  ],
};

/** Sends a report through the worker with a recording dataset bound as VITALS; returns the answer and the points. */
async function report(body: BodyInit | null, init: RequestInit & { country?: string } = {}) {
  const points: AnalyticsEngineDataPoint[] = [];
  const env = { ...testEnv, VITALS: { writeDataPoint: (p: AnalyticsEngineDataPoint) => void points.push(p) } };
  const request = new Request(`${ORIGIN}${VITALS_PATH}`, { method: "POST", headers: { "Content-Type": "text/plain;charset=UTF-8" }, body, ...init });
  if (init.country) Object.defineProperty(request, "cf", { value: { country: init.country } });
  const ctx = createExecutionContext();
  const response = await worker.fetch(request, env as never, ctx);
  await waitOnExecutionContext(ctx);
  return { response, points, text: response.status === 204 ? "" : await response.text() };
}

afterEach(() => vi.restoreAllMocks());

describe("POST /v1/vitals", () => {
  it("writes one point per metric: metric, page kind, language, connection and country, the value, indexed by metric", async () => {
    const { response, points } = await report(JSON.stringify(GOOD), { country: "KR" });
    expect(response.status).toBe(204);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(points).toEqual([
      { indexes: ["LCP"], blobs: ["LCP", "article", "ko", "4g", "KR"], doubles: [1830.4] },
      { indexes: ["CLS"], blobs: ["CLS", "article", "ko", "4g", "KR"], doubles: [0.012] },
      { indexes: ["INP"], blobs: ["INP", "article", "ko", "4g", "KR"], doubles: [96] },
    ]);
  });

  it("accepts JSON sent as application/json too, and names an unknown country XX", async () => {
    const { response, points } = await report(JSON.stringify(GOOD), { headers: { "Content-Type": "application/json" } });
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
    expect((await report(JSON.stringify(GOOD), { headers: { "Content-Type": "application/x-www-form-urlencoded" } })).response.status).toBe(415);
    const get = await SELF.fetch(`${ORIGIN}${VITALS_PATH}`);
    expect(get.status).toBe(405);
    expect(get.headers.get("Allow")).toBe("POST");
    expect(get.headers.get("Content-Type")).toMatch(/application\/json/);
  });

  it("in a local run (VITALS_LOG on), logs each point as it writes it", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    const ctx = createExecutionContext();
    const request = new Request(`${ORIGIN}${VITALS_PATH}`, { method: "POST", headers: { "Content-Type": "text/plain" }, body: JSON.stringify(GOOD) });
    const response = await worker.fetch(request, { ...testEnv, VITALS_LOG: "on" } as never, ctx);
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(204);
    const lines = log.mock.calls.map(([l]) => String(l)).filter((l) => l.includes('"vitals"'));
    expect(lines.map((l) => JSON.parse(l).blobs[0])).toEqual(["LCP", "CLS", "INP"]);
  });
});

describe("the sample rate in pages", () => {
  it("is written into every page for the boot script (10% unless VITALS_SAMPLE_RATE says otherwise)", async () => {
    const html = await (await SELF.fetch(`${ORIGIN}/blog`)).text();
    expect(html).toMatch(/<html [^>]*data-vitals="0.1"/);
  });
});
