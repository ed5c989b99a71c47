// The landing page's desktop behaviours, count-up, reduced motion and no-JavaScript reading,
// in real Chromium.
import { homeCopy as homeContent } from "./copy.ts";
import { COUNT_UP_MARGIN_PX, formatCount, GATE_STEPS, GATE_TICK_MS, PODF_LIST_PROGRESS } from "../../app/client/landing-rules.ts";
import { expect, test } from "./fixtures.ts";
import { dispatchEnded, open, placeTop, scrollToY, SECTION_IDS, storyVideo, videoPaused } from "./home-moves.ts";

test.describe("home on desktop", () => {
  test.skip(({ isMobile }) => isMobile, "desktop behaviours");

  test("the gate steps with the scroll ratio at the thresholds 9, 4 and 0", async ({ page }) => {
    await open(page);
    const scene = page.locator(".gate-scene");
    const cases: [number, number][] = [
      [0.95, 0],
      [0.6, 1],
      [0.2, 2],
      [-0.05, 3],
      [0.6, 1],
    ];
    for (const [fraction, expected] of cases) {
      await placeTop(page, "#gate", fraction);
      await expect(scene, `top at ${fraction} of the viewport`).toHaveAttribute("data-step", String(expected));
    }
    // No timer on desktop: the step holds still.
    await page.waitForTimeout(GATE_TICK_MS + 300);
    await expect(scene).toHaveAttribute("data-step", "1");
  });

  test("the docs side navigation follows the part being read and animates each part in", async ({ page }) => {
    await open(page);
    const parts = homeContent.docs.parts;
    await expect(page.locator(`#${parts.at(-1)!.id}`)).not.toHaveClass(/is-animated/);
    for (const part of parts) {
      await placeTop(page, `#${part.id}`, 0.3);
      await expect(page.locator(`.docs-nav a[href="#${part.id}"]`)).toHaveAttribute("aria-current", "location");
      await expect(page.locator(".docs-nav a.is-active")).toHaveCount(1);
      await expect(page.locator(`#${part.id}`)).toHaveClass(/is-animated/);
      await expect(page.locator(`#${part.id}`)).toHaveCSS("opacity", "1");
    }
  });

  test("a docs part animates only once its top is above two thirds of the window", async ({ page }) => {
    await open(page);
    await placeTop(page, "#rank", 0.72);
    await page.waitForTimeout(200);
    await expect(page.locator("#rank")).not.toHaveClass(/is-animated/);
    await placeTop(page, "#rank", 0.6);
    await expect(page.locator("#rank")).toHaveClass(/is-animated/);
  });

  test("the group dot of the section past the viewport middle is active", async ({ page }) => {
    await open(page);
    await placeTop(page, "#podf", 0.7);
    await page.waitForTimeout(200);
    await expect(page.locator(".group-dot.is-active")).toHaveCount(0);
    for (const dot of homeContent.group.dots) {
      await placeTop(page, `#${dot.id}`, 0.4);
      await expect(page.locator(`.group-dot[data-dot="${dot.key}"]`)).toHaveClass(/is-active/);
      await expect(page.locator(".group-dot.is-active")).toHaveCount(1);
    }
  });

  test("the PODF map slides with the scroll and the feature list appears past progress 0.7", async ({ page }) => {
    await open(page);
    const list = page.locator("#podf-features");
    const slides = page.locator(".podf-slides");
    await placeTop(page, "#podf", 0.95);
    await expect(slides).toHaveAttribute("data-slide", "0");
    await placeTop(page, "#podf", 1 - (PODF_LIST_PROGRESS - 0.1));
    await expect(slides).toHaveAttribute("data-slide", "1");
    await page.waitForTimeout(200);
    await expect(list).not.toHaveClass(/is-visible/);
    await placeTop(page, "#podf", 1 - (PODF_LIST_PROGRESS + 0.1));
    await expect(list).toHaveClass(/is-visible/);
    await expect(slides).toHaveAttribute("data-slide", String(homeContent.podf.slides.length - 1));
    await expect(page.locator(".podf-feature").last()).toHaveCSS("opacity", "1");
  });

  test("the marketplace moves in once and tilts with the scroll", async ({ page }) => {
    await open(page);
    const market = page.locator("#marketplace");
    await expect(market).not.toHaveClass(/move-in/);
    await placeTop(page, "#marketplace", 0.5);
    await expect(market).toHaveClass(/move-in/);
    const depth = () => page.locator(".market-device").evaluate((el) => (el as HTMLElement).style.getPropertyValue("--depth"));
    await expect.poll(depth).not.toBe("");
    const near = Number(await depth());
    await placeTop(page, "#marketplace", -0.2);
    await expect.poll(async () => Number(await depth())).toBeLessThan(near);
    await scrollToY(page, 0);
    await page.waitForTimeout(200);
    await expect(market).toHaveClass(/move-in/);
  });

  test("clicking a poster selects its story, and an ended video does not advance", async ({ page }) => {
    await open(page);
    const posters = page.locator(".story-poster");
    await posters.nth(2).click();
    await expect(posters.nth(2)).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator('.story-poster[aria-pressed="true"]')).toHaveCount(1);
    await expect(storyVideo(page).locator("source")).toHaveAttribute("src", homeContent.stories[2]!.src);
    await expect(page.locator(".story-still img")).toHaveAttribute("src", `${homeContent.stories[2]!.poster}.webp`);
    await dispatchEnded(page);
    await page.waitForTimeout(200);
    await expect(posters.nth(2)).toHaveAttribute("aria-pressed", "true");
  });

  test("the story video plays while in view and pauses otherwise", async ({ page }) => {
    await open(page);
    expect(await videoPaused(page)).toBe(true);
    await placeTop(page, "#headline video", 0.3);
    await expect.poll(() => videoPaused(page)).toBe(false);
    expect(await storyVideo(page).evaluate((v) => (v as HTMLVideoElement).muted)).toBe(true);
    // Top below two thirds of the viewport: not in view.
    await placeTop(page, "#headline video", 0.75);
    await expect.poll(() => videoPaused(page)).toBe(true);
    await placeTop(page, "#headline video", 0.5);
    await expect.poll(() => videoPaused(page)).toBe(false);
    // Bottom above the viewport top: not in view.
    const height = await storyVideo(page).evaluate((v) => v.getBoundingClientRect().height);
    await placeTop(page, "#headline video", 0, -(height + 10));
    await expect.poll(() => videoPaused(page)).toBe(true);
    // A newly selected story plays at once when the stage is in view.
    await placeTop(page, "#headline video", 0.2);
    await page.locator(".story-poster").nth(1).click();
    await expect.poll(() => videoPaused(page)).toBe(false);
  });

  test("a paused story stays paused until the visitor plays it again (WCAG 2.2.2)", async ({ page }) => {
    await open(page);
    await placeTop(page, "#headline video", 0.3);
    await expect.poll(() => videoPaused(page)).toBe(false);
    await page.getByRole("button", { name: "Pause the story" }).click();
    await expect.poll(() => videoPaused(page)).toBe(true);
    // Out of view and back: still paused.
    await placeTop(page, "#headline video", 0.75);
    await placeTop(page, "#headline video", 0.3);
    await page.waitForTimeout(300);
    expect(await videoPaused(page)).toBe(true);
    await page.getByRole("button", { name: "Play the story" }).click();
    await expect.poll(() => videoPaused(page)).toBe(false);
  });
});

test.describe("stats count-up", () => {
  test("counts up once, from 0 to the exact targets, when the top is within 50 px of the viewport bottom", async ({ page }) => {
    await open(page);
    const grid = page.locator(".stats-grid");
    const targets = homeContent.stats.map((s) => formatCount(s.target));
    await expect(page.locator(".stat-number")).toHaveText(targets);
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { statTexts: string[] }).statTexts = seen;
      const read = () => [...document.querySelectorAll(".stat-number")].map((e) => e.textContent).join("|");
      new MutationObserver(() => seen.push(read())).observe(document.querySelector(".stats-grid")!, { subtree: true, childList: true, characterData: true });
    });
    await placeTop(page, "#details", 1, COUNT_UP_MARGIN_PX + 30);
    await page.waitForTimeout(300);
    await expect(grid).toHaveAttribute("data-state", "idle");
    await placeTop(page, "#details", 1, COUNT_UP_MARGIN_PX - 20);
    await expect(grid).toHaveAttribute("data-state", /running|done/);
    await expect(grid).toHaveAttribute("data-state", "done", { timeout: 5000 });
    await expect(page.locator(".stat-number")).toHaveText(targets);
    const texts = () => page.evaluate(() => (window as unknown as { statTexts: string[] }).statTexts);
    const seen = await texts();
    // Up, never down, to the exact targets. Which frames reach the screen depends on the machine's speed (a busy one
    // may show its first number past 0), so the frames are checked for their order, not their count.
    const numbers = seen.map((t) => t.split("|").map((n) => Number(n.replace(/\D/g, ""))));
    for (const [i, frame] of numbers.entries()) {
      frame.forEach((n, j) => expect(n).toBeLessThanOrEqual(homeContent.stats[j]!.target));
      if (i > 0) frame.forEach((n, j) => expect(n).toBeGreaterThanOrEqual(numbers[i - 1]![j]!));
    }
    expect(seen.at(-1)).toBe(targets.join("|"));
    // Once: scrolling away and back does not run it again.
    await scrollToY(page, 0);
    await placeTop(page, "#details", 0.3);
    await page.waitForTimeout(600);
    expect((await texts()).length).toBe(seen.length);
    await expect(grid).toHaveAttribute("data-state", "done");
  });
});

test.describe("reduced motion", () => {
  test("animations settle at their end state and nothing stays hidden", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await open(page);
    const targets = homeContent.stats.map((s) => formatCount(s.target));
    await expect(page.locator(".gate-scene")).toHaveAttribute("data-step", String(GATE_STEPS - 1));
    for (const part of homeContent.docs.parts) await expect(page.locator(`#${part.id}`)).toHaveCSS("opacity", "1");
    await expect(page.locator("#podf-features")).toHaveClass(/is-visible/);
    await expect(page.locator(".podf-feature").first()).toHaveCSS("opacity", "1");
    await expect(page.locator(".market-device")).toHaveCSS("opacity", "1");
    await expect(page.locator(".market-device")).toHaveCSS("transform", "none");
    await expect(page.locator(".case-tag").first()).toHaveCSS("animation-name", "none");
    await placeTop(page, "#details", 0.3);
    await page.waitForTimeout(400);
    await expect(page.locator(".stat-number")).toHaveText(targets);
    await expect(page.locator(".stats-grid")).toHaveAttribute("data-state", "idle");
    await placeTop(page, "#gate", 0.95);
    await page.waitForTimeout(GATE_TICK_MS + 200);
    await expect(page.locator(".gate-scene")).toHaveAttribute("data-step", String(GATE_STEPS - 1));
    // Videos wait for the visitor, who starts and stops them with one button.
    await placeTop(page, "#headline video", 0.3);
    await page.waitForTimeout(300);
    expect(await videoPaused(page)).toBe(true);
    await page.getByRole("button", { name: "Play the story" }).click();
    await expect.poll(() => videoPaused(page)).toBe(false);
    await page.getByRole("button", { name: "Pause the story" }).click();
    await expect.poll(() => videoPaused(page)).toBe(true);
  });
});

test.describe("JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("every section's content is visible", async ({ page }) => {
    await page.goto("/");
    for (const id of SECTION_IDS) await expect(page.locator(`[id="${id}"]`), id).toBeVisible();
    for (const p of homeContent.mission.points) await expect(page.getByRole("heading", { name: p.title, exact: true })).toBeAttached();
    for (const part of homeContent.docs.parts) await expect(page.locator(`#${part.id}`)).toHaveCSS("opacity", "1");
    await expect(page.locator(".podf-feature")).toHaveCount(homeContent.podf.features.length);
    for (const f of await page.locator(".podf-feature").all()) await expect(f).toHaveCSS("opacity", "1");
    await expect(page.locator(".market-device")).toHaveCSS("opacity", "1");
    await expect(page.locator(".stat-number")).toHaveText(homeContent.stats.map((s) => formatCount(s.target)));
    await expect(page.locator(".gate-step")).toHaveCount(homeContent.gate.steps.length);
    await expect(page.locator(".story-title")).toHaveText(homeContent.stories.map((s) => s.title));
  });
});
