// No dead window: until an island has taken over, its server HTML keeps working, and the take-over keeps what the
// visitor did. The island runtime is held back here (its chunk answered only when the test says) to open the window
// as wide as a slow phone network would.
import type { Page, Route } from "@playwright/test";
import { MISSION_START_INDEX } from "../../app/client/landing-rules.ts";
import { expect, test } from "./fixtures.ts";
import { swipe } from "./home-moves.ts";

test.skip(({ isMobile }) => !isMobile, "the mission strip and its dots are the phone layout");

/** Holds every request for the island runtime until `release` is called. */
async function holdIslands(page: Page): Promise<() => void> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/static\/build\/islands-\w+\.js$/, (route) => (released ? route.continue() : void held.push(route)));
  return () => {
    released = true;
    for (const route of held.splice(0)) void route.continue();
  };
}

/** The card whose centre is nearest the strip's centre: the one a reader sees. */
const shownCard = (page: Page) =>
  page.locator(".mission-viewport").evaluate((strip) => {
    const centre = (r: DOMRect) => r.left + r.width / 2;
    const mid = centre(strip.getBoundingClientRect());
    const distances = [...strip.querySelectorAll(".mission-card")].map((c) => Math.abs(centre(c.getBoundingClientRect()) - mid));
    return distances.indexOf(Math.min(...distances));
  });

async function jumpToMission(page: Page): Promise<void> {
  await page.goto("/#mission");
  await page.waitForFunction(() => document.documentElement.classList.contains("js"));
  // The island has been asked to start (it is in view) but cannot run yet.
  await page.waitForTimeout(300);
  await expect(page.locator("#mission [data-island]")).not.toHaveAttribute("data-hydrated", "true");
}

test("before the carousel runs, the strip opens at the start slide and a swipe scrolls it; the carousel then starts where the visitor left it", async ({ page }) => {
  const release = await holdIslands(page);
  await jumpToMission(page);
  expect(await shownCard(page)).toBe(MISSION_START_INDEX);
  await swipe(page, ".mission-viewport", "right");
  await expect.poll(() => shownCard(page)).toBe(MISSION_START_INDEX - 1);
  await swipe(page, ".mission-viewport", "right");
  await expect.poll(() => shownCard(page)).toBe(MISSION_START_INDEX - 2);

  release();
  const carousel = page.locator(".mission-carousel");
  await expect(page.locator("#mission [data-island]")).toHaveAttribute("data-hydrated", "true");
  await expect(carousel).toHaveAttribute("data-index", String(MISSION_START_INDEX - 2));
  expect(await shownCard(page)).toBe(MISSION_START_INDEX - 2);
  await expect(page.locator('.mission-dot[aria-current="true"]')).toHaveCount(1);
  await expect(page.locator(".mission-dot").nth(MISSION_START_INDEX - 2)).toHaveAttribute("aria-current", "true");
  // From here it is the carousel: a swipe moves it one slide.
  await swipe(page, ".mission-viewport", "left");
  await expect(carousel).toHaveAttribute("data-index", String(MISSION_START_INDEX - 1));
  await expect.poll(() => shownCard(page)).toBe(MISSION_START_INDEX - 1);
});

test("a tap on a carousel dot before the carousel runs is answered once it does", async ({ page }) => {
  const release = await holdIslands(page);
  await jumpToMission(page);
  await page.locator(".mission-dot").nth(1).tap();
  await page.waitForTimeout(200);
  release();
  await expect(page.locator(".mission-carousel")).toHaveAttribute("data-index", "1");
  await expect(page.locator(".mission-dot").nth(1)).toHaveAttribute("aria-current", "true");
  await expect.poll(() => shownCard(page)).toBe(1);
});

test("a tap on a story's poster before the stories run is answered once they do", async ({ page }) => {
  const release = await holdIslands(page);
  await page.goto("/#headline");
  await page.waitForFunction(() => document.documentElement.classList.contains("js"));
  const posters = page.locator("#headline .story-poster");
  const other = (await posters.count()) - 1;
  await expect(posters.nth(other)).not.toHaveAttribute("aria-pressed", "true");
  await posters.nth(other).tap();
  await page.waitForTimeout(200);
  release();
  await expect(page.locator("#headline [data-island]")).toHaveAttribute("data-hydrated", "true");
  await expect(posters.nth(other)).toHaveAttribute("aria-pressed", "true");
});
