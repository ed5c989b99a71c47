// POST /v1/csp-reports: where browsers send Content-Security-Policy violations (report-to and report-uri, worker/http/
// security-headers.ts). Each report, in either shape browsers use, becomes one structured line in Workers Logs
// (event "csp-report"): URLs without query or fragment, no cookie, no header. Bounded like field data: at most 10
// requests a minute per client (429), 16 KB each (413), a known shape (400), never a 500.
import type { Context } from "hono";
import * as v from "valibot";
import type { AppEnv } from "./env.ts";
import { apiErrorBody } from "./mint/api.ts";
import { readCapped } from "./mint/upstream.ts";
import { logEvent } from "./http/observe.ts";
import { REPORT_WINDOW_SECONDS, withinBudget } from "./http/report-guard.ts";
import { fromLegacy, fromReportingApi, LegacyCspReport, ReportingApiBatch, type CspViolation } from "./csp-report-shape.ts";

/** A batch of 20 reports with long URLs stays under this; a larger body is not a browser's. */
export const CSP_REPORT_MAX_BYTES = 16_384;
const REPORTS_TYPE = "application/reports+json";
const LEGACY_TYPE = "application/csp-report";

function refuse(status: number, message: string, extra: Record<string, string> = {}): Response {
  return new Response(apiErrorBody(status, message), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...extra },
  });
}

/** A URL as the log keeps it: origin and path only (a query may carry a visitor's data); a keyword ("inline") as is. */
export function withoutQuery(value: string | undefined): string | undefined {
  if (value === undefined || value === "") return value;
  if (/^[a-z-]{1,32}$/.test(value)) return value;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin + url.pathname : url.protocol;
  } catch {
    return "unparsable";
  }
}

function logViolation(c: Context<AppEnv>, violation: CspViolation): void {
  logEvent("warn", "csp-report", {
    requestId: c.get("requestId"),
    ...violation,
    documentURL: withoutQuery(violation.documentURL),
    blockedURL: withoutQuery(violation.blockedURL),
    sourceFile: withoutQuery(violation.sourceFile),
  });
}

function parse(type: string, json: unknown): CspViolation[] | string {
  if (type === REPORTS_TYPE) {
    const batch = v.safeParse(ReportingApiBatch, json);
    return batch.success ? fromReportingApi(batch.output) : "expected a list of 1 to 20 csp-violation reports";
  }
  const legacy = v.safeParse(LegacyCspReport, json);
  return legacy.success ? fromLegacy(legacy.output) : 'expected {"csp-report": {...}} with its document-uri';
}

export async function serveCspReports(c: Context<AppEnv>): Promise<Response> {
  if (c.req.method !== "POST") return refuse(405, "Method not allowed; use POST.", { Allow: "POST" });
  const type = (c.req.header("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== REPORTS_TYPE && type !== LEGACY_TYPE) return refuse(415, `Send CSP reports as ${REPORTS_TYPE} or ${LEGACY_TYPE}.`);
  if (!(await withinBudget(c, "csp"))) return refuse(429, "Too many reports from this client; try again in a minute.", { "Retry-After": String(REPORT_WINDOW_SECONDS) });
  const text = await readCapped(c.req.raw, CSP_REPORT_MAX_BYTES);
  if (text === null) return refuse(413, `A CSP report is at most ${CSP_REPORT_MAX_BYTES} bytes.`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return refuse(400, "The report is not valid JSON.");
  }
  const violations = parse(type, json);
  if (typeof violations === "string") return refuse(400, `The report does not have the expected shape: ${violations}.`);
  for (const violation of violations) logViolation(c, violation);
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}
