// The schema POST /v1/vitals holds every report to (worker/vitals.ts): a page kind, a language, a connection class
// and up to five numbers in range, with the view's random id. Nothing personal: no cookie, no URL, no id that
// outlives the page view.
import * as v from "valibot";
import { LANG_CODES } from "../i18n/languages.ts";
import { PAGE_KINDS, type PageKind } from "../pages/index.ts";
import { CONNECTIONS, METRIC_MAX, METRICS, VIEW_ID } from "./fields.ts";

const KINDS = Object.keys(PAGE_KINDS) as PageKind[];

const Metric = v.pipe(
  v.strictObject({ name: v.picklist(METRICS), value: v.pipe(v.number(), v.finite(), v.minValue(0)) }),
  v.check((m) => m.value <= METRIC_MAX[m.name], "value out of range"),
);

export const VitalsReport = v.pipe(
  v.strictObject({
    view: v.pipe(v.string(), v.regex(VIEW_ID, "view must be 32 hex digits")),
    page: v.picklist(KINDS),
    lang: v.picklist(LANG_CODES),
    connection: v.picklist(CONNECTIONS),
    metrics: v.pipe(v.array(Metric), v.minLength(1), v.maxLength(METRICS.length)),
    // Absent from pages built before prerendering: those were loaded, not prerendered.
    prerendered: v.optional(v.boolean()),
  }),
  v.check((r) => new Set(r.metrics.map((m) => m.name)).size === r.metrics.length, "each metric at most once"),
);
