// Moves a reader makes on the landing page, shared by its browser tests (home.spec.ts, home-desktop.spec.ts).
import type { Page } from "@playwright/test";
import { hydrated } from "./fixtures.ts";

export const SECTION_IDS = [
  "mission",
  "gate",
  "docs",
  "anchor",
  "pon",
  "rank",
  "wallet",
  "group",
  "podf",
  "vr",
  "casesconverge",
  "marketplace",
  "market_spacing",
  "headline",
  "details",
  "citizen",
  "socialmedia",
];

export async function open(page: Page): Promise<void> {
  await page.goto("/");
  await hydrated(page);
}

/**
 * Scrolls like a reader, at most one viewport per frame, until the element's top sits at `fraction` of the
 * viewport height plus `offsetPx` (re-measured each frame, so late layout changes cannot leave it off target).
 */
export async function placeTop(page: Page, selector: string, fraction: number, offsetPx = 0): Promise<void> {
  await page.evaluate(
    async ([sel, f, off]) => {
      const el = document.querySelector(sel as string);
      if (!el) throw new Error(`no ${sel}`);
      const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      for (let i = 0; i < 100; i++) {
        const delta = el.getBoundingClientRect().top - (window.innerHeight * (f as number) + (off as number));
        if (Math.abs(delta) < 1) return;
        window.scrollBy({ top: Math.max(-window.innerHeight, Math.min(window.innerHeight, delta)), behavior: "instant" });
        await frames();
      }
      throw new Error(`cannot place ${sel} at ${f} of the viewport`);
    },
    [selector, fraction, offsetPx] as const,
  );
}

export async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
}

/** A real horizontal swipe with CDP touch events across the element's middle, at a finger's pace. */
export async function swipe(page: Page, selector: string, direction: "left" | "right"): Promise<void> {
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`${selector} is not on screen`);
  const y = box.y + box.height / 2;
  const [x0, x1] = direction === "left" ? [box.x + box.width * 0.8, box.x + box.width * 0.2] : [box.x + box.width * 0.2, box.x + box.width * 0.8];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: x0, y }] });
  for (let i = 1; i <= 8; i++) {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: x0 + ((x1 - x0) * i) / 8, y }] });
    await page.waitForTimeout(16);
  }
  // Hold still before lifting: no fling, like a deliberate swipe (a fling would swallow the next tap).
  await page.waitForTimeout(60);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

export const storyVideo = (page: Page) => page.locator("#headline video");
export const videoPaused = (page: Page) => storyVideo(page).evaluate((v) => (v as HTMLVideoElement).paused);
export const dispatchEnded = (page: Page) => storyVideo(page).evaluate((v) => v.dispatchEvent(new Event("ended")));
