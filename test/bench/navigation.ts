// Moving between pages on a phone (npm run bench): for four links a visitor taps, the time from the tap to the next
// page's first paint, with the site's speculation rules and without them (a Chromium that is sent no rules and has
// prerendering off); Back to the page before, from the back/forward cache; the same tap between two static pages
// (the floor); and what prerendering costs: the bytes and requests a scripted visit of the home page and the blog
// list makes the site serve for pages never opened. Chromium runs through puppeteer-core at 390 px, the main thread of
// its renderers slowed 4x by the operating system (renderer-cpu.ts), behind a proxy that shapes the network as the
// Lighthouse rows are (shaped-proxy.ts). Playwright cannot measure this: it turns prerendering and the back/forward
// cache off. Every DevTools call that waits on the page has a time limit: a run that fails is reported, not waited on.
import puppeteer, { type Browser, type CDPSession, type Page } from "puppeteer-core";
import { articles, relatedPosts } from "../../app/content/articles.ts";
import { CHROMIUM_FLAGS } from "./browser.ts";
import { NAVIGATION_FLOOR_LABEL, startNavigationFloor } from "./floor.ts";
import { median } from "./budgets.ts";
import { CPU_SLOWDOWN } from "./phone.ts";
import { throttleRenderers, type RendererThrottle } from "./renderer-cpu.ts";
import { SHAPED, startShapedProxy, type Served, type ShapedProxy } from "./shaped-proxy.ts";

const ARTICLE = articles.find((a) => relatedPosts(a.slug, 1).length > 0)!.slug;

export interface Navigation {
  name: string;
  from: string;
  link: string;
  /** The floor's pages (floor.ts), not the site's. */
  floor?: boolean;
}

export const NAVIGATIONS: readonly Navigation[] = [
  { name: "a blog card (new tab)", from: "/blog", link: ".blog-card h3 a" },
  { name: "Blog in an article", from: `/blog/${ARTICLE}`, link: ".header-page-link" },
  { name: "the logo on /roadmap", from: "/roadmap", link: ".logo" },
  { name: "a related article", from: `/blog/${ARTICLE}`, link: ".more-posts a" },
];

export interface NavigationFigures {
  name: string;
  /** The floor's row: for comparison, held to no budget. */
  floor: boolean;
  /** Tap to the next page's first contentful paint, median of the runs, with prerendering and without. */
  withMs: number | null;
  withoutMs: number | null;
  /** Every run's next page was activated from a prerender (activationStart > 0). */
  prerendered: boolean;
  /** Back to the page before: from the press to the first frame of the restored page; null for a new tab. */
  backMs: number | null;
  /** Every Back showed the page before within 5 s (a frame of it, stamped by the page). */
  backShown: boolean;
  /** No Back was reported as not restored from the back/forward cache. */
  fromCache: boolean;
}

export interface PrerenderCost {
  /** What the site served for pages prepared ahead and never opened (requests marked Sec-Purpose), on the wire. */
  aheadBytes: number;
  aheadRequests: number;
  /** Everything served for the visit, with the rules and with prerendering off. */
  withBytes: number;
  withoutBytes: number;
  /** The pages prepared ahead. */
  prepared: string[];
  /** Requests marked as prepared ahead with prerendering off (0: the baseline really prepares nothing). */
  withoutAhead: number;
}

const rest = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A browser for the table: prerendering on (the site's rules apply) or off. */
function launch(prerender: boolean): Promise<Browser> {
  return puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: [...CHROMIUM_FLAGS, "--window-size=500,844", ...(prerender ? [] : ["--disable-features=Prerender2"])],
    defaultViewport: null,
  });
}

/** The phone: puppeteer applies it to the pages the tab prerenders too (its emulation follows a prerender's session).
 *  Headless Chromium's smallest window is 500 px wide, the width a new tab opens at. */
const PHONE = { width: 390, height: 844, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/** A fixed piece of work on the page's main thread, in milliseconds of its own clock. */
const SPIN = `(() => { const t = performance.now(); let x = 0; for (let i = 0; i < 2e7; i++) x += i % 7; return performance.now() - t + (x < 0 ? 1 : 0); })()`;

async function spinMs(page: Page): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 3; i++) times.push(Number(await page.evaluate(SPIN)));
  return median(times)!;
}

/**
 * The main threads' share of a core that makes the page's own work take CPU_SLOWDOWN times as long, found by
 * measuring: the operating system's timers stretch every slice a little, more on a busy machine, so the share is
 * corrected until the measured slowdown is within 10% of the target.
 */
async function calibrate(browser: Browser): Promise<{ share: number; slowdown: number }> {
  const page = await browser.newPage();
  const pid = browser.process()!.pid!;
  try {
    const alone = await spinMs(page);
    let share = 1 / CPU_SLOWDOWN;
    let slowdown = 1;
    for (let i = 0; i < 5; i++) {
      const throttle = throttleRenderers(pid, share);
      try {
        slowdown = (await spinMs(page)) / alone;
      } finally {
        throttle.stop();
      }
      if (Math.abs(slowdown - CPU_SLOWDOWN) / CPU_SLOWDOWN < 0.1) break;
      share = Math.min(1, share * (slowdown / CPU_SLOWDOWN));
    }
    return { share, slowdown };
  } finally {
    await page.close();
  }
}

/** Wall-clock time of the page's first contentful paint, once it has one, and whether it was prerendered. */
const PAINTED = `new Promise((resolve) => {
  const nav = performance.getEntriesByType("navigation")[0];
  new PerformanceObserver((list, observer) => {
    const fcp = list.getEntriesByName("first-contentful-paint")[0];
    if (!fcp) return;
    observer.disconnect();
    resolve(JSON.stringify({ paintAt: performance.timeOrigin + fcp.startTime, activationStart: nav.activationStart ?? 0 }));
  }).observe({ type: "paint", buffered: true });
})`;

interface Painted {
  paintAt: number;
  activationStart: number;
}

/** The promise's value, or an error after `ms`: a page that never paints, or a DevTools call that never returns,
 *  fails its run instead of holding the bench. */
function within<T>(ms: number, promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: nothing after ${ms} ms`)), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * The same, in the tab a new-tab link opened, found in the browser's own DevTools target list (puppeteer does not list
 * a tab Chromium activated from a prerender); closed after.
 */
async function paintedInNewTab(browser: Browser, url: string): Promise<Painted> {
  const cdp = await browser.target().createCDPSession();
  try {
    const tab = await attachToTab(cdp, url);
    const { result } = await tab.send("Runtime.evaluate", { expression: PAINTED, awaitPromise: true, returnByValue: true });
    await tab.send("Runtime.evaluate", { expression: "window.close()" }).catch(() => undefined);
    return JSON.parse(String(result.value)) as Painted;
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}

/** The tab that shows `url`, found in the browser's own DevTools target list, and a session attached to it. */
async function attachToTab(cdp: CDPSession, url: string): Promise<CDPSession> {
  for (let i = 0; i < 100; i++) {
    const { targetInfos } = await cdp.send("Target.getTargets");
    const tab = targetInfos.find((t) => t.type === "page" && t.url === url);
    if (tab) {
      const { sessionId } = await cdp.send("Target.attachToTarget", { targetId: tab.targetId, flatten: true });
      return cdp.connection()!.session(sessionId)!;
    }
    await rest(50);
  }
  throw new Error(`no tab shows ${url}`);
}

/**
 * Back from the page a tap opened (`url`) to the one before (`previous`): the time from the press to the restored
 * page's first frame (stamped by STAMP_RESTORE), and whether it came from the bfcache (DevTools reports every Back that
 * did not). Through a DevTools session of its own: puppeteer's page loses its way back across a prerender's activation
 * (its goBack never settles, and the page's next call hangs).
 */
async function backInTab(browser: Browser, url: string, previous: string): Promise<{ ms: number; fromCache: boolean }> {
  const cdp = await browser.target().createCDPSession();
  try {
    const tab = await attachToTab(cdp, url);
    await tab.send("Page.enable");
    let notCached = false;
    tab.on("Page.backForwardCacheNotUsed", (e) => {
      notCached = true;
      process.stderr.write(`bench: navigation:   Back to ${previous} not from the bfcache: ${e.notRestoredExplanations.map((r) => r.reason).join(", ")}\n`);
    });
    const pressedAt = Date.now();
    await tab.send("Runtime.evaluate", { expression: "history.back()" });
    const restored = `location.href === ${JSON.stringify(previous)} && window.__restoredAt || null`;
    for (let i = 0; i < 250; i++) {
      const { result } = await tab.send("Runtime.evaluate", { expression: restored, returnByValue: true }).catch(() => ({ result: { value: null } }));
      if (result.value) return { ms: Number(result.value) - pressedAt, fromCache: !notCached };
      await rest(20);
    }
    return { ms: Number.NaN, fromCache: !notCached };
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}

/**
 * Whether the browser prepared the page at `path` before `ms` passed: the proxy answered its document and everything
 * else it fetched ahead (each request marked Sec-Purpose: prefetch;prerender) since `since`, and nothing more for
 * 500 ms. A visitor's tap comes once the page is ready, which on a slow phone is later than its document's answer.
 */
async function preparedAhead(proxy: ShapedProxy, path: string, since: number, ms: number): Promise<boolean> {
  for (const until = Date.now() + ms; Date.now() < until; await rest(50)) {
    const ahead = proxy.served.slice(since).filter((s) => s.purpose.includes("prerender"));
    const ended = ahead.map((s) => s.endedAt ?? Number.POSITIVE_INFINITY);
    if (ahead.some((s) => s.path === path && s.endedAt !== null) && Date.now() - Math.max(...ended) > 500) return true;
  }
  return false;
}

/** Throttles the browser's renderers while `work` runs. */
async function slowed<T>(browser: Browser, share: number, work: () => Promise<T>): Promise<T> {
  const throttle: RendererThrottle = throttleRenderers(browser.process()!.pid!, share);
  try {
    return await work();
  } finally {
    throttle.stop();
  }
}

/** Stamps, on the page's clock (wall time), the first frame the page shows when it is restored from the bfcache. */
const STAMP_RESTORE = `addEventListener("pageshow", (e) => { if (e.persisted) requestAnimationFrame(() => (window.__restoredAt = performance.timeOrigin + performance.now())); })`;

interface Tap {
  tapToPaint: number;
  prerendered: boolean;
  /** Back to the page before; null for a new tab. */
  back: { ms: number; fromCache: boolean } | null;
}

/** One tap: the visitor reads the page, rests on the link (hover), taps it; then goes Back. */
async function navigateOnce(browser: Browser, share: number, proxy: ShapedProxy, nav: Navigation, prerender: boolean): Promise<Tap> {
  const base = proxy.url;
  const page = await browser.newPage();
  try {
    await page.setViewport(PHONE);
    return await slowed(browser, share, async () => {
      await page.goto(`${base}${nav.from}`, { waitUntil: "load", timeout: 30_000 });
      await rest(1000);
      const link = (await page.waitForSelector(nav.link, { timeout: 5000 }))!;
      const href = await link.evaluate((a) => (a as HTMLAnchorElement).href);
      const newTab = await link.evaluate((a) => (a as HTMLAnchorElement).target === "_blank");
      await page.evaluate(STAMP_RESTORE);
      // The pointer rests on the link until the browser has prepared its page; a busy machine may let a hover pass
      // without a prerender starting, so the pointer leaves and comes back, at most three times. Without prerendering,
      // a rest as long as a visitor's.
      if (prerender) {
        const path = new URL(href).pathname;
        for (let attempt = 0; attempt < 3; attempt++) {
          const since = proxy.served.length;
          await link.hover();
          if (await preparedAhead(proxy, path, since, 10_000)) break;
          await page.mouse.move(1, 1);
        }
      } else {
        await link.hover();
        await rest(3000);
      }
      const box = (await link.boundingBox())!;
      const tappedAt = Date.now();
      if (newTab) {
        await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
        const painted = await within(15_000, paintedInNewTab(browser, href), "the new tab's first paint");
        return { tapToPaint: painted.paintAt - tappedAt, prerendered: painted.activationStart > 0, back: null };
      }
      await within(15_000, Promise.all([page.waitForNavigation({ timeout: 15_000 }), page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)]), "the tap's navigation");
      const painted = JSON.parse(String(await within(10_000, page.evaluate(PAINTED), "the first paint"))) as Painted;
      // Back, a second later: the page before comes back from the bfcache and shows a frame.
      await rest(1000);
      const back = await within(15_000, backInTab(browser, href, `${base}${nav.from}`), "Back").catch(() => ({ ms: Number.NaN, fromCache: true }));
      return { tapToPaint: painted.paintAt - tappedAt, prerendered: painted.activationStart > 0, back };
    });
  } finally {
    await within(5000, page.close(), "closing the tab").catch(() => undefined);
  }
}

/** The scripted visit whose cost prerendering adds: the home page read to its end, then the blog list, the pointer
 *  crossing a few links on the way (as a thumb or a mouse does) without opening any. */
async function scriptedVisit(browser: Browser, share: number, base: string): Promise<void> {
  const page = await browser.newPage();
  try {
    await slowed(browser, share, async () => {
      for (const path of ["/", "/blog"]) {
        await page.goto(`${base}${path}`, { waitUntil: "load" });
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = 0; y < height; y += 600) {
          await page.mouse.wheel({ deltaY: 600 });
          await rest(300);
        }
        for (const selector of [".logo", ".blog-card h3 a", ".header-page-link"]) {
          const link = await page.$(selector);
          if (link && (await link.isVisible())) {
            await link.hover();
            await rest(400);
          }
        }
        await rest(3000);
      }
    });
  } finally {
    await page.close().catch(() => undefined);
  }
}

export interface NavigationResult {
  rows: NavigationFigures[];
  cost: PrerenderCost;
  /** The renderers' measured slowdown (calibrate). */
  slowdown: number;
}

export async function measureNavigation(baseUrl: string, runs: number, progress: (msg: string) => void): Promise<NavigationResult> {
  // Without prerendering, the browser is also sent no rules: one with Prerender2 off still prefetches what they name.
  const proxies = { with: await startShapedProxy(baseUrl), without: await startShapedProxy(baseUrl, { withoutRules: true }) };
  const floor = await startNavigationFloor();
  const floorProxies = { with: await startShapedProxy(floor.url), without: await startShapedProxy(floor.url, { withoutRules: true }) };
  const browsers = { with: await launch(true), without: await launch(false) };
  try {
    const { share, slowdown } = await calibrate(browsers.with);
    progress(`navigation: renderers get ${Math.round(share * 100)}% of the CPU, measured ${slowdown.toFixed(1)}x slower`);
    // First, on empty caches: what the visit costs with the rules, and without prerendering.
    progress("navigation: prerender cost of a scripted visit (home, blog list)");
    const visit = async (browser: Browser, proxy: ShapedProxy): Promise<Served[]> => {
      const from = proxy.served.length;
      await scriptedVisit(browser, share, proxy.url);
      return proxy.served.slice(from);
    };
    const withServed = await visit(browsers.with, proxies.with);
    const withoutServed = await visit(browsers.without, proxies.without);
    const sum = (xs: Served[]) => xs.reduce((n, s) => n + s.bytes, 0);
    const ahead = withServed.filter((s) => /prefetch|prerender/.test(s.purpose));
    const cost: PrerenderCost = {
      aheadBytes: sum(ahead),
      aheadRequests: ahead.length,
      withBytes: sum(withServed),
      withoutBytes: sum(withoutServed),
      prepared: ahead.filter((s) => s.type.startsWith("text/html")).map((s) => s.path),
      withoutAhead: withoutServed.filter((s) => /prefetch|prerender/.test(s.purpose)).length,
    };
    // A run that fails (a page that never painted) counts as not prepared and is left out of the median.
    const attempt = (browser: Browser, nav: Navigation, prerender: boolean): Promise<Tap> =>
      navigateOnce(browser, share, (nav.floor ? floorProxies : proxies)[prerender ? "with" : "without"], nav, prerender).catch((err: unknown) => {
        progress(`navigation: ${nav.name} (${prerender ? "with" : "without"} prerendering) failed: ${String(err)}`);
        return { tapToPaint: Number.NaN, prerendered: false, back: null };
      });
    const rows: NavigationFigures[] = [];
    // Last, the same tap between two static pages: what this machine's Chromium needs to show any prepared page.
    for (const nav of [...NAVIGATIONS, { name: NAVIGATION_FLOOR_LABEL, from: "/", link: floor.link, floor: true }]) {
      progress(`navigation: ${nav.name} (${runs} run${runs > 1 ? "s" : ""} each way, ${SHAPED.rttMs} ms RTT, CPU ${CPU_SLOWDOWN}x)`);
      const withRuns = [];
      const withoutRuns = [];
      for (let i = 0; i < runs; i++) {
        const [prepared, plain] = [await attempt(browsers.with, nav, true), await attempt(browsers.without, nav, false)];
        withRuns.push(prepared);
        withoutRuns.push(plain);
        const back = prepared.back
          ? `, Back ${Number.isNaN(prepared.back.ms) ? "showed no frame" : `${Math.round(prepared.back.ms)} ms`}${prepared.back.fromCache ? "" : " (not from the bfcache)"}`
          : "";
        progress(`navigation:   ${Math.round(prepared.tapToPaint)} ms${prepared.prerendered ? "" : " (not prepared)"} vs ${Math.round(plain.tapToPaint)} ms${back}`);
      }
      const backs = withRuns.flatMap((r) => (r.back ? [r.back] : []));
      const measured = (taps: Tap[]) => median(taps.map((r) => r.tapToPaint).filter((ms) => !Number.isNaN(ms)));
      rows.push({
        name: nav.name,
        floor: nav.floor ?? false,
        withMs: measured(withRuns),
        withoutMs: measured(withoutRuns),
        prerendered: withRuns.every((r) => r.prerendered),
        backMs: median(backs.map((b) => b.ms).filter((ms) => !Number.isNaN(ms))),
        backShown: backs.every((b) => !Number.isNaN(b.ms)),
        fromCache: backs.every((b) => b.fromCache),
      });
    }
    return { rows, cost, slowdown };
  } finally {
    await browsers.with.close();
    await browsers.without.close();
    for (const proxy of [proxies.with, proxies.without, floorProxies.with, floorProxies.without]) await proxy.close();
    await floor.stop();
  }
}
