// The landing page's behaviours (SPEC sections 2, 4 and 9) in real Chromium, each on the viewport it
// belongs to. Expectations come from the home content, the site config and the pure rules' constants.
import type { Page } from "@playwright/test";
import { en, homeCopy as homeContent } from "./copy.ts";
import {
  BACK_TO_TOP_FACTOR,
  COUNT_UP_MARGIN_PX,
  formatCount,
  GATE_STEPS,
  GATE_TICK_MS,
  MISSION_START_INDEX,
  PODF_LIST_PROGRESS,
} from "../../app/client/landing-rules.ts";
import { site } from "../../app/site.ts";
import { expect, hydrated, test } from "./fixtures.ts";

const SECTION_IDS = [
  "mission", "gate", "docs", "anchor", "pon", "rank", "wallet", "group", "podf", "vr", "casesconverge",
  "marketplace", "market_spacing", "headline", "details", "citizen", "socialmedia",
];

async function open(page: Page): Promise<void> {
  await page.goto("/");
  await hydrated(page);
}

/**
 * Scrolls like a reader, at most one viewport per frame, until the element's top sits at `fraction` of the
 * viewport height plus `offsetPx` (re-measured each frame, so late layout changes cannot leave it off target).
 */
async function placeTop(page: Page, selector: string, fraction: number, offsetPx = 0): Promise<void> {
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

async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
}

/** A real horizontal swipe with CDP touch events across the element's middle, at a finger's pace. */
async function swipe(page: Page, selector: string, direction: "left" | "right"): Promise<void> {
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

const storyVideo = (page: Page) => page.locator("#headline video");
const videoPaused = (page: Page) => storyVideo(page).evaluate((v) => (v as HTMLVideoElement).paused);
const dispatchEnded = (page: Page) => storyVideo(page).evaluate((v) => v.dispatchEvent(new Event("ended")));

test.describe("home page content", () => {
  test("has every section anchor once, the spec's copy and links", async ({ page }) => {
    await open(page);
    for (const id of SECTION_IDS) await expect(page.locator(`[id="${id}"]`), id).toHaveCount(1);
    await expect(page.locator("h1")).toHaveText(en.chrome.site.slogan);
    await expect(page.locator(".podf-feature strong")).toHaveText(homeContent.podf.features.map((f) => f.title));
    await expect(page.locator(".case-tag")).toHaveText(homeContent.cases.tags.map((t) => t.title));
    await expect(page.locator(".mpc-steps strong")).toHaveText(["Distributed Key Generation", "Signing (off-chain)", "Verification"]);
    await expect(page.locator(".hero-claims")).toContainText("5M+ users");
    await expect(page.locator(".hero-claims")).toContainText("35 languages");
    const outLinks = [
      ["#market_spacing", site.links.androidStore],
      ["#market_spacing", site.links.iosStore],
      ["#market_spacing", site.links.latestApk],
      ["#wallet", site.links.aaPartner],
      ["#wallet", site.links.walletPartner],
    ] as const;
    for (const [where, href] of outLinks) {
      const link = page.locator(`${where} a[href="${href}"]`);
      await expect(link, href).toHaveAttribute("target", "_blank");
      await expect(link, href).toHaveAttribute("rel", "noopener noreferrer");
    }
    await expect(page.locator("#market_spacing a.store-link")).toHaveCount(3);
  });

  test("the event banner opens the Hub page in a new tab", async ({ page }) => {
    await open(page);
    const banner = page.locator(`a.event-banner[href="${site.links.hubBanner}"]`);
    await expect(banner).toHaveAttribute("target", "_blank");
    await expect(banner).toHaveAttribute("rel", "noopener noreferrer");
    await expect(banner.getByRole("img", { name: "EVENT DATE: AUGUST 16TH, 13:00 UTC", exact: true })).toBeVisible();
    const [hub] = await Promise.all([page.context().waitForEvent("page"), banner.click()]);
    await hub.waitForLoadState();
    expect(new URL(hub.url()).pathname).toBe(site.links.hubBanner);
    await hub.close();
  });

  test("loads without a layout shift", async ({ page }) => {
    await open(page);
    await page.waitForTimeout(500);
    const cls = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
              if (!e.hadRecentInput) total += e.value;
            }
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(total), 200);
        }),
    );
    expect(cls).toBeLessThan(0.02);
  });
});

test.describe("home on mobile", () => {
  test.skip(({ isMobile }) => !isMobile, "mobile behaviours");

  test("the mission carousel starts at slide 4, swipes both ways, stops at both ends, and its dots jump", async ({ page }) => {
    await open(page);
    const carousel = page.locator(".mission-carousel");
    const count = homeContent.mission.points.length;
    await placeTop(page, ".mission-carousel", 0.2);
    await expect(carousel).toHaveAttribute("data-index", String(MISSION_START_INDEX));
    await expect(page.locator(".mission-card.is-current h3")).toHaveText(homeContent.mission.points[MISSION_START_INDEX]!.title);
    await expect(page.locator('.mission-dot[aria-current="true"]')).toHaveCount(1);

    let index = MISSION_START_INDEX;
    for (let i = 0; i < count - MISSION_START_INDEX + 1; i++) {
      await swipe(page, ".mission-viewport", "left");
      index = Math.min(index + 1, count - 1);
      await expect(carousel).toHaveAttribute("data-index", String(index));
    }
    await expect(carousel).toHaveAttribute("data-index", String(count - 1));
    for (let i = 0; i < count + 1; i++) {
      await swipe(page, ".mission-viewport", "right");
      index = Math.max(index - 1, 0);
      await expect(carousel).toHaveAttribute("data-index", String(index));
    }
    await expect(carousel).toHaveAttribute("data-index", "0");
    // The shown slide really moves into the viewport.
    const firstCard = page.locator(".mission-card").first();
    await expect.poll(async () => (await firstCard.boundingBox())!.x).toBeGreaterThanOrEqual(0);
    const box = (await firstCard.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);

    await page.locator(".mission-dot").nth(2).tap();
    await expect(carousel).toHaveAttribute("data-index", "2");
    await expect(page.locator(".mission-dot").nth(2)).toHaveAttribute("aria-current", "true");
  });

  test("the gate ticks to the next step every 1500 ms while in view", async ({ page }) => {
    await open(page);
    await placeTop(page, "#gate", 0);
    const scene = page.locator(".gate-scene");
    // The section's top at the viewport top: ratio 0, the last step; then the timer moves on and wraps.
    await expect(scene).toHaveAttribute("data-step", String(GATE_STEPS - 1));
    await expect(scene).toHaveAttribute("data-step", "0", { timeout: GATE_TICK_MS * 2 });
    const t0 = Date.now();
    await expect(scene).toHaveAttribute("data-step", "1", { timeout: GATE_TICK_MS * 2 });
    expect(Date.now() - t0).toBeGreaterThan(GATE_TICK_MS * 0.7);
  });

  test("a story that ends moves on to the next one, wrapping after the last", async ({ page }) => {
    await open(page);
    const posters = page.locator(".story-poster");
    const last = homeContent.stories.length - 1;
    await posters.nth(last).click();
    await expect(posters.nth(last)).toHaveAttribute("aria-pressed", "true");
    await dispatchEnded(page);
    await expect(posters.nth(0)).toHaveAttribute("aria-pressed", "true");
    await expect(storyVideo(page).locator("source")).toHaveAttribute("src", homeContent.stories[0]!.src);
    await dispatchEnded(page);
    await expect(posters.nth(1)).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator(".stories")).toHaveAttribute("data-selected", "1");
  });

  test("back to top appears past 1.1 x the viewport height and scrolls to the top", async ({ page }) => {
    await open(page);
    const button = page.getByRole("button", { name: "Back to top" });
    const vh = await page.evaluate(() => window.innerHeight);
    await expect(button).toBeHidden();
    await scrollToY(page, Math.floor(BACK_TO_TOP_FACTOR * vh) - 20);
    await page.waitForTimeout(200);
    await expect(button).toBeHidden();
    await scrollToY(page, Math.ceil(BACK_TO_TOP_FACTOR * vh) + 20);
    await expect(button).toBeVisible();
    await button.tap();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });

  test("a desktop user agent at phone width gets the phone layout with no shift", async ({ browser, consoleProblems }) => {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36" });
    consoleProblems.watch(ctx);
    const page = await ctx.newPage();
    await open(page);
    const cards = page.locator(".mission-card");
    const [a, b] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(b!.y).toBe(a!.y);
    await expect(page.locator(".mission-carousel")).toHaveAttribute("data-index", String(MISSION_START_INDEX));
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as (PerformanceEntry & { value: number })[]) total += e.value;
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(total), 300);
        }),
    );
    expect(shift).toBeLessThan(0.02);
    await ctx.close();
  });
});

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
    await expect(storyVideo(page)).toHaveAttribute("poster", `${homeContent.stories[2]!.poster}.webp`);
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
    expect(seen[0]).toBe(targets.map(() => formatCount(0)).join("|"));
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
    // Videos wait for the visitor, with controls.
    await placeTop(page, "#headline video", 0.3);
    await page.waitForTimeout(300);
    expect(await videoPaused(page)).toBe(true);
    expect(await storyVideo(page).evaluate((v) => (v as HTMLVideoElement).controls)).toBe(true);
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
