// The phone figures as the bench reports them: the home page measured on a slowed phone (phone.ts), checked against
// BUDGETS.phone and written as a table.
import { atMost, BUDGETS, kb, verdict, type Check } from "./budgets.ts";
import { launchChromium } from "./bytes.ts";
import { CPU_SLOWDOWN, measurePhone, type PhoneSummary } from "./phone.ts";

/** The home page on a slow phone: JS before the first scroll, blocking while scrolling, the longest task, tap latency. */
export async function measureHomeOnPhone(baseUrl: string, runs: number, progress: (msg: string) => void): Promise<{ summary: PhoneSummary; checks: Check[]; table: string }> {
  progress(`phone / (390 px, CPU ${CPU_SLOWDOWN}x, ${runs} run${runs > 1 ? "s" : ""})`);
  const browser = await launchChromium();
  let summary: PhoneSummary;
  try {
    summary = await measurePhone(browser, `${baseUrl}/`, runs);
  } finally {
    await browser.close();
  }
  const b = BUDGETS.phone;
  const msOf = (n: number) => `${Math.round(n)} ms`;
  const check = (name: string, value: number | null, limit: number, show: (n: number) => string) =>
    value === null ? { name, ok: false, detail: "not measured" } : atMost(name, value, limit, show);
  const checks = [
    check("JS before scroll", summary.jsBeforeScroll, b.jsBeforeScroll, kb),
    check("TBT scrolling", summary.tbtScrollingMs, b.tbtScrollingMs, msOf),
    check("longest task", summary.longestTaskMs, b.longestTaskMs, msOf),
    check("INP carousel", summary.carouselInpMs, b.inpMs, msOf),
    check("INP menu", summary.menuInpMs, b.inpMs, msOf),
  ];
  const cell = (n: number | null, show: (n: number) => string) => (n === null ? "–" : show(n));
  const table = [
    `Home on a phone: 390 px, CPU slowed ${CPU_SLOWDOWN}x for real (CDP), median of ${summary.runs}.`,
    "",
    "| JS before scroll | TBT before scroll | TBT scrolling | longest task | longest after first paint | longest task scrolling | INP carousel | INP menu | budgets |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    `| ${cell(summary.jsBeforeScroll, kb)} | ${cell(summary.tbtBeforeScrollMs, msOf)} | ${cell(summary.tbtScrollingMs, msOf)} | ${cell(summary.longestTaskMs, msOf)} | ${cell(summary.longestAfterPaintMs, msOf)} | ${cell(summary.longestScrollTaskMs, msOf)} | ${cell(summary.carouselInpMs, msOf)} | ${cell(summary.menuInpMs, msOf)} | ${verdict(checks)} |`,
  ].join("\n");
  return { summary, checks, table };
}
