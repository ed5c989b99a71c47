// What a visitor on a slow phone feels on the home page after its first paint, measured in real Chromium with the
// CPU really slowed down 4x (CDP Emulation.setCPUThrottlingRate), not estimated: Lighthouse's default "simulated"
// throttling runs the page at full speed and scales the trace afterwards, and only up to the page's load. Here:
// - JavaScript fetched before the first scroll (compressed bytes as sent, Accept-Encoding as the edge answers);
// - blocking time (the part of each task beyond 50 ms) before the first scroll and while scrolling through every
//   section, the longest task of the whole visit (the page's load included), the longest from the first paint on
//   (the first one a tap on something visible can meet) and the longest while scrolling;
// - interaction to next paint (Event Timing: from the input to the paint after it) for a tap on the mission
//   carousel and for opening the menu.
// Each figure is the median of `runs` fresh visits.
import type { Browser, CDPSession, Page } from "playwright-core";
import { MOBILE } from "../../playwright.config.ts";
import { median } from "./budgets.ts";
import { EDGE_ACCEPT_ENCODING } from "./browser.ts";

export const CPU_SLOWDOWN = 4;

export interface PhoneRun {
  jsBeforeScroll: number;
  tbtBeforeScrollMs: number;
  tbtScrollingMs: number;
  longestTaskMs: number;
  /** The longest task that starts at or after the first contentful paint: before it the screen is blank, so nothing a
   *  visitor taps can wait on the tasks that come earlier (the navigation's commit, the first style and layout). */
  longestAfterPaintMs: number;
  /** The longest task while scrolling: what a swipe or a tap there can wait for (the load's own are in longestTaskMs). */
  longestScrollTaskMs: number;
  carouselInpMs: number | null;
  menuInpMs: number | null;
}

export type PhoneSummary = { [K in keyof PhoneRun]: number | null } & { runs: number };

/** Long tasks and event timings, recorded by the page itself from its first script on. */
const RECORDER = `
window.__bench = { tasks: [], events: [], fcp: Infinity };
new PerformanceObserver((l) => { for (const e of l.getEntriesByName("first-contentful-paint")) __bench.fcp = e.startTime; })
  .observe({ type: "paint", buffered: true });
new PerformanceObserver((l) => { for (const e of l.getEntries()) __bench.tasks.push({ start: e.startTime, duration: e.duration }); })
  .observe({ type: "longtask", buffered: true });
new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.interactionId) __bench.events.push({ id: e.interactionId, start: e.startTime, duration: e.duration }); })
  .observe({ type: "event", buffered: true, durationThreshold: 16 });
`;

interface Task {
  start: number;
  duration: number;
}

const blocking = (tasks: Task[]) => tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
const quiet = (page: Page, ms: number) => page.waitForTimeout(ms);

/** Compressed bytes of every script body, as they arrive (CDP: the bytes on the wire less the response headers). */
async function scriptBytes(cdp: CDPSession): Promise<() => number> {
  const headerBytes = new Map<string, number>();
  let total = 0;
  cdp.on("Network.responseReceived", (e) => {
    if (e.type === "Script") headerBytes.set(e.requestId, e.response.encodedDataLength);
  });
  cdp.on("Network.loadingFinished", (e) => {
    const headers = headerBytes.get(e.requestId);
    if (headers !== undefined) total += e.encodedDataLength - headers;
  });
  await cdp.send("Network.enable");
  return () => total;
}

/** The longest input-to-paint of the interactions that started after `since` (ms on the page's clock). */
async function interactionAfter(page: Page, since: number): Promise<number | null> {
  await quiet(page, 600);
  const events = await page.evaluate((t) => (window as unknown as { __bench: { events: Task[] } }).__bench.events.filter((e) => e.start >= t), since);
  return events.length ? Math.max(...events.map((e) => e.duration)) : null;
}

async function visit(browser: Browser, url: string): Promise<PhoneRun> {
  const context = await browser.newContext({ ...MOBILE, extraHTTPHeaders: { "Accept-Encoding": EDGE_ACCEPT_ENCODING } });
  try {
    await context.addInitScript(RECORDER);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const js = await scriptBytes(cdp);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: "load" });
    // Everything the page does on its own before the visitor moves: the old start-on-load fallback was 3 s.
    await quiet(page, 4000);
    const before = await page.evaluate(() => ({ now: performance.now(), tasks: (window as unknown as { __bench: { tasks: Task[] } }).__bench.tasks }));
    const jsBeforeScroll = js();

    // Scroll through every section as a thumb would: a screen at a time, each step given time to settle.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 600) {
      await page.mouse.wheel(0, 600);
      await quiet(page, 350);
    }
    await quiet(page, 2000);
    const { tasks: all, fcp } = await page.evaluate(() => (window as unknown as { __bench: { tasks: Task[]; fcp: number } }).__bench);
    const scrolling = all.filter((t) => t.start >= before.now);

    // A tap on the mission carousel's next dot, then opening the menu from the sticky header.
    await page.locator("#mission").scrollIntoViewIfNeeded();
    await quiet(page, 800);
    let t0 = await page.evaluate(() => performance.now());
    const dots = page.locator(".mission-dot");
    await dots.nth(1).tap();
    const carouselInpMs = await interactionAfter(page, t0);
    t0 = await page.evaluate(() => performance.now());
    await page.locator(".menu-toggle").first().tap();
    const menuInpMs = await interactionAfter(page, t0);

    return {
      jsBeforeScroll,
      tbtBeforeScrollMs: blocking(before.tasks),
      tbtScrollingMs: blocking(scrolling),
      longestTaskMs: Math.max(0, ...all.map((t) => t.duration)),
      longestAfterPaintMs: Math.max(0, ...all.filter((t) => t.start >= fcp).map((t) => t.duration)),
      longestScrollTaskMs: Math.max(0, ...scrolling.map((t) => t.duration)),
      carouselInpMs,
      menuInpMs,
    };
  } finally {
    await context.close();
  }
}

export async function measurePhone(browser: Browser, url: string, runs: number): Promise<PhoneSummary> {
  const results: PhoneRun[] = [];
  for (let i = 0; i < runs; i++) results.push(await visit(browser, url));
  const pick = (k: keyof PhoneRun) => median(results.map((r) => r[k]));
  return {
    runs: results.length,
    jsBeforeScroll: pick("jsBeforeScroll"),
    tbtBeforeScrollMs: pick("tbtBeforeScrollMs"),
    tbtScrollingMs: pick("tbtScrollingMs"),
    longestTaskMs: pick("longestTaskMs"),
    longestAfterPaintMs: pick("longestAfterPaintMs"),
    longestScrollTaskMs: pick("longestScrollTaskMs"),
    carouselInpMs: pick("carouselInpMs"),
    menuInpMs: pick("menuInpMs"),
  };
}
