// The two shapes browsers send CSP violation reports in, as valibot schemas: the Reporting API's batch
// (application/reports+json, from report-to) and the older single report (application/csp-report, from report-uri).
// Loose objects: browsers add fields over time; only the fields logged are held to a type and a length.
import * as v from "valibot";

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const line = v.pipe(v.number(), v.integer(), v.minValue(0));

/** One entry of a Reporting API batch (Chrome, Edge, Safari with report-to). */
const ReportingApiEntry = v.looseObject({
  type: v.literal("csp-violation"),
  url: v.optional(text(2048)),
  body: v.looseObject({
    documentURL: text(2048),
    blockedURL: v.optional(text(2048)),
    effectiveDirective: text(64),
    disposition: v.optional(v.picklist(["enforce", "report"])),
    sourceFile: v.optional(text(2048)),
    lineNumber: v.optional(line),
    columnNumber: v.optional(line),
    statusCode: v.optional(v.number()),
    sample: v.optional(text(256)),
  }),
});
export const ReportingApiBatch = v.pipe(v.array(ReportingApiEntry), v.minLength(1), v.maxLength(20));

/** The report-uri body (Firefox, older Chrome and Safari). */
export const LegacyCspReport = v.looseObject({
  "csp-report": v.looseObject({
    "document-uri": text(2048),
    "blocked-uri": v.optional(text(2048)),
    "effective-directive": v.optional(text(64)),
    "violated-directive": v.optional(text(256)),
    disposition: v.optional(v.picklist(["enforce", "report"])),
    "source-file": v.optional(text(2048)),
    "line-number": v.optional(line),
    "column-number": v.optional(line),
    "status-code": v.optional(v.number()),
    "script-sample": v.optional(text(256)),
  }),
});

/** What the log line keeps of a violation, whichever shape it came in. */
export interface CspViolation {
  documentURL: string;
  blockedURL?: string | undefined;
  directive: string;
  disposition?: string | undefined;
  sourceFile?: string | undefined;
  line?: number | undefined;
  column?: number | undefined;
  sample?: string | undefined;
}

export function fromReportingApi(batch: v.InferOutput<typeof ReportingApiBatch>): CspViolation[] {
  return batch.map(({ body: b }) => ({
    documentURL: b.documentURL,
    blockedURL: b.blockedURL,
    directive: b.effectiveDirective,
    disposition: b.disposition,
    sourceFile: b.sourceFile,
    line: b.lineNumber,
    column: b.columnNumber,
    sample: b.sample,
  }));
}

export function fromLegacy({ "csp-report": r }: v.InferOutput<typeof LegacyCspReport>): CspViolation[] {
  return [
    {
      documentURL: r["document-uri"],
      blockedURL: r["blocked-uri"],
      // Old browsers name only the violated directive, with its sources: its first word is the directive.
      directive: r["effective-directive"] ?? r["violated-directive"]?.split(" ")[0] ?? "unknown",
      disposition: r.disposition,
      sourceFile: r["source-file"],
      line: r["line-number"],
      column: r["column-number"],
      sample: r["script-sample"],
    },
  ];
}
