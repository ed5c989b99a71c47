// Reduced motion, and a reader who jumps instead of scrolling (a link to a section, the End key, find in page, a
// screen reader's heading list, a reload halfway down): every section of every language's home page, at a phone's
// width and a laptop's, is laid out at the page's width the moment it is reached, shown, its words inside the screen
// and its heading shown (issue #24).
import { devices, type BrowserContext, type Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures.ts";
import { wcagRoutes } from "./wcag.ts";

test.describe.configure({ mode: "parallel" });
test.skip(({ isMobile }) => isMobile, "the desktop project opens the phone width itself");
test.use({ reducedMotion: "reduce" });

interface Jump {
  target: string;
  outside: string[];
  hiddenHeading: boolean;
  /** Why the section itself cannot be seen where it was reached (faded out, collapsed, moved off the screen). */
  unseen: string | null;
}

/**
 * Measures one section or docs step of the home page where a reader reaches it: jumped to by its fragment (a link,
 * location.hash) or scrolled to the top (find in page, a screen reader's heading list), `of` being its id; or, with
 * "here", every one `of` matches (a selector) on the screen where the page is now (after the End key, a reload).
 */
function reachAndMeasure({ how, of }: { how: string; of: string }): Promise<Jump[]> {
  // Two frames, or half a second where the page produces none: what is measured next forces its own layout either way.
  const frames = () =>
    new Promise((r) => {
      requestAnimationFrame(() => requestAnimationFrame(r));
      setTimeout(r, 500);
    });
  /** Inside a strip that moves sideways on purpose: a scrolling row, or a carousel track moved by a transform. */
  const scrollable = (el: Element) => {
    for (let a = el.parentElement; a; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (/auto|scroll/.test(s.overflowX) || s.transform !== "none") return true;
    }
    return false;
  };
  const onScreen = (r: DOMRect) => r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
  function measure(target: HTMLElement): Jump {
    const outside = new Set<string>();
    const range = document.createRange();
    const walker = document.createTreeWalker(target, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || !node.textContent?.trim() || !el.checkVisibility() || scrollable(el)) continue;
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) {
        if (r.width > 0 && (r.right > innerWidth + 1 || r.left < -1)) outside.add(node.textContent.trim().slice(0, 40));
      }
    }
    const heading = target.querySelector("h2, h3");
    const r = target.getBoundingClientRect();
    const unseen =
      r.height < 1
        ? "no height"
        : !target.checkVisibility({ opacityProperty: true, visibilityProperty: true })
          ? "faded out or hidden"
          : !onScreen(r)
            ? `off the screen at ${Math.round(r.left)},${Math.round(r.top)}`
            : null;
    return { target: target.id, outside: [...outside], hiddenHeading: heading !== null && !heading.checkVisibility({ opacityProperty: true, visibilityProperty: true }), unseen };
  }
  return (async () => {
    if (how === "here") {
      await frames();
      return [...document.querySelectorAll<HTMLElement>(of)].filter((t) => onScreen(t.getBoundingClientRect())).map(measure);
    }
    const target = document.getElementById(of)!;
    if (how === "hash") location.hash = of;
    else target.scrollIntoView({ block: "start" });
    await frames();
    return [measure(target)];
  })();
}
/** The sections and docs steps of the home page. */
const TARGETS = "main section[id], main .docs-item[id]";

/**
 * Reaches every section one by one, each jump its own short call into the page: a page that stops answering (it
 * happened once on CI's two busy cores, one evaluate of all 25 jumps hanging for the test's whole 90 s) is named with
 * the section it was reaching, after 20 s, instead of a bare timeout.
 */
async function reachEverywhere(at: Page, how: "hash" | "scroll"): Promise<Jump[]> {
  const ids = await at.evaluate((sel) => [...document.querySelectorAll(sel)].map((t) => t.id), TARGETS);
  const jumps: Jump[] = [];
  for (const id of ids) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stalled = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`#${id} (${how}): the page did not answer within 20 s`)), 20_000);
    });
    jumps.push(...(await Promise.race([at.evaluate(reachAndMeasure, { how, of: id }), stalled]).finally(() => clearTimeout(timer))));
  }
  if (how === "hash") await at.evaluate(() => history.replaceState(null, "", location.pathname));
  return jumps;
}

function expectShown(jumps: Jump[], how: string) {
  for (const j of jumps) {
    expect(j.outside, `#${j.target} (${how}): words outside the screen`).toEqual([]);
    expect(j.hiddenHeading, `#${j.target} (${how}): heading not shown`).toBe(false);
    expect(j.unseen, `#${j.target} (${how}): section not shown`).toBeNull();
  }
}

/** The phone's own context, closed after its test, pass or fail: a page left open keeps its timers running. */
let phone: BrowserContext | undefined;
test.afterEach(async () => {
  await phone?.close();
  phone = undefined;
});

async function openAt(page: Page, width: number, path: string): Promise<Page> {
  if (width > 760) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    return page;
  }
  phone = await page
    .context()
    .browser()!
    .newContext({ viewport: { width, height: 844 }, reducedMotion: "reduce", isMobile: true, hasTouch: true, userAgent: devices["Pixel 7"].userAgent });
  const at = await phone.newPage();
  await at.goto(path);
  return at;
}

// Every language's home (Arabic right to left).
for (const path of wcagRoutes.filter((r) => r.kind === "home").map((r) => r.path)) {
  for (const width of [390, 1440]) {
    test(`${path} at ${width} px: every section, reached by a link, a jump, the End key or a reload, is laid out at the page's width and shown`, async ({ page }) => {
      // Two ways in for English and Arabic, on CI's two busy cores.
      test.setTimeout(90_000);
      const at = await openAt(page, width, path);
      await at.evaluate(() => document.fonts.ready.then(() => undefined));
      // By a link in every language; scrolled to (where the sections still skip rendering until near) in English and
      // Arabic, one of each direction.
      for (const how of ["/", "/ar/"].includes(path) ? (["hash", "scroll"] as const) : (["hash"] as const)) {
        const jumps = await reachEverywhere(at, how);
        expect(jumps.length).toBeGreaterThan(10);
        expectShown(jumps, how);
      }
      // The End key, as a keyboard reader leaves the hero: the page is no wider than the screen there either.
      await at.evaluate(() => scrollTo({ top: 0, behavior: "instant" }));
      // (Down the page: its end moves on as the sections on the way are laid out at their real height. The key is pressed
      // again until the page has moved: on a busy machine a press can land before the page takes keys. The page's state
      // rides along, so a page that never moves is reported with it: twice on CI's busy cores, /tr/ both times.)
      await expect
        .poll(
          async () => {
            await at.keyboard.press("End");
            return at.evaluate(() => ({
              moved: scrollY > innerHeight,
              scrollY,
              scrollHeight: document.documentElement.scrollHeight,
              focused: document.activeElement?.tagName,
              pageHasFocus: document.hasFocus(),
              renderAll: document.documentElement.classList.contains("render-all"),
              bodyOverflow: getComputedStyle(document.body).overflow,
            }));
          },
          { timeout: 20_000 },
        )
        .toMatchObject({ moved: true });
      expectShown(await at.evaluate(reachAndMeasure, { how: "here", of: TARGETS }), "End key");
      expect(await at.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // A reload halfway down: the browser puts the reader back there, and what is on the screen is shown.
      await at.evaluate(() => document.querySelector("#podf")!.scrollIntoView({ block: "start" }));
      await at.reload();
      await hydrated(at);
      await expect.poll(() => at.evaluate(() => scrollY)).toBeGreaterThan(0);
      const here = await at.evaluate(reachAndMeasure, { how: "here", of: TARGETS });
      expect(here.length).toBeGreaterThan(0);
      expectShown(here, "reload");
    });
  }
}
