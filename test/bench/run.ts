// npm run bench: bytes, Lighthouse (median of 3) and loopback throughput of the built site against the budgets.
// npm run bench:ci: the deterministic part only (bytes, Lighthouse categories other than performance, one run).
// Flags: --ci, --only=/blog,/roadmap (those pages, no load), --runs=N, --no-load, --no-lighthouse, --no-phone, --no-dev,
// --no-model (the mint-day model's table), --model-only, --load-only, --no-navigation, --navigation-only (the table
// of moving between pages alone),
// --readme (update the table in docs/performance.md).
// Env: BENCH_PORT (8805), BENCH_LOAD_SECONDS (10), BENCH_CONNECTIONS (32), BENCH_MINT_ORIGIN (upstream of the mint
// calls; default: the local sample origin on BENCH_PORT + 1000), BENCH_LH_REPORTS (dir to keep Lighthouse JSON in).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import * as prettier from "prettier";
import { manifest } from "../../app/generated/manifest.ts";
import { MINT_PATHS } from "../../app/mint/shared/contract.ts";
import { MOBILE } from "../../playwright.config.ts";
import { BUDGETS } from "./budgets.ts";
import { launchChromium, measurePage, type PageBytes } from "./bytes.ts";
import { measureDevLoop } from "./dev-loop.ts";
import { measureMintModel } from "./mint-model.ts";
import { measureHomeOnPhone } from "./phone-report.ts";
import { measureNavigationOnPhone } from "./navigation-report.ts";
import { ALL_CATEGORIES, launchChrome, lighthouseMedian, type Category, type LighthouseSummary } from "./lighthouse.ts";
import { loadUrl, type LoadResult } from "./load.ts";
import { FLOOR_LABEL, startFloorPage } from "./floor.ts";
import { floorRow, loadRow, pageRow, type LoadTarget } from "./rows.ts";
import { ROOT, startMintSample, startSite, type RunningSite } from "./server.ts";
import { cellsWithVerdict, markdownTable, type Row } from "./table.ts";
import { benchArticle, benchPages, staticReferenceOf } from "./targets.ts";

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const ci = flag("ci");
const only = option("only")?.split(",");
const runs = Number(option("runs") ?? (ci ? 1 : 3));
const withLoad = !ci && !only && !flag("no-load");
const categories: readonly Category[] = ci ? ALL_CATEGORIES.filter((c) => c !== "performance") : ALL_CATEGORIES;
const port = Number(process.env.BENCH_PORT ?? 8805);
const loadSeconds = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
/** The mint upstream: BENCH_MINT_ORIGIN, or the sample origin on the site's port + 1000 (as scripts/local/with-site.ts). */
const mintOrigin = process.env.BENCH_MINT_ORIGIN;
const mintSamplePort = port + 1000;

const progress = (msg: string) => process.stderr.write(`bench: ${msg}\n`);

interface PageResult {
  path: string;
  bytes: PageBytes;
  lighthouse?: LighthouseSummary;
}

async function measurePages(baseUrl: string): Promise<{ rows: Row[]; results: PageResult[] }> {
  const pages = benchPages().filter((p) => !only || only.includes(p.label));
  const rows: Row[] = [];
  const results: PageResult[] = [];
  const browser = await launchChromium();
  let bytes: PageBytes[];
  try {
    bytes = [];
    for (const p of pages) {
      progress(`bytes ${p.label}`);
      bytes.push(await measurePage(browser, baseUrl + p.route.path));
    }
  } finally {
    await browser.close();
  }
  if (flag("no-lighthouse")) return { rows: pages.map((p, i) => pageRow(p, bytes[i]!, undefined)), results: pages.map((p, i) => ({ path: p.route.path, bytes: bytes[i]! })) };
  const chrome = await launchChrome();
  try {
    for (const [i, p] of pages.entries()) {
      progress(`lighthouse ${p.label} (${runs} run${runs > 1 ? "s" : ""})`);
      const lh = await lighthouseMedian(chrome, baseUrl + p.route.path, runs, categories);
      rows.push(pageRow(p, bytes[i]!, lh));
      results.push({ path: p.route.path, bytes: bytes[i]!, lighthouse: lh });
    }
    if (categories.includes("performance")) {
      progress(`lighthouse ${FLOOR_LABEL} (${runs} run${runs > 1 ? "s" : ""})`);
      const floor = await startFloorPage();
      try {
        rows.push(floorRow(FLOOR_LABEL, await lighthouseMedian(chrome, floor.url, runs, ["performance"])));
      } finally {
        await floor.stop();
      }
    }
  } finally {
    chrome.kill();
  }
  return { rows, results };
}

async function measureLoad(baseUrl: string): Promise<{ rows: Row[]; results: Record<string, LoadResult> }> {
  const home = await (await fetch(`${baseUrl}/`)).text();
  const css = staticReferenceOf(home);
  const article = benchArticle().path;
  const targets: LoadTarget[] = [
    { label: `load ${css}`, path: css },
    { label: "load /", path: "/", minRatio: BUDGETS.pageThroughputRatio, budgetName: "SSR vs static" },
    { label: `load ${article}`, path: article, minRatio: BUDGETS.pageThroughputRatio, budgetName: "SSR vs static" },
    { label: `load ${MINT_PATHS.status}`, path: MINT_PATHS.status, minRatio: BUDGETS.mintThroughputRatio, budgetName: "mint vs static" },
  ];
  const opts = { seconds: loadSeconds, connections, maxRequests: 200_000, headers: { "User-Agent": MOBILE.userAgent } };
  const results: Record<string, LoadResult> = {};
  // The static asset runs first and last; its mean is the reference, so drift on a shared machine counts against neither side.
  for (const t of [...targets, targets[0]!]) {
    progress(`load ${t.path} (${loadSeconds} s x ${connections} connections)`);
    const r = await loadUrl(baseUrl + t.path, opts);
    const prev = results[t.path];
    results[t.path] = prev
      ? {
          ...r,
          rps: (prev.rps + r.rps) / 2,
          p50Ms: Math.max(prev.p50Ms, r.p50Ms),
          p99Ms: Math.max(prev.p99Ms, r.p99Ms),
          requests: prev.requests + r.requests,
          non2xx: prev.non2xx + r.non2xx,
          errors: prev.errors + r.errors,
        }
      : r;
  }
  const staticRps = results[css]!.rps;
  return { rows: targets.map((t) => loadRow(t, results[t.path]!, staticRps)), results };
}

/** Writes the table between the markers (bench:table, or bench:navigation for `--navigation-only`), formatted as
 *  `npm run lint` checks it (Prettier aligns the columns). */
async function updateReadme(table: string, marker = "table"): Promise<void> {
  const file = join(ROOT, "docs/performance.md");
  const text = readFileSync(file, "utf8");
  const re = new RegExp(`(<!-- bench:${marker}:start -->\\n)[\\s\\S]*?(<!-- bench:${marker}:end -->)`);
  if (!re.test(text)) throw new Error(`docs/performance.md has no bench:${marker} markers`);
  const updated = text.replace(re, (_all, start: string, end: string) => `${start}${table}\n${end}`);
  const options = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(updated, { ...options, filepath: file }));
}

const running: RunningSite[] = [];
async function stopAll(): Promise<void> {
  await Promise.all(running.splice(0).map((s) => s.stop()));
}
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => void stopAll().then(() => process.exit(130)));

/** `--model-only`: the mint-day model's table alone (no site, no browser). */
function modelOnly(): number {
  const model = measureMintModel(progress);
  console.log(model.table);
  return model.check.ok ? 0 : 1;
}

async function main(): Promise<number> {
  if (flag("model-only")) return modelOnly();
  const started = new Date();
  const loadAtStart = os.loadavg()[0] ?? 0;
  let upstream = mintOrigin;
  if (!upstream) {
    progress(`starting the mint sample origin on 127.0.0.1:${mintSamplePort}`);
    const sample = await startMintSample(mintSamplePort);
    running.push(sample);
    upstream = sample.baseUrl;
  }
  progress(`starting the site on 127.0.0.1:${port} (mint upstream ${upstream})`);
  const site = await startSite({ port, vars: { MINT_API_ORIGIN: upstream } });
  running.push(site);
  let rows: Row[];
  let pages: PageResult[];
  let load: Record<string, LoadResult> | undefined;
  let phone: Awaited<ReturnType<typeof measureHomeOnPhone>> | undefined;
  let devLoop: Awaited<ReturnType<typeof measureDevLoop>> | undefined;
  let navigation: Awaited<ReturnType<typeof measureNavigationOnPhone>> | undefined;
  const navigationOnly = flag("navigation-only");
  try {
    ({ rows, results: pages } = flag("load-only") || navigationOnly ? { rows: [], results: [] } : await measurePages(site.baseUrl));
    // Timing on a throttled phone is for `npm run bench`, not the CI byte check.
    if (!ci && !flag("load-only") && !navigationOnly && !flag("no-phone") && (!only || only.includes("/"))) phone = await measureHomeOnPhone(site.baseUrl, runs, progress);
    if (!ci && !flag("load-only") && !only && !flag("no-navigation")) navigation = await measureNavigationOnPhone(site.baseUrl, runs, progress);
    if (withLoad && !navigationOnly) {
      const measured = await measureLoad(site.baseUrl);
      rows = [...rows, ...measured.rows];
      load = measured.results;
    }
  } finally {
    await stopAll();
  }
  if (!ci && !only && !flag("load-only") && !navigationOnly && !flag("no-dev")) {
    progress("dev loop (npm run dev in a copy of the project)");
    devLoop = await measureDevLoop(port + 2);
  }
  const model = !ci && !only && !flag("load-only") && !navigationOnly && !flag("no-model") ? measureMintModel(progress) : undefined;
  const table =
    (rows.length ? markdownTable(rows) : "") +
    (phone ? `\n\n${phone.table}` : "") +
    (navigation ? `\n\n${navigation.table}` : "") +
    (devLoop ? `\n\n${devLoop.line}` : "") +
    (model ? `\n\n${model.table}` : "");
  console.log(table);
  const missed = [
    ...rows.flatMap((r) => r.checks.filter((c) => !c.ok)),
    ...(phone?.checks.filter((c) => !c.ok) ?? []),
    ...(navigation?.checks.filter((c) => !c.ok) ?? []),
    ...(devLoop && !devLoop.check.ok ? [devLoop.check] : []),
    ...(model && !model.check.ok ? [model.check] : []),
  ];
  console.log(missed.length ? `\n${missed.length} budget(s) missed.` : "\nEvery budget met.");
  // The navigation table alone (three runs of it are what its budgets are held to) has its own place in the doc.
  if (navigationOnly && navigation?.result && flag("readme")) {
    const caption =
      `Build \`${manifest.version}\`, ${started.toISOString().slice(0, 16).replace("T", " ")} UTC, ${os.cpus().length} cores, ` +
      `load average ${loadAtStart.toFixed(1)} at the start; ${missed.length ? `${missed.length} budget(s) missed` : "every budget met"}.`;
    await updateReadme(`${caption}\n\n${navigation.table}`, "navigation");
  }
  // Only a complete run (every page, Lighthouse and load) becomes the latest result.
  if (!ci && !only && withLoad && !navigationOnly && !flag("no-lighthouse") && !flag("load-only")) {
    const result = {
      startedAt: started.toISOString(),
      seconds: Math.round((Date.now() - started.getTime()) / 1000),
      build: manifest.version,
      machine: { cpus: os.cpus().length, loadAtStart: Number(loadAtStart.toFixed(2)), loadavgAtEnd: os.loadavg().map((n) => Number(n.toFixed(2))), node: process.version },
      settings: {
        lighthouseRuns: runs,
        lighthouse: "mobile (default simulated throttling)",
        load: { seconds: loadSeconds, connections },
        mintUpstream: mintOrigin ?? "local sample origin (scripts/mint-sample-origin.mjs)",
      },
      budgets: BUDGETS,
      rows: rows.map((r) => ({ ...cellsWithVerdict(r), checks: r.checks })),
      pages: pages.map((p) => ({
        path: p.path,
        totals: p.bytes.totals,
        htmlByDevice: p.bytes.htmlByDevice,
        answerOnWire: p.bytes.answerOnWire,
        media: p.bytes.media,
        unsized: p.bytes.unsized,
        lighthouse: p.lighthouse,
      })),
      load,
      phone: phone?.summary,
      navigation: navigation?.result ?? undefined,
      devLoop: devLoop && { articleMs: Math.round(devLoop.articleMs), stylesheetMs: Math.round(devLoop.stylesheetMs) },
      ok: missed.length === 0,
    };
    mkdirSync(join(ROOT, "bench/results"), { recursive: true });
    writeFileSync(join(ROOT, "bench/results/latest.json"), `${JSON.stringify(result, null, 1)}\n`);
    const caption =
      `Build \`${manifest.version}\`, ${started.toISOString().slice(0, 16).replace("T", " ")} UTC, ${os.cpus().length} cores, ` +
      `load average ${loadAtStart.toFixed(1)} at the start and ${(os.loadavg()[0] ?? 0).toFixed(1)} at the end; ` +
      `${missed.length ? `${missed.length} budget(s) missed` : "every budget met"}.`;
    writeFileSync(join(ROOT, "bench/results/latest.md"), `${caption}\n\n${table}\n`);
    progress("wrote bench/results/latest.json and latest.md");
    if (flag("readme")) await updateReadme(`${caption}\n\n${table}`);
  }
  return missed.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(2);
  },
);
