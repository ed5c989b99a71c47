// Field data in real Chromium: a sampled view loads web-vitals after load and, when the page is hidden, sends one
// beacon to /v1/vitals with its view id, page kind, language, connection and metrics, which the worker accepts (from
// the site's own page); a view that is not sampled loads and sends nothing; another site's page cannot report. The local site samples no views (VITALS_SAMPLE_RATE 0, scripts/local/with-site.ts); a test turns
// sampling on for its own page by serving that page with data-vitals="1", as the worker does for a rate of 100%.
import { createServer } from "node:http";
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

test("a sampled view sends one report with its metrics, page kind, language and connection when hidden, and it is accepted", async ({ page }) => {
  await sampleEveryView(page);
  const script = page.waitForResponse((r) => /\/static\/build\/vitals-[\w-]+\.js$/.test(r.url()));
  await page.goto("/ko/blog");
  await script;
  await page.mouse.click(5, 300); // a first input, so that LCP is final
  // The metrics reach the script in tasks of their own: the page has painted and measured them before it is hidden.
  await page.waitForFunction(() => performance.getEntriesByType("paint").length > 0 && performance.getEntriesByType("navigation").length > 0);
  type Report = { view: string; page: string; lang: string; connection: string; metrics: { name: string; value: number }[] };
  const beacons: Report[] = [];
  const answers: number[] = [];
  page.on("request", (r: Request) => void (r.url().endsWith(VITALS_PATH) && r.method() === "POST" && beacons.push(r.postDataJSON() as Report)));
  page.on("response", (r) => void (r.url().endsWith(VITALS_PATH) && answers.push(r.status())));
  await expect
    .poll(async () => {
      await hide(page);
      return answers;
    })
    .toEqual([204]);
  await hide(page);
  await page.waitForTimeout(300);
  expect(beacons, "one report per view, however often it is hidden").toHaveLength(1);
  const sent = beacons[0]!;
  expect(sent).toMatchObject({ page: "blog", lang: "ko", view: expect.stringMatching(/^[0-9a-f]{32}$/) });
  expect(sent.metrics.map((m) => m.name)).toEqual(expect.arrayContaining(["FCP", "TTFB"]));
  expect(["slow-2g", "2g", "3g", "4g", "unknown"]).toContain(sent.connection);
  for (const m of sent.metrics) expect(m.value, m.name).toBeGreaterThanOrEqual(0);
  expect(Object.keys(sent).sort()).toEqual(["connection", "lang", "metrics", "page", "view"]);
});

test("a report posted from another site's page is refused (403)", async ({ page, baseURL, consoleProblems }, testInfo) => {
  // Another site: a page on another loopback port (another origin), served by the test itself.
  const server = createServer((_, res) => void res.writeHead(200, { "Content-Type": "text/html" }).end("<!doctype html><title>elsewhere</title><p>elsewhere"));
  const port = 8812 + testInfo.parallelIndex;
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  try {
    // The answer carries Cross-Origin-Resource-Policy: same-origin, so the page never sees it (the browser says so in
    // the console); the status comes from the browser's own network log (the DevTools protocol).
    consoleProblems.expect(/ERR_BLOCKED_BY_RESPONSE/);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    const urls = new Map<string, string>();
    cdp.on("Network.requestWillBeSent", (e) => void urls.set(e.requestId, e.request.url));
    // The two events of one request may come in either order (the extra info first on a busy machine): matched when read.
    const codes = new Map<string, number>();
    cdp.on("Network.responseReceivedExtraInfo", (e) => void codes.set(e.requestId, e.statusCode));
    const statuses = () => [...codes].filter(([id]) => urls.get(id)?.endsWith(VITALS_PATH)).map(([, code]) => code);
    await page.goto(`http://127.0.0.1:${port}/`);
    const report = { view: "0123456789abcdef0123456789abcdef", page: "blog", lang: "en", connection: "4g", metrics: [{ name: "LCP", value: 1 }] };
    await page.evaluate(([url, body]) => navigator.sendBeacon(url!, body!), [`${baseURL}${VITALS_PATH}`, JSON.stringify(report)]);
    await expect.poll(statuses).toEqual([403]);
  } finally {
    await new Promise((resolve) => server.close(resolve));
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
