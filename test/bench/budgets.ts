// The site's performance budgets, as numbers, and the verdicts the bench prints.
import type { PageKind } from "../../app/pages/index.ts";

const KB = 1024;

export const BUDGETS = {
  /** Lighthouse mobile: every category 100. */
  performance: 100,
  otherCategories: 100,
  /** First and largest contentful paint of the article and the blog list (a static blog's speed). */
  fcpMs: { article: 800, blog: 800 } as Partial<Record<PageKind, number>>,
  lcpMs: { article: 1200, blog: 1200, other: 1400 },
  /** CLS is 0: rounded to three places, as Lighthouse shows it. */
  cls: 0,
  tbtMs: 50,
  htmlGzip: 40 * KB,
  /** The article's and the blog list's answer (brotli, with its headers) fits what a new connection delivers in its
   *  first round trip: ten segments of 1,460 bytes (TCP's initial window, as Lighthouse simulates it). One byte more
   *  and the first paint waits a whole round trip. */
  firstRoundTrip: 14_600,
  /** A translated article may take a second round trip: its text (Devanagari, Bengali, Hangul, Arabic: two or three
   *  bytes a letter) and the Genesis block in its language do not fit the first for the largest ones (39 of 105
   *  measured, up to 16.1 KB). The cost is one round trip before the first paint on a new connection (150 ms on
   *  Lighthouse's slow 4G); the row shows it. */
  translatedRoundTrips: 2,
  /** The round trip of Lighthouse's simulated slow 4G: what each round trip a translated answer may take beyond the
   *  first adds to its FCP budget. */
  simulatedRttMs: 150,
  /** JavaScript per page (gzip) a visitor who does not scroll downloads: the boot script and nothing else (islands and
   *  React arrive only as the visitor nears an island, test/bench/phone.ts measures that part). */
  jsGzip: { home: 2 * KB, other: 2 * KB },
  /** Requests while an article loads (document, font, banner, script, icon...), the speculation rules aside (rows.ts). */
  articleRequests: 6,
  image: 150 * KB,
  video: 400 * KB,
  /** Requests per second against a static asset in the same run; pages are edge-cached, so 0.9x. */
  pageThroughputRatio: 0.9,
  mintThroughputRatio: 0.8,
  /** The home page on a phone (390 px, CPU really slowed 4x, test/bench/phone.ts), median of 3: nothing but the boot
   *  script before the first scroll; scrolling through every section stays smooth; taps answer within a frame or six. */
  phone: { jsBeforeScroll: 2 * KB, tbtScrollingMs: 150, longestTaskMs: 100, inpMs: 100 },
  /** Between pages on a phone (390 px, renderers slowed 4x, the Lighthouse rows' network; test/bench/navigation.ts),
   *  median of 3: a tapped link paints its page within 100 ms (only a page prepared before the tap can: one round trip
   *  is 150 ms), Back within 50 ms (three frames: the bfcache). A scripted visit of the home page and the blog list
   *  prepares at most 3 pages it never opens, for at most half of what the visit itself downloads: the rules prepare the
   *  likely next page or two, not every link the visitor scrolls past, and a phone on a metered plan pays at most 1.5x
   *  for every tap being instant. */
  navigation: { tapToPaintMs: 100, backMs: 50, preparedPages: 3, aheadShare: 0.5 },
  /** `npm run dev`: a saved article or stylesheet is served this soon after the save. */
  devLoopMs: 2000,
} as const;

export function jsBudget(kind: PageKind): number {
  return kind === "home" ? BUDGETS.jsGzip.home : BUDGETS.jsGzip.other;
}

export function lcpBudget(kind: PageKind): number {
  return kind === "article" || kind === "blog" ? BUDGETS.lcpMs[kind] : BUDGETS.lcpMs.other;
}

export interface Check {
  /** Short name of the budget, e.g. "HTML" or "LCP". */
  name: string;
  ok: boolean;
  /** For a miss: measured against the limit, e.g. "93 < 95". */
  detail?: string;
}

export function kb(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`;
}

export function atMost(name: string, value: number, limit: number, show: (n: number) => string = String): Check {
  return value <= limit ? { name, ok: true } : { name, ok: false, detail: `${show(value)} > ${show(limit)}` };
}

export function atLeast(name: string, value: number | null, limit: number, show: (n: number) => string = String): Check {
  if (value === null) return { name, ok: false, detail: "not measured" };
  return value >= limit ? { name, ok: true } : { name, ok: false, detail: `${show(value)} < ${show(limit)}` };
}

/** "meets HTML, JS; misses LCP (2310 ms > 2000 ms)": what a row of the table says about its budgets. */
export function verdict(checks: Check[]): string {
  const met = checks.filter((c) => c.ok).map((c) => c.name);
  const missed = checks.filter((c) => !c.ok).map((c) => (c.detail ? `${c.name} (${c.detail})` : c.name));
  const parts: string[] = [];
  if (met.length) parts.push(`meets ${met.join(", ")}`);
  if (missed.length) parts.push(`MISSES ${missed.join(", ")}`);
  return parts.join("; ") || "no budget";
}

/** Median of the measured values; null when none was measured. */
export function median(values: (number | null | undefined)[]): number | null {
  const xs = values.filter((v): v is number => typeof v === "number" && Number.isFinite(v)).sort((a, b) => a - b);
  if (xs.length === 0) return null;
  const mid = Math.floor(xs.length / 2);
  return xs.length % 2 ? xs[mid]! : (xs[mid - 1]! + xs[mid]!) / 2;
}
