// Islands start only when the visitor gets near them (app/client/boot.ts): nothing but the boot script before the
// first scroll, then each island hydrates and works however it is reached: by scrolling, by a link to its section,
// by the keyboard.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

const scripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((r) => /\/static\/build\/.*\.js$/.test(r.name))
      .map((r) => new URL(r.name).pathname),
  );
const hydratedIslands = (page: Page) => page.locator("[data-island][data-hydrated='true']").evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.island));

test("before the first scroll the home page fetches only the boot script and its local-time worker, and no island starts", async ({ page }) => {
  await page.goto("/");
  await page.waitForFunction(() => document.documentElement.classList.contains("js"));
  await page.waitForTimeout(3500); // longer than the old start-after-3-s fallback
  // The worker formats the hero's event time in the reader's zone off the main thread (app/client/local-times.ts).
  expect((await scripts(page)).map((p) => p.replace(/-[\w]+\.js$/, ".js")).sort()).toEqual(["/static/build/boot.js", "/static/build/local-time.js"]);
  expect(await hydratedIslands(page)).toEqual([]);
});

test("scrolling to the mission carousel starts it, and its dots work", async ({ page, isMobile }) => {
  test.skip(!isMobile, "the carousel's dots are the phone layout");
  await page.goto("/");
  await page.waitForFunction(() => document.documentElement.classList.contains("js"));
  await page.mouse.wheel(0, 900);
  await page.locator("#mission").scrollIntoViewIfNeeded();
  await expect(page.locator("#mission [data-island]")).toHaveAttribute("data-hydrated", "true");
  await page.locator(".mission-dot").nth(1).tap();
  await expect(page.locator(".mission-dot").nth(1)).toHaveAttribute("aria-current", "true");
  // Islands far below have not started.
  expect(await hydratedIslands(page)).not.toContain("StatsCountUp");
});

test("a link to a section far down starts the island there without any scroll", async ({ page }) => {
  await page.goto("/#marketplace");
  await expect(page.locator("#marketplace [data-island]")).toHaveAttribute("data-hydrated", "true");
  await expect(page.locator("#marketplace .market-phone")).toBeVisible();
});

test("the keyboard reaches an island and starts it: focus inside it is enough", async ({ page, isMobile }) => {
  test.skip(isMobile, "a keyboard walk is a desktop visit");
  await page.goto("/");
  await page.waitForFunction(() => document.documentElement.classList.contains("js"));
  // Tab until focus is inside an island, as a keyboard visitor does, then that island is live.
  const focusedIsland = () => page.evaluate(() => (document.activeElement?.closest("[data-island]") as HTMLElement | null)?.dataset.island ?? null);
  let name: string | null = null;
  for (let i = 0; i < 200 && !name; i++) {
    await page.keyboard.press("Tab");
    name = await focusedIsland();
  }
  expect(name).not.toBeNull();
  await expect(page.locator(`[data-island="${name}"]`).first()).toHaveAttribute("data-hydrated", "true");
});
