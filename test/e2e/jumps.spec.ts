// Reduced motion, and a reader who jumps instead of scrolling (the End key, find in page, a screen reader's heading
// list): every section of the home page, in English and Arabic, at a phone's width and a laptop's, is laid out at
// the page's width the moment it is reached, its words inside the screen and its heading shown.
import { devices, type Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

test.describe.configure({ mode: "parallel" });
test.skip(({ isMobile }) => isMobile, "the desktop project opens the phone width itself");
test.use({ reducedMotion: "reduce" });

interface Jump {
  target: string;
  outside: string[];
  hiddenHeading: boolean;
}

/** Jumps to each section and each docs step in turn (no scrolling through) and measures it there. */
function jumpEverywhere(): Promise<Jump[]> {
  const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  /** Inside a strip that moves sideways on purpose: a scrolling row, or a carousel track moved by a transform. */
  const scrollable = (el: Element) => {
    for (let a = el.parentElement; a; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (/auto|scroll/.test(s.overflowX) || s.transform !== "none") return true;
    }
    return false;
  };
  return (async () => {
    const results: Jump[] = [];
    const targets = [...document.querySelectorAll<HTMLElement>("main section[id], main .docs-item[id]")];
    const range = document.createRange();
    for (const target of targets) {
      target.scrollIntoView({ block: "start" });
      await frames();
      const outside = new Set<string>();
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
      results.push({
        target: target.id,
        outside: [...outside],
        hiddenHeading: heading !== null && !heading.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
      });
    }
    return results;
  })();
}

async function openAt(page: Page, width: number, path: string): Promise<Page> {
  if (width > 760) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    return page;
  }
  const context = await page
    .context()
    .browser()!
    .newContext({ viewport: { width, height: 844 }, reducedMotion: "reduce", isMobile: true, hasTouch: true, userAgent: devices["Pixel 7"].userAgent });
  const phone = await context.newPage();
  await phone.goto(path);
  return phone;
}

for (const path of ["/", "/ar/"]) {
  for (const width of [390, 1440]) {
    test(`${path} at ${width} px: every section, reached by a jump, is laid out at the page's width and shown`, async ({ page }) => {
      const at = await openAt(page, width, path);
      await at.evaluate(() => document.fonts.ready.then(() => undefined));
      const jumps = await at.evaluate(jumpEverywhere);
      expect(jumps.length).toBeGreaterThan(10);
      for (const j of jumps) {
        expect(j.outside, `#${j.target}: words outside the screen`).toEqual([]);
        expect(j.hiddenHeading, `#${j.target}: heading not shown`).toBe(false);
      }
      // The End key, as a keyboard reader leaves the hero: the page is no wider than the screen there either.
      await at.keyboard.press("End");
      await at.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      expect(await at.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
}
