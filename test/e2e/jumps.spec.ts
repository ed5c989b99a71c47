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
 * Measures every section and docs step of the home page where a reader reaches it: jumped to one by one, by its
 * fragment (a link, location.hash) or by scrolling it to the top (find in page, a screen reader's heading list), or,
 * with "here", those on the screen where the page is now (after the End key, a reload). `how`: "hash", "scroll", "here".
 */
function reachEverywhere(how: string): Promise<Jump[]> {
  // Two frames, or half a second where the page produces none (a landing hung here once, on CI's busy cores, waiting
  // for a frame that never came): what is measured next forces its own layout either way.
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
    const targets = [...document.querySelectorAll<HTMLElement>("main section[id], main .docs-item[id]")];
    if (how === "here") {
      await frames();
      return targets.filter((t) => onScreen(t.getBoundingClientRect())).map(measure);
    }
    const results: Jump[] = [];
    for (const target of targets) {
      if (how === "hash") location.hash = target.id;
      else target.scrollIntoView({ block: "start" });
      await frames();
      results.push(measure(target));
    }
    if (how === "hash") history.replaceState(null, "", location.pathname);
    return results;
  })();
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
      for (const how of ["/", "/ar/"].includes(path) ? ["hash", "scroll"] : ["hash"]) {
        const jumps = await at.evaluate(reachEverywhere, how);
        expect(jumps.length).toBeGreaterThan(10);
        expectShown(jumps, how);
      }
      // The End key, as a keyboard reader leaves the hero: the page is no wider than the screen there either.
      await at.evaluate(() => scrollTo({ top: 0, behavior: "instant" }));
      // (Down the page: its end moves on as the sections on the way are laid out at their real height. The key is pressed
      // again until the page has moved: on a busy machine a press can land before the page takes keys.)
      await expect
        .poll(
          async () => {
            await at.keyboard.press("End");
            return at.evaluate(() => scrollY > innerHeight);
          },
          { timeout: 20_000 },
        )
        .toBe(true);
      expectShown(await at.evaluate(reachEverywhere, "here"), "End key");
      expect(await at.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // A reload halfway down: the browser puts the reader back there, and what is on the screen is shown.
      await at.evaluate(() => document.querySelector("#podf")!.scrollIntoView({ block: "start" }));
      await at.reload();
      await hydrated(at);
      await expect.poll(() => at.evaluate(() => scrollY)).toBeGreaterThan(0);
      const here = await at.evaluate(reachEverywhere, "here");
      expect(here.length).toBeGreaterThan(0);
      expectShown(here, "reload");
    });
  }
}
