// Field data from a sampled page view (boot.ts decides and imports this after load): Google's web-vitals measures
// LCP, INP, CLS, FCP and TTFB as this visitor gets them; when the page is hidden (the visitor leaves, switches tab
// or locks the phone) one beacon carries what is known so far to POST /v1/vitals, once per page view: the worker
// drops a second report with the same random view id. No cookie, no identifier that outlives the view.
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from "web-vitals";
import { CONNECTIONS, VITALS_PATH, type Connection, type MetricName, type VitalsReport } from "../vitals/fields.ts";

const latest = new Map<MetricName, number>();
/** web-vitals counts a prerendered page's metrics from its activation; the report says so, for operators to compare. */
const navigation = performance.getEntriesByType("navigation")[0] as (PerformanceNavigationTiming & { activationStart?: number }) | undefined;
const prerendered = (navigation?.activationStart ?? 0) > 0;
/** Milliseconds to a tenth, CLS to four places: enough for a p75, and a short beacon. */
const keep = (m: Metric) => void latest.set(m.name as MetricName, Number(m.value.toFixed(m.name === "CLS" ? 4 : 1)));
for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(keep, { reportAllChanges: true });

function connection(): Connection {
  const type = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection?.effectiveType;
  return (CONNECTIONS as readonly string[]).includes(type ?? "") ? (type as Connection) : "unknown";
}

/** 16 random bytes in hex: tells the worker two beacons of one view apart from two views, and nothing else. */
const view = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");

let sent = false;
function send(): void {
  if (sent || latest.size === 0) return;
  const html = document.documentElement;
  const report: VitalsReport = {
    view,
    page: html.dataset.page as VitalsReport["page"],
    lang: html.lang as VitalsReport["lang"],
    connection: connection(),
    metrics: [...latest].map(([name, value]) => ({ name, value })),
    ...(prerendered ? { prerendered } : {}),
  };
  sent = navigator.sendBeacon(VITALS_PATH, JSON.stringify(report));
}

document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "hidden") send();
});
addEventListener("pagehide", send);
