// The landing page's behaviours in real Chromium: its content and the phone
// behaviours (home-desktop.spec.ts has the rest). Expectations come from the home content, the site config and the
// pure rules' constants.
import { en, homeCopy as homeContent } from "./copy.ts";
import { BACK_TO_TOP_FACTOR, GATE_STEPS, GATE_TICK_MS, MISSION_START_INDEX } from "../../app/client/landing-rules.ts";
import { site } from "../../app/site.ts";
import { messages } from "../../app/i18n/messages.ts";
import { expect, hydrated, test } from "./fixtures.ts";
import { dispatchEnded, open, placeTop, scrollToY, SECTION_IDS, storyVideo, swipe } from "./home-moves.ts";

test.describe("home page content", () => {
  test("has every section anchor once, its copy and links", async ({ page }) => {
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
    await expect(banner.getByRole("img", { name: "EVENT DATE: August 16, 2023, 13:00 UTC", exact: true })).toBeVisible();
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

  test("a link from another page to a section lands on that section, however far down the page", async ({ page }) => {
    for (const id of ["podf", "marketplace", "details"]) {
      await page.goto("/blog");
      await page.goto(`/#${id}`);
      const topOf = () => page.evaluate((target) => Math.round(document.getElementById(target)!.getBoundingClientRect().top), id);
      const { header, height } = await page.evaluate(() => ({ header: document.querySelector(".site-header")!.getBoundingClientRect().bottom, height: innerHeight }));
      // The jump is a smooth scroll that may start a moment after load: wait until the section has arrived near the
      // top, then until it stops moving (islands passed on the way start as they come near, and must move nothing).
      await expect.poll(topOf, { intervals: [200], timeout: 10_000 }).toBeLessThan(height / 3);
      let last = NaN;
      await expect.poll(async () => last === (last = await topOf()), { intervals: [300], timeout: 10_000 }).toBe(true);
      expect(last, id).toBeGreaterThanOrEqual(header - 1);
      expect(last, id).toBeLessThan(height / 3);
    }
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

  test("scrolled a screen at a time, every docs part above two thirds of the window has animated in, without another scroll", async ({ page }) => {
    // Sections below the fold render only as they come near, so the parts move after a scroll event has passed.
    await open(page);
    let checked = 0;
    for (let step = 0; step < 12; step++) {
      await page.mouse.wheel(0, page.viewportSize()!.height);
      await page.waitForTimeout(400);
      const parts = await page.evaluate(() =>
        [...document.querySelectorAll(".docs-item")]
          .filter((el) => el.getBoundingClientRect().top < (innerHeight * 2) / 3 && el.getBoundingClientRect().bottom > 0)
          .map((el) => ({ id: el.id, animated: el.classList.contains("is-animated") })),
      );
      for (const part of parts) expect(part.animated, `${part.id} after ${step + 1} screens`).toBe(true);
      checked += parts.length;
    }
    expect(checked).toBeGreaterThan(0);
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

  test("the gate does not tick while its drawing is below the screen, only the section's edge in view", async ({ page }) => {
    await open(page);
    const scene = page.locator(".gate-scene");
    // In view first: the scene has started (its island hydrates as it comes near) and ticks.
    await placeTop(page, "#gate", 0);
    await expect(scene).toHaveAttribute("data-step", "0", { timeout: GATE_TICK_MS * 4 });
    // Then the section's top near the screen's bottom (the mission carousel above in view): its drawing is off the screen.
    await placeTop(page, "#gate", 0.95);
    expect(await page.locator(".gate-art").evaluate((el) => el.getBoundingClientRect().top > innerHeight)).toBe(true);
    const step = await scene.getAttribute("data-step");
    // Two ticks' time: a tick the test waits for would have come (the test above sees one within that).
    await page.waitForTimeout(GATE_TICK_MS * 2);
    expect(await scene.getAttribute("data-step")).toBe(step);
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

  // Every page with the phone header has it (the page script adds it: app/client/back-to-top.ts), the longest most.
  for (const path of ["/", "/roadmap", "/blog/meridian_sets_the_bar", `/ar${site.links.hubBanner}`])
    test(`back to top on ${path} appears past 1.1 x the viewport height and scrolls to the top`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      const button = page.locator(".site-header .back-to-top");
      const vh = await page.evaluate(() => window.innerHeight);
      await expect(button).toBeHidden();
      await scrollToY(page, Math.floor(BACK_TO_TOP_FACTOR * vh) - 20);
      await page.waitForTimeout(200);
      await expect(button).toBeHidden();
      await scrollToY(page, Math.ceil(BACK_TO_TOP_FACTOR * vh) + 20);
      await expect(button).toBeVisible();
      const name = path.startsWith("/ar/") ? messages("ar").chrome.backToTop : "Back to top";
      await expect(page.getByRole("button", { name })).toBeVisible();
      await button.tap();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(button).toBeHidden();
      await expect(page.locator("main#main")).toBeFocused();
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
