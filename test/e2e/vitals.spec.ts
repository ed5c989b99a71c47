// Field data in real Chromium: a sampled view loads web-vitals after load and, when the page is hidden, sends one
// beacon to /v1/vitals with its page kind, language, connection and metrics; a view that is not sampled loads and
// sends nothing. The local site samples no views (VITALS_SAMPLE_RATE 0, scripts/local/with-site.ts); a test turns
// sampling on for its own page by serving that page with data-vitals="1", as the worker does for a rate of 100%.
import type { Page, Request } from "@playwright/test";
import { VITALS_PATH } from "../../app/vitals/fields.ts";
import { expect, test } from "./fixtures.ts";

async function sampleEveryView(page: Page): Promise<void> {
  await page.route(/\/(ko\/)?blog$/, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/<html ([^>]*)>/, '<html $1 data-vitals="1">');
    await route.fulfill({ response, body: html });
  });
}

/** Hides the page the way a visitor leaving it does (another tab in front, then the page goes away). */
async function hide(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  });
}

test("a sampled view sends LCP, FCP, TTFB and CLS with its page kind, language and connection when hidden", async ({ page }) => {
  await sampleEveryView(page);
  const script = page.waitForResponse((r) => /\/static\/build\/vitals-[\w-]+\.js$/.test(r.url()));
  await page.goto("/ko/blog");
  await script;
  await page.mouse.click(5, 300); // a first input, so that LCP is final
  type Report = { page: string; lang: string; connection: string; metrics: { name: string; value: number }[] };
  const beacons: Report[] = [];
  page.on("request", (r: Request) => void (r.url().endsWith(VITALS_PATH) && r.method() === "POST" && beacons.push(r.postDataJSON() as Report)));
  // Hidden again until the four have been sent: the metrics reach the script in tasks of their own, which a busy
  // machine may run after the first hiding, and each hiding sends only what changed since (as a visitor's tab
  // switches do), so the four may arrive over several beacons, and a beacon may be seen after the next hiding.
  const names = async () => {
    await hide(page);
    return [...new Set(beacons.flatMap((b) => b.metrics.map((m) => m.name)))];
  };
  await expect.poll(names, { timeout: 15_000 }).toEqual(expect.arrayContaining(["CLS", "FCP", "LCP", "TTFB"]));
  for (const sent of beacons) {
    expect(sent).toMatchObject({ page: "blog", lang: "ko" });
    expect(["slow-2g", "2g", "3g", "4g", "unknown"]).toContain(sent.connection);
    for (const m of sent.metrics) expect(m.value, m.name).toBeGreaterThanOrEqual(0);
    expect(Object.keys(sent).sort()).toEqual(["connection", "lang", "metrics", "page"]);
  }
});

test("a view that is not sampled loads no field-data script and sends nothing", async ({ page }) => {
  const requests: string[] = [];
  page.on("request", (r) => requests.push(r.url()));
  await page.goto("/blog");
  await page.waitForLoadState("load");
  await page.waitForTimeout(1500);
  await hide(page);
  await page.goto("about:blank");
  expect(requests.filter((u) => u.includes("/vitals"))).toEqual([]);
});
