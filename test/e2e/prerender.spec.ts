// Prerendering and the back/forward cache in a real Chromium. Playwright turns both off (DevTools disables prerendering,
// a launch flag the cache), so these tests drive /usr/bin/chromium with puppeteer-core, in a phone-width window. No
// Preload domain either: enabling it, too, turns prerendering off (PrerenderingDisabledByDevTools). They run against a
// site of their own that samples every view for field data (VITALS_SAMPLE_RATE 1), to see when a beacon goes out.
import { existsSync, readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import puppeteer, { type Browser, type HTTPRequest, type Page } from "puppeteer-core";
import { articles, relatedPosts } from "../../app/content/articles.ts";
import { DEFAULT_LANG, localePath, type LangCode } from "../../app/i18n/languages.ts";
import { ACTIVE_LANGS } from "../../app/i18n/messages.ts";
import { E2E_MINT_WINDOW_SECONDS } from "../../scripts/local/e2e-settings.ts";
import { startLocalSite, type LocalSite } from "../../scripts/local/site.ts";

/** What a page fetches once it runs: islands, mint state, field data and local times; nothing before it is shown. */
const BOOTED_WORK = /\/v1\/|\/islands-|\/vitals-|\/local-time-|\/boot-/;
const ARTICLE = articles.find((a) => relatedPosts(a.slug, 1).length > 0)!.slug;

test.skip(({ isMobile }) => isMobile, "drives its own phone-sized Chromium");
// Four prerendered navigations a language, each with its own rest for the browser to prepare the page.
test.setTimeout(90_000);

let site: LocalSite;
/** The field-data points a site's worker wrote to its log (VITALS_LOG: one JSON line each), in order. */
const pointsLogged = (log: string): { blobs: string[] }[] =>
  existsSync(log)
    ? readFileSync(log, "utf8")
        .split("\n")
        .filter((line) => line.includes('"event":"vitals"'))
        .map((line) => JSON.parse(line) as { blobs: string[] })
    : [];
let browser: Browser;
/** A site of the test's own on loopback, sampling every view; `slot` keeps parallel workers' ports apart. */
const sampledSite = (slot: number, logTo: string) =>
  startLocalSite({
    port: Number(new URL(process.env.BASE_URL ?? "http://127.0.0.1:8799").port) + 50 + slot,
    vars: { MINT_API_ORIGIN: process.env.MINT_SAMPLE_URL ?? "", MINT_FRESH_SECONDS: String(E2E_MINT_WINDOW_SECONDS), VITALS_SAMPLE_RATE: "1" },
    logTo,
  });

test.beforeAll(async ({ browserName: _ }, info) => {
  site = await sampledSite(info.parallelIndex, `test-results/worker-prerender-${info.parallelIndex}.log`);
  // A phone layout from the window alone: 500 px, headless Chromium's smallest, inside the phone rules (760 px and less).
  // (puppeteer's page.setViewport would also do, and follows a prerender; the bench's navigation table uses it.)
  browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--window-size=390,844"],
    defaultViewport: null,
  });
});
test.afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const at = (lang: LangCode, path: string) => `${site.url}${lang === DEFAULT_LANG ? path : localePath(lang, path)}`;

/** Resolves once the browser has prerendered `url` (its document request, marked by Sec-Purpose, has been answered),
 *  or after 10 s (then the tap finds a page that was not prepared, and the activation check says so). */
function prerendered(page: Page, url: string, ms = 10_000): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (req?: HTTPRequest) => {
      if (req && (req.url() !== url || !(req.headers()["sec-purpose"] ?? "").includes("prerender"))) return;
      page.off("requestfinished", done);
      clearTimeout(timer);
      resolve(req !== undefined);
    };
    const timer = setTimeout(done, ms);
    page.on("requestfinished", done);
  });
}

interface Shown {
  activationStart: number;
  lang: string;
  /** Paths the page fetched before and after it was shown. */
  before: string[];
  after: string[];
}

/** Evaluated in the page that opened: its activation time, language and what it fetched on either side of it. */
const SHOWN = `(() => {
  const nav = performance.getEntriesByType("navigation")[0];
  const paths = (before) => performance.getEntriesByType("resource").filter((r) => r.startTime < nav.activationStart === before).map((r) => new URL(r.name).pathname);
  return JSON.stringify({ activationStart: nav.activationStart, lang: document.documentElement.lang, before: paths(true), after: paths(false) });
})()`;

const shown = async (page: Page): Promise<Shown> => JSON.parse(String(await page.evaluate(SHOWN))) as Shown;

/**
 * The same, in the tab a new-tab link opened. Chromium activates the tab it prerendered into, which puppeteer does not
 * list among its pages: it is reached through the browser's own DevTools target list.
 */
async function shownInNewTab(url: string): Promise<Shown> {
  const cdp = await browser.target().createCDPSession();
  try {
    let tab: { targetId: string } | undefined;
    for (let i = 0; i < 50 && !tab; i++) {
      const { targetInfos } = await cdp.send("Target.getTargets");
      tab = targetInfos.find((t) => t.type === "page" && t.url === url);
      if (!tab) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (!tab) throw new Error(`no tab opened ${url}`);
    const { sessionId } = await cdp.send("Target.attachToTarget", { targetId: tab.targetId, flatten: true });
    const session = cdp.connection()!.session(sessionId)!;
    await session.send("Runtime.evaluate", { expression: "new Promise((r) => document.readyState === 'complete' ? r() : addEventListener('load', r))", awaitPromise: true });
    const { result } = await session.send("Runtime.evaluate", { expression: SHOWN, returnByValue: true });
    await session.send("Runtime.evaluate", { expression: "window.close()" });
    return JSON.parse(String(result.value)) as Shown;
  } finally {
    await cdp.detach();
  }
}

/** Points at the link, waits for the browser to prepare its page (a same-tab one: its document answered; a new-tab
 *  one is prepared where this page cannot see it, so a short rest), taps it, and returns what the opened page saw. */
async function tapPrepared(page: Page, selector: string): Promise<Shown> {
  const link = (await page.waitForSelector(selector))!;
  const href = await link.evaluate((a) => (a as HTMLAnchorElement).href);
  const newTab = await link.evaluate((a) => (a as HTMLAnchorElement).target === "_blank");
  if (newTab) {
    await link.hover();
    await new Promise((resolve) => setTimeout(resolve, 2000));
  } else {
    // A busy machine may let a hover pass without a prerender starting: the pointer leaves and comes back, as a
    // visitor's does, at most three times.
    for (let attempt = 0; attempt < 3; attempt++) {
      const ready = prerendered(page, href, 5000);
      await link.hover();
      if (await ready) break;
      await page.mouse.move(1, 1);
    }
  }
  // Its own subresources (picture, stylesheet) finish loading inside the prerender.
  await new Promise((resolve) => setTimeout(resolve, 500));
  if (newTab) {
    await link.click();
    return shownInNewTab(href);
  }
  await Promise.all([page.waitForNavigation(), link.click()]);
  return shown(page);
}

for (const lang of ACTIVE_LANGS) {
  test(`${lang}: a blog card, Blog in an article, the logo on /roadmap and a related article open pages prepared before the tap`, async () => {
    const page = await browser.newPage();
    const cases = [
      { from: "/blog", link: ".blog-card h3 a" },
      { from: `/blog/${ARTICLE}`, link: ".header-page-link" },
      { from: "/roadmap", link: ".logo" },
      { from: `/blog/${ARTICLE}`, link: ".more-posts a" },
    ];
    for (const { from, link } of cases) {
      test.info().annotations.push({ type: "step", description: `${from} ${link}` });
      await page.goto(at(lang, from), { waitUntil: "load" });
      const opened = await tapPrepared(page, link);
      expect(opened.activationStart, `${lang} ${from} ${link}`).toBeGreaterThan(0);
      expect(
        opened.before.filter((path) => BOOTED_WORK.test(path)),
        `${lang} ${from} ${link}`,
      ).toEqual([]);
      expect(opened.lang, `${lang} ${from} ${link}`).toBe(lang);
    }
    await page.close();
  });
}

test("a prerendered home page started nothing until it was shown, then boots as on a normal visit: islands, the mint call, field data", async ({ browserName: _ }, info) => {
  // A site of its own: the other tests' sampled views must not spend this client's field-data allowance (429).
  const log = `test-results/worker-prerender-beacon-${info.parallelIndex}.log`;
  const own = await sampledSite(10 + info.parallelIndex, log);
  test.info().attach("site", { body: own.url });
  const page = await browser.newPage();
  await page.goto(`${own.url}/roadmap`, { waitUntil: "load" });
  const from = pointsLogged(log).length;
  const first = await tapPrepared(page, ".logo");
  expect(first.activationStart).toBeGreaterThan(0);
  expect(first.before.filter((path) => BOOTED_WORK.test(path))).toEqual([]);
  const home = () =>
    pointsLogged(log)
      .slice(from)
      .filter((p) => p.blobs[1] === "home");
  expect(home()).toEqual([]);
  // Once shown: the page script, the Genesis block's island and its mint call, the field-data script.
  await page.waitForFunction(() => document.documentElement.classList.contains("js"), { timeout: 15_000 });
  await page.evaluate(() => document.querySelector("[data-island='GenesisMint']")?.scrollIntoView());
  await page.waitForSelector("[data-island='GenesisMint'][data-hydrated]", { timeout: 15_000 });
  await page.waitForFunction(() => performance.getEntriesByType("resource").some((r) => r.name.includes("/v1/mint/")), { timeout: 15_000 });
  await page.waitForFunction(() => performance.getEntriesByType("resource").some((r) => /\/vitals-\w+\.js$/.test(r.name)), { timeout: 15_000 });
  // Leaving sends the view's one beacon, which says it was prerendered.
  await page.goto(`${own.url}/blog`, { waitUntil: "load" });
  // The worker accepted it (its own page's origin) and wrote its metrics, each marked prerendered.
  await expect.poll(() => home().length, { timeout: 10_000 }).toBeGreaterThan(0);
  for (const point of home()) expect(point.blobs[5]).toBe("prerendered");
  await page.close();
  await own.stop();
});

test("Back and Forward restore every language's pages from the back/forward cache", async () => {
  const page = await browser.newPage();
  const cdp = await page.createCDPSession();
  await cdp.send("Page.enable");
  const notCached: unknown[] = [];
  cdp.on("Page.backForwardCacheNotUsed", (e) => notCached.push(e));
  const mark = () => page.evaluate(() => ((window as Window & { kept?: boolean }).kept = true));
  const kept = () => page.evaluate(() => (window as Window & { kept?: boolean }).kept === true);
  for (const lang of ACTIVE_LANGS) {
    for (const [a, b] of [
      ["/", "/blog"],
      [`/blog/${ARTICLE}`, "/roadmap"],
    ] as const) {
      await page.goto(at(lang, a), { waitUntil: "load" });
      await mark();
      await page.goto(at(lang, b), { waitUntil: "load" });
      await mark();
      await page.goBack({ waitUntil: "load" });
      expect(await kept(), `${lang}: Back to ${a}`).toBe(true);
      await page.goForward({ waitUntil: "load" });
      expect(await kept(), `${lang}: Forward to ${b}`).toBe(true);
    }
  }
  expect(notCached).toEqual([]);
  await page.close();
});

test("a Genesis block restored by Back asks for the mint state again, and its menu comes back closed", async () => {
  const page = await browser.newPage();
  await page.goto(at(DEFAULT_LANG, "/"), { waitUntil: "load" });
  await page.evaluate(() => document.querySelector("[data-island='GenesisMint']")?.scrollIntoView());
  await page.waitForFunction(() => performance.getEntriesByType("resource").some((r) => r.name.includes("/v1/mint/")), { timeout: 15_000 });
  const asked = () => page.evaluate(() => performance.getEntriesByType("resource").filter((r) => r.name.includes("/v1/mint/")).length);
  const before = await asked();
  await page.evaluate(() => (document.getElementById("site-menu") as HTMLDialogElement).showModal());
  await page.goto(at(DEFAULT_LANG, "/roadmap"), { waitUntil: "load" });
  await page.goBack({ waitUntil: "load" });
  expect(await page.evaluate(() => (document.getElementById("site-menu") as HTMLDialogElement).open)).toBe(false);
  await page.waitForFunction((n: number) => performance.getEntriesByType("resource").filter((r) => r.name.includes("/v1/mint/")).length > n, { timeout: 10_000 }, before);
  await page.close();
});
