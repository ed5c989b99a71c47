// The navigation figures as the bench reports them: measured by navigation.ts, checked against BUDGETS.navigation and
// written as a table with the prerender cost under it.
import { atMost, BUDGETS, kb, verdict, type Check } from "./budgets.ts";
import { measureNavigation, type NavigationResult } from "./navigation.ts";
import { CPU_SLOWDOWN } from "./phone.ts";
import { cannotThrottle } from "./renderer-cpu.ts";
import { SHAPED } from "./shaped-proxy.ts";

export interface NavigationReport {
  result: NavigationResult | null;
  checks: Check[];
  table: string;
}

const ms = (n: number) => `${Math.round(n)} ms`;

export async function measureNavigationOnPhone(baseUrl: string, runs: number, progress: (msg: string) => void): Promise<NavigationReport> {
  const why = cannotThrottle();
  if (why) {
    progress(`navigation: not measured, the CPU cannot be slowed here: ${why}`);
    return { result: null, checks: [], table: `Between pages: not measured (the renderers' CPU cannot be slowed ${CPU_SLOWDOWN}x here: ${why}).` };
  }
  const result = await measureNavigation(baseUrl, runs, progress);
  const b = BUDGETS.navigation;
  const checks: Check[] = [];
  const lines = result.rows.map((row) => {
    const rowChecks: Check[] = [
      row.withMs === null ? { name: "tap", ok: false, detail: "not measured" } : atMost("tap", row.withMs, b.tapToPaintMs, ms),
      { name: "prerendered", ok: row.prerendered, detail: row.prerendered ? undefined : "a run opened a page not prepared" },
    ];
    if (row.backMs !== null || !row.fromCache || !row.backShown) {
      rowChecks.push(row.backMs === null ? { name: "Back", ok: false, detail: "not measured" } : atMost("Back", row.backMs, b.backMs, ms));
      rowChecks.push({ name: "bfcache", ok: row.fromCache, detail: row.fromCache ? undefined : "a Back did not restore from the bfcache" });
      if (!row.backShown) rowChecks.push({ name: "Back shown", ok: false, detail: "a Back showed no frame of the page before within 5 s" });
    }
    if (!row.floor) checks.push(...rowChecks.map((c) => ({ ...c, name: `${row.name}: ${c.name}` })));
    const ratio = row.withMs !== null && row.withoutMs ? `x${(row.withMs / row.withoutMs).toFixed(2)}` : "–";
    return `| ${row.name} | ${row.withMs === null ? "–" : ms(row.withMs)} | ${row.withoutMs === null ? "–" : ms(row.withoutMs)} | ${ratio} | ${row.backMs === null ? "–" : ms(row.backMs)} | ${row.floor ? "(no budget)" : verdict(rowChecks)} |`;
  });
  const c = result.cost;
  const share = c.withoutBytes ? c.aheadBytes / c.withoutBytes : 0;
  const costChecks = [atMost("pages prepared", c.prepared.length, b.preparedPages), atMost("bytes ahead", share, b.aheadShare, (n) => `${Math.round(n * 100)}% of the visit`)];
  if (c.withoutAhead > 0) costChecks.push({ name: "baseline", ok: false, detail: `${c.withoutAhead} requests prepared ahead with prerendering off` });
  checks.push(...costChecks.map((check) => ({ ...check, name: `prerender cost: ${check.name}` })));
  const table = [
    `Between pages on a phone: 390 px, the renderers' main threads slowed ${CPU_SLOWDOWN}x as DevTools does (a CPU cgroup; measured x${result.slowdown.toFixed(1)}), ` +
      `network ${SHAPED.rttMs} ms round trip and ${SHAPED.downBitsPerSecond / 1e6} Mbit/s (a shaping proxy), median of ${runs}. ` +
      "Tap to the next page's first paint with the site's speculation rules, and in a Chromium sent no rules, with prerendering off.",
    "",
    "| link | tap → paint | without prerendering | ratio | Back (bfcache) | budgets |",
    "| --- | --: | --: | --: | --: | --- |",
    ...lines,
    "",
    `Prerender cost of a scripted visit (the home page read to its end, then the blog list, the pointer resting on the logo, a card and the header link): ` +
      `${c.prepared.length} page${c.prepared.length === 1 ? "" : "s"} prepared and never opened (${c.prepared.join(", ") || "none"}), ` +
      `${kb(c.aheadBytes)} in ${c.aheadRequests} requests, ${Math.round(share * 100)}% of the ${kb(c.withoutBytes)} the visit downloads without prerendering; ${verdict(costChecks)}.`,
  ].join("\n");
  return { result, checks, table };
}
