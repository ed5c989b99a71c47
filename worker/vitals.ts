// POST /v1/vitals: field data from sampled page views (app/client/vitals.ts). Only from the site's own pages (403
// otherwise), at most 10 a minute per client (429), one per page view (409), and checked strictly (size, type, shape,
// value ranges): anything else is a 4xx with a plain reason, never stored, never a 500. Each metric becomes one data
// point in the Workers Analytics Engine dataset bound as VITALS (blobs: metric, page kind, language, connection,
// country, prerendered or loaded; double: value; index: metric), queried with the SQL API (docs/field-data.md). Local runs (whose dataset
// binding keeps nothing) set VITALS_LOG = "on" and see each point in the log as it is written.
import type { Context } from "hono";
import * as v from "valibot";
import { VitalsReport } from "../app/vitals/contract.ts";
import { VITALS_MAX_BYTES } from "../app/vitals/fields.ts";
import type { AppEnv } from "./env.ts";
import { apiErrorBody } from "./mint/api.ts";
import { readCapped } from "./mint/upstream.ts";
import { logEvent } from "./http/observe.ts";
import { firstReportOfView, foreignReason, REPORT_WINDOW_SECONDS, withinBudget } from "./http/report-guard.ts";

const JSON_TYPE = "application/json; charset=utf-8";
/** sendBeacon sends a string as text/plain; a script may send JSON. */
const ACCEPTED_TYPES = ["text/plain", "application/json"];

function refuse(status: number, message: string, extra: Record<string, string> = {}): Response {
  return new Response(apiErrorBody(status, message), {
    status,
    headers: { "Content-Type": JSON_TYPE, "Cache-Control": "no-store", ...extra },
  });
}

/** Two letters from the edge (request.cf.country), "XX" when unknown (local runs, Tor). */
function countryOf(request: Request): string {
  const country = (request as Request & { cf?: { country?: unknown } }).cf?.country;
  return typeof country === "string" && /^[A-Z]{2}$/.test(country) ? country : "XX";
}

export async function serveVitals(c: Context<AppEnv>): Promise<Response> {
  if (c.req.method !== "POST") return refuse(405, "Method not allowed; use POST.", { Allow: "POST" });
  const foreign = foreignReason(c);
  if (foreign) return refuse(403, foreign);
  if (!(await withinBudget(c, "vitals"))) return refuse(429, "Too many reports from this client; try again in a minute.", { "Retry-After": String(REPORT_WINDOW_SECONDS) });
  const type = (c.req.header("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!ACCEPTED_TYPES.includes(type)) return refuse(415, "Send the report as JSON (text/plain or application/json).");
  const text = await readCapped(c.req.raw, VITALS_MAX_BYTES);
  if (text === null) return refuse(413, `A report is at most ${VITALS_MAX_BYTES} bytes.`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return refuse(400, "The report is not valid JSON.");
  }
  const parsed = v.safeParse(VitalsReport, json);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const where = issue.path?.map((p) => String(p.key)).join(".");
    // Never the value received (it is the sender's text): what was expected, or the schema's own words for a check.
    const why = issue.type === "check" ? issue.message : `expected ${issue.expected ?? "something else"}`;
    return refuse(400, `The report does not have the expected shape${where ? ` at ${where}` : ""}: ${why}.`);
  }
  const report = parsed.output;
  if (!(await firstReportOfView(c, report.view))) return refuse(409, "This page view has already reported; the repeat is dropped.");
  const country = countryOf(c.req.raw);
  for (const m of report.metrics) {
    const point = { indexes: [m.name], blobs: [m.name, report.page, report.lang, report.connection, country, report.prerendered ? "prerendered" : "loaded"], doubles: [m.value] };
    c.env.VITALS?.writeDataPoint(point);
    if (!c.env.VITALS || c.env.VITALS_LOG === "on") logEvent("info", "vitals", point);
  }
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}
