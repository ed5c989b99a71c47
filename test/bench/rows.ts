// Turns measurements into table rows with their budget checks.
import { SPECULATION_RULES_PATH } from "../../app/document/speculation-rules.ts";
import { DEFAULT_LANG } from "../../app/i18n/languages.ts";
import { atLeast, atMost, BUDGETS, jsBudget, kb, lcpBudget, type Check } from "./budgets.ts";
import type { PageBytes } from "./bytes.ts";
import type { LighthouseSummary } from "./lighthouse.ts";
import type { LoadResult } from "./load.ts";
import type { Row } from "./table.ts";
import type { BenchPage } from "./targets.ts";

const score = (n: number | null | undefined) => (n === null || n === undefined ? "–" : String(Math.round(n)));
const ms = (n: number) => `${Math.round(n)} ms`;
const secs = (n: number) => `${(n / 1000).toFixed(2)} s`;

/** Round trips a page's answer may take before its first paint: one, or more for a translated page (BUDGETS). */
const roundTripsAllowed = (page: BenchPage) => (page.route.lang !== DEFAULT_LANG ? BUDGETS.translatedRoundTrips : 1);

/**
 * Requests the page's load needs. The speculation rules (one small file a visit, fetched at low priority, kept a day,
 * needed by nothing on the page) are the cost of preparing the next page, not of this one.
 */
export const pageLoadRequests = (bytes: PageBytes) => bytes.files.filter((f) => new URL(f.url, "http://local").pathname !== SPECULATION_RULES_PATH).length;

function byteChecks(page: BenchPage, bytes: PageBytes): Check[] {
  const html = Math.max(bytes.htmlByDevice.mobile, bytes.htmlByDevice.desktop);
  const checks = [atMost("HTML", html, BUDGETS.htmlGzip, kb), atMost("JS", bytes.totals.js, jsBudget(page.route.kind), kb)];
  if (page.route.kind === "article") checks.push(atMost("requests", pageLoadRequests(bytes), BUDGETS.articleRequests));
  if (BUDGETS.fcpMs[page.route.kind] !== undefined) {
    const trips = roundTripsAllowed(page);
    const over = trips > 1 && bytes.answerOnWire > BUDGETS.firstRoundTrip ? " (one round trip more than English)" : "";
    const name = trips === 1 ? "first round trip" : `${trips} round trips${over}`;
    checks.push(atMost(name, bytes.answerOnWire, trips * BUDGETS.firstRoundTrip, (n) => `${n} B`));
  }
  const images = bytes.media.filter((m) => m.kind === "image");
  const videos = bytes.media.filter((m) => m.kind === "video");
  const biggest = (list: typeof images, limit: number, name: string): Check => {
    const over = list.filter((m) => m.bytes > limit);
    return over.length === 0 ? { name, ok: true } : { name, ok: false, detail: over.map((m) => `${m.url} ${kb(m.bytes)} > ${kb(limit)}`).join(", ") };
  };
  if (images.length) checks.push(biggest(images, BUDGETS.image, "images"));
  if (videos.length) checks.push(biggest(videos, BUDGETS.video, "videos"));
  if (bytes.missing.length) checks.push({ name: "media found", ok: false, detail: bytes.missing.join(", ") });
  if (images.length || videos.length || bytes.unsized.length) {
    checks.push(
      bytes.unsized.length === 0 ? { name: "sizes", ok: true } : { name: "sizes", ok: false, detail: `${bytes.unsized.length} without width/height: ${bytes.unsized[0]}` },
    );
  }
  return checks;
}

function lighthouseChecks(page: BenchPage, lh: LighthouseSummary): Check[] {
  const checks: Check[] = [];
  if ("performance" in lh.scores) {
    checks.push(atLeast("perf", lh.scores.performance ?? null, BUDGETS.performance));
  }
  for (const [name, cat] of [
    ["a11y", "accessibility"],
    ["bp", "best-practices"],
    ["seo", "seo"],
  ] as const) {
    const c = atLeast(name, lh.scores[cat] ?? null, BUDGETS.otherCategories);
    const failing = lh.failing.filter((f) => f.startsWith(`${cat}:`)).map((f) => f.slice(cat.length + 1));
    checks.push(!c.ok && failing.length ? { ...c, detail: `${c.detail}: ${failing.join(", ")}` } : c);
  }
  if ("performance" in lh.scores) {
    // Each round trip a page may take beyond the first is one simulated round trip more before its first paint.
    const fcpBase = BUDGETS.fcpMs[page.route.kind];
    const fcp = fcpBase === undefined ? undefined : fcpBase + (roundTripsAllowed(page) - 1) * BUDGETS.simulatedRttMs;
    if (fcp !== undefined) checks.push(lh.fcpMs === null ? { name: "FCP", ok: false, detail: "not measured" } : atMost("FCP", Math.round(lh.fcpMs), fcp, ms));
    checks.push(lh.lcpMs === null ? { name: "LCP", ok: false, detail: "not measured" } : atMost("LCP", Math.round(lh.lcpMs), lcpBudget(page.route.kind), ms));
    checks.push(lh.cls === null ? { name: "CLS", ok: false, detail: "not measured" } : atMost("CLS", Number(lh.cls.toFixed(3)), BUDGETS.cls));
    checks.push(lh.tbtMs === null ? { name: "TBT", ok: false, detail: "not measured" } : atMost("TBT", Math.round(lh.tbtMs), BUDGETS.tbtMs, ms));
  }
  if (lh.errors.length) checks.push({ name: "lighthouse", ok: false, detail: lh.errors[0] });
  return checks;
}

/** Lighthouse's figures for the harness's floor page (floor.ts): a reference, held to no budget. */
export function floorRow(label: string, lh: LighthouseSummary): Row {
  const cells: Row["cells"] = {
    row: label,
    perf: score(lh.scores.performance),
    FCP: lh.fcpMs === null ? "" : secs(lh.fcpMs),
    LCP: lh.lcpMs === null ? "" : secs(lh.lcpMs),
    CLS: lh.cls === null ? "" : lh.cls.toFixed(3),
    TBT: lh.tbtMs === null ? "" : ms(lh.tbtMs),
    budgets: "reference: the least this machine measures",
  };
  return { cells, checks: [] };
}

export function pageRow(page: BenchPage, bytes: PageBytes, lh: LighthouseSummary | undefined): Row {
  const t = bytes.totals;
  const cells: Row["cells"] = { row: page.label, req: String(pageLoadRequests(bytes)), HTML: kb(t.html), JS: kb(t.js), CSS: kb(t.css), fonts: kb(t.font), media: kb(t.media) };
  if (lh) {
    Object.assign(cells, {
      perf: "performance" in lh.scores ? score(lh.scores.performance) : "",
      a11y: score(lh.scores.accessibility),
      bp: score(lh.scores["best-practices"]),
      seo: score(lh.scores.seo),
      FCP: lh.fcpMs === null ? "" : secs(lh.fcpMs),
      LCP: lh.lcpMs === null ? "" : secs(lh.lcpMs),
      CLS: lh.cls === null ? "" : lh.cls.toFixed(3),
      TBT: lh.tbtMs === null ? "" : ms(lh.tbtMs),
    });
  }
  return { cells, checks: [...byteChecks(page, bytes), ...(lh ? lighthouseChecks(page, lh) : [])] };
}

export interface LoadTarget {
  label: string;
  path: string;
  /** Minimum share of the static asset's requests per second; undefined for the static asset itself. */
  minRatio?: number;
  /** What the ratio budget is called in the verdict. */
  budgetName?: string;
}

export function loadRow(target: LoadTarget, result: LoadResult, staticRps: number): Row {
  const ratio = result.rps / staticRps;
  const cells: Row["cells"] = {
    row: target.label,
    "req/s": String(Math.round(result.rps)),
    p50: ms(result.p50Ms),
    p99: ms(result.p99Ms),
    "x static": `${ratio.toFixed(2)}x`,
  };
  const checks: Check[] = [];
  if (target.minRatio !== undefined) {
    checks.push(atLeast(target.budgetName ?? "throughput", Number(ratio.toFixed(2)), target.minRatio, (n) => `${n}x`));
  }
  const failed = result.non2xx + result.errors;
  checks.push(failed === 0 ? { name: "all 2xx", ok: true } : { name: "all 2xx", ok: false, detail: `${failed} of ${result.requests} failed` });
  return { cells, checks };
}
