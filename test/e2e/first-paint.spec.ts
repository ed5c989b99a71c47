// What a reader on a phone gets before anything else: no React where no island needs it, CSS in the page,
// and a font swap that moves nothing.
import { routes } from "../../app/routes.ts";
import { expect, test } from "./fixtures.ts";

const KB = 1024;
const noIslandPages = ["/blog", "/roadmap", "/meridian_hub/", "/exception", routes.find((r) => r.kind === "article" && !r.path.includes("genesis"))!.path];

test.describe("first paint", () => {
  test.skip(({ isMobile }) => !isMobile, "measured as a phone loads the page");

  for (const path of noIslandPages) {
    test(`${path} loads no React, no stylesheet file and at most 2 KB of script`, async ({ page }) => {
      const scripts: string[] = [];
      const styles: string[] = [];
      page.on("request", (r) => {
        if (r.resourceType() === "script") scripts.push(r.url());
        if (r.resourceType() === "stylesheet") styles.push(r.url());
      });
      await page.goto(path, { waitUntil: "networkidle" });
      await page.waitForTimeout(3500); // past the boot script's latest start time
      expect(scripts.filter((u) => /chunks\/|islands/.test(u))).toEqual([]);
      expect(scripts).toHaveLength(1);
      expect(styles).toEqual([]);
      const size = await page.evaluate(async (url) => (await (await fetch(url)).arrayBuffer()).byteLength, scripts[0]!);
      expect(size).toBeLessThanOrEqual(2 * KB * 2.2); // the raw file; the budget of 2 KB is gzip (npm run bench checks it)
      // The page's text and images had the connection to themselves: the script was asked for once it had loaded.
      const timing = await page.evaluate((url) => {
        const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
        const script = performance.getEntriesByName(url)[0];
        return { loaded: nav.loadEventStart, asked: script?.startTime ?? -1 };
      }, scripts[0]!);
      expect(timing.asked).toBeGreaterThanOrEqual(timing.loaded);
    });
  }

  test("the home page loads its islands' code after the page itself", async ({ page }) => {
    const chunks: string[] = [];
    page.on("request", (r) => r.url().includes("/chunks/") && chunks.push(r.url()));
    await page.goto("/", { waitUntil: "load" });
    await expect.poll(() => chunks.length).toBeGreaterThan(0);
  });

  test("swapping in the web font shifts no layout", async ({ page }) => {
    // Hold the font back until the fallback has painted, then let it in and measure every layout shift.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route("**/static/build/fonts/*.woff2", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/blog/meridian_world_manifesto", { waitUntil: "domcontentloaded" });
    await page.evaluate(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) (window as unknown as { shifts: number }).shifts += (e as unknown as { value: number }).value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    release();
    await page.waitForFunction(() => document.fonts.check("700 16px Inter") && document.fonts.status === "loaded");
    await page.waitForTimeout(300);
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number }).shifts);
    expect(shifts).toBeLessThan(0.001);
  });
});
