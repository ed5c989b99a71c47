// Lighthouse mobile (its default: emulated mid-range phone, simulated slow 4G and 4x CPU) on one page,
// repeated; the summary is the median of each figure over the runs.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { median } from "./budgets.ts";
import { CHROMIUM_FLAGS, EDGE_ACCEPT_ENCODING } from "./browser.ts";

export const ALL_CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof ALL_CATEGORIES)[number];

export interface LighthouseRun {
  scores: Partial<Record<Category, number>>;
  fcpMs?: number;
  lcpMs?: number;
  cls?: number;
  tbtMs?: number;
  /** Audits of the non-performance categories that did not pass, e.g. "color-contrast". */
  failing: string[];
  error?: string;
}

export interface LighthouseSummary {
  runs: number;
  scores: Partial<Record<Category, number | null>>;
  fcpMs: number | null;
  lcpMs: number | null;
  cls: number | null;
  tbtMs: number | null;
  failing: string[];
  errors: string[];
}

export interface Chrome {
  port: number;
  kill: () => void;
}

export async function launchChrome(): Promise<Chrome> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS, "--no-first-run", "--disable-component-update", "--disable-sync"],
  });
  return { port: chrome.port, kill: () => chrome.kill() };
}

/** Keeps the full Lighthouse JSON of each run, for looking into a figure (BENCH_LH_REPORTS=dir). */
function saveReport(dir: string, url: string, report: string | string[]): void {
  mkdirSync(dir, { recursive: true });
  const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, "_") || "_";
  writeFileSync(join(dir, `lh${name}-${Date.now()}.json`), Array.isArray(report) ? report.join("\n") : report);
}

export async function lighthouseRun(chrome: Chrome, url: string, categories: readonly Category[]): Promise<LighthouseRun> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...categories],
    extraHeaders: { "Accept-Encoding": EDGE_ACCEPT_ENCODING },
  });
  if (!result) return { scores: {}, failing: [], error: "no result" };
  const { lhr } = result;
  if (process.env.BENCH_LH_REPORTS) saveReport(process.env.BENCH_LH_REPORTS, url, result.report);
  const scores: Partial<Record<Category, number>> = {};
  const failing: string[] = [];
  for (const c of categories) {
    const cat = lhr.categories[c];
    if (cat?.score !== null && cat?.score !== undefined) scores[c] = Math.round(cat.score * 100);
    if (c === "performance" || !cat) continue;
    for (const ref of cat.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failing.push(`${c}:${ref.id}`);
    }
  }
  const metric = (id: string) => lhr.audits[id]?.numericValue;
  return {
    scores,
    fcpMs: metric("first-contentful-paint"),
    lcpMs: metric("largest-contentful-paint"),
    cls: metric("cumulative-layout-shift"),
    tbtMs: metric("total-blocking-time"),
    failing,
    error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
  };
}

export function summarize(runs: LighthouseRun[], categories: readonly Category[]): LighthouseSummary {
  const scores: Partial<Record<Category, number | null>> = {};
  for (const c of categories) scores[c] = median(runs.map((r) => r.scores[c]));
  const measuresPerf = categories.includes("performance");
  return {
    runs: runs.length,
    scores,
    fcpMs: measuresPerf ? median(runs.map((r) => r.fcpMs)) : null,
    lcpMs: measuresPerf ? median(runs.map((r) => r.lcpMs)) : null,
    cls: measuresPerf ? median(runs.map((r) => r.cls)) : null,
    tbtMs: measuresPerf ? median(runs.map((r) => r.tbtMs)) : null,
    failing: [...new Set(runs.flatMap((r) => r.failing))].sort(),
    errors: runs.flatMap((r) => (r.error ? [r.error] : [])),
  };
}

/** Attempts per run: on a busy machine Lighthouse now and then loses its trace (NO_NAVSTART) and says to run again. */
const ATTEMPTS = 3;

export async function lighthouseMedian(chrome: Chrome, url: string, runs: number, categories: readonly Category[]): Promise<LighthouseSummary> {
  const results: LighthouseRun[] = [];
  for (let i = 0; i < runs; i++) {
    let run = await lighthouseRun(chrome, url, categories);
    for (let attempt = 1; run.error && attempt < ATTEMPTS; attempt++) run = await lighthouseRun(chrome, url, categories);
    results.push(run);
  }
  return summarize(results, categories);
}
