// POST /v1/csp-reports: every shape of CSP violation report browsers send is logged once, as one JSON line without
// query strings; an oversized, malformed or mistyped one gets a 4xx that says why; a client past its budget gets 429.
// Every page's policy names the endpoint (report-to with Reporting-Endpoints, and report-uri) and enforces Trusted Types.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { CSP_REPORT_PATH } from "../../worker/http/csp-reporting.ts";
import worker from "../../worker/index.ts";
import { CSP_REPORT_MAX_BYTES } from "../../worker/csp-reports.ts";
import { takeLogs } from "./setup.ts";
import { get, SITE, testEnv } from "./support.ts";

let clients = 0;
let client = "";
beforeEach(() => void (client = `198.51.100.${++clients}`));

async function post(body: string, type: string, method = "POST") {
  const ctx = createExecutionContext();
  const headers = { "Content-Type": type, "CF-Connecting-IP": client, Cookie: "lang=ko; session=secret" };
  const res = await worker.fetch(new Request(`https://example.test${CSP_REPORT_PATH}`, { method, headers, body: method === "GET" ? null : body }), testEnv, ctx);
  await waitOnExecutionContext(ctx);
  const lines = takeLogs((l) => l.text.includes('"csp-report"')).map((l) => JSON.parse(l.text) as Record<string, unknown>);
  return { status: res.status, res, text: res.status === 204 ? "" : await res.text(), lines };
}

const reportingApi = (n = 1) =>
  JSON.stringify(
    Array.from({ length: n }, (_, i) => ({
      type: "csp-violation",
      age: 12,
      url: `${SITE}/blog?ref=mail&token=abc`,
      user_agent: "Mozilla/5.0",
      body: {
        documentURL: `${SITE}/blog?ref=mail&token=abc`,
        blockedURL: "trusted-types-sink",
        effectiveDirective: "require-trusted-types-for",
        originalPolicy: "default-src 'none'",
        disposition: "enforce",
        sourceFile: `${SITE}/static/build/boot-X.js?v=${i}`,
        lineNumber: 1,
        columnNumber: 200 + i,
        statusCode: 200,
        sample: "Element innerHTML|<b>",
      },
    })),
  );
const legacy = JSON.stringify({
  "csp-report": {
    "document-uri": `${SITE}/ko/roadmap?email=a@b.example#top`,
    referrer: "",
    "violated-directive": "script-src-elem 'self'",
    "effective-directive": "script-src-elem",
    "original-policy": "default-src 'none'",
    disposition: "enforce",
    "blocked-uri": "https://cdn.extension.example/inject.js?id=42",
    "status-code": 200,
  },
});

describe("POST /v1/csp-reports", () => {
  it("logs a Reporting API batch (application/reports+json) one line per report, without query strings or cookies", async () => {
    const { status, lines } = await post(reportingApi(2), "application/reports+json");
    expect(status).toBe(204);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      level: "warn",
      event: "csp-report",
      documentURL: `${SITE}/blog`,
      blockedURL: "trusted-types-sink",
      directive: "require-trusted-types-for",
      disposition: "enforce",
      sourceFile: `${SITE}/static/build/boot-X.js`,
      line: 1,
      column: 200,
    });
    expect(JSON.stringify(lines)).not.toMatch(/token=|ref=mail|secret|session/);
  });

  it("logs a report-uri report (application/csp-report) once, its directive and blocked URL without the query", async () => {
    const { status, lines } = await post(legacy, "application/csp-report");
    expect(status).toBe(204);
    expect(lines).toEqual([
      expect.objectContaining({ event: "csp-report", documentURL: `${SITE}/ko/roadmap`, blockedURL: "https://cdn.extension.example/inject.js", directive: "script-src-elem" }),
    ]);
  });

  it("takes the directive from violated-directive when an old browser sends no effective-directive", async () => {
    const old = JSON.stringify({ "csp-report": { "document-uri": `${SITE}/`, "violated-directive": "style-src 'self'", "blocked-uri": "inline" } });
    const { lines } = await post(old, "application/csp-report");
    expect(lines).toEqual([expect.objectContaining({ directive: "style-src", blockedURL: "inline" })]);
  });

  it.each([
    ["not JSON", "{", "application/csp-report", 400, /not valid JSON/],
    ["a report-uri body without csp-report", JSON.stringify({ report: {} }), "application/csp-report", 400, /expected shape/],
    ["a batch of another report type", JSON.stringify([{ type: "deprecation", body: {} }]), "application/reports+json", 400, /csp-violation/],
    ["an empty batch", "[]", "application/reports+json", 400, /expected shape/],
    ["a batch of 21", reportingApi(21), "application/reports+json", 400, /1 to 20/],
    ["a document URL of 3000 characters", legacy.replace("/ko/roadmap", `/${"a".repeat(3000)}`), "application/csp-report", 400, /expected shape/],
    ["a body over 16 KB", JSON.stringify({ "csp-report": { "document-uri": "x".repeat(CSP_REPORT_MAX_BYTES) } }), "application/csp-report", 413, /at most 16384 bytes/],
    ["another content type", legacy, "text/plain", 415, /application\/reports\+json or application\/csp-report/],
  ])("refuses %s with a clear 4xx and logs nothing", async (_, body, type, code, reason) => {
    const { status, text, lines } = await post(body, type);
    expect(status).toBe(code);
    expect(JSON.parse(text)).toMatchObject({ code, data: null, message: expect.stringMatching(reason) });
    expect(lines).toEqual([]);
  });

  it("answers another method with 405 and Allow: POST", async () => {
    const { status, res } = await post("", "application/csp-report", "GET");
    expect(status).toBe(405);
    expect(res.headers.get("Allow")).toBe("POST");
  });

  it("takes ten reports a minute from one client; the eleventh gets 429 with Retry-After and is not logged", async () => {
    for (let i = 1; i <= 10; i++) expect((await post(legacy, "application/csp-report")).status, `report ${i}`).toBe(204);
    const over = await post(legacy, "application/csp-report");
    expect(over.status).toBe(429);
    expect(over.res.headers.get("Retry-After")).toBe("60");
    expect(over.lines).toEqual([]);
  });
});

describe("the policy on every page", () => {
  it("reports to the endpoint (report-to and report-uri) and requires Trusted Types with one named policy", async () => {
    for (const path of ["/", "/blog", "/ko/roadmap", "/sitemap.xml", "/v1/mint/status/"]) {
      const res = await get(path);
      const csp = res.headers.get("Content-Security-Policy") ?? "";
      expect(csp, path).toContain(`report-uri ${CSP_REPORT_PATH}`);
      expect(csp, path).toContain("report-to csp");
      expect(res.headers.get("Reporting-Endpoints"), path).toBe(`csp="${CSP_REPORT_PATH}"`);
    }
  });
});
