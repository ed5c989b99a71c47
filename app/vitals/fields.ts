// What a field-data report holds (app/client/vitals.ts sends it, worker/vitals.ts checks it with contract.ts):
// plain constants and types, so the browser's script carries no schema library.
import type { LangCode } from "../i18n/languages.ts";

export const VITALS_PATH = "/v1/vitals";
/** A page view's random id: 32 hex digits (16 random bytes), drawn by the page and never stored by the worker. */
export const VIEW_ID = /^[0-9a-f]{32}$/;
/** A report is a few hundred bytes; anything much larger is not one. */
export const VITALS_MAX_BYTES = 2048;

export const METRICS = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
export type MetricName = (typeof METRICS)[number];
/** navigator.connection.effectiveType, or "unknown" where the browser does not say (Safari, Firefox). */
export const CONNECTIONS = ["slow-2g", "2g", "3g", "4g", "unknown"] as const;
export type Connection = (typeof CONNECTIONS)[number];

/** The largest value each metric can plausibly have (ms; CLS has no unit): a minute is already a broken visit. */
export const METRIC_MAX: Record<MetricName, number> = { LCP: 60_000, INP: 60_000, FCP: 60_000, TTFB: 60_000, CLS: 50 };

export interface VitalsReport {
  /** This page view's random id (VIEW_ID): a second report from the same view is dropped. */
  view: string;
  /** The page kind (app/pages/index.ts). */
  page: string;
  lang: LangCode;
  connection: Connection;
  metrics: { name: MetricName; value: number }[];
  /** The browser prerendered the page before the visitor opened it: metrics count from activation. */
  prerendered?: boolean;
}
