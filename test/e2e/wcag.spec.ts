// WCAG 2.2 AA criteria axe cannot judge (issue #24), one test each, on every English page and every language's home,
// at a phone's width (mobile project) and a laptop's (desktop project). One page per test, the pages in a loop.
import type { Page } from "@playwright/test";
import { GENESIS_ARTICLE_SLUGS } from "../../app/content/articles.ts";
import { messages } from "../../app/i18n/messages.ts";
import { MINT_PATHS } from "../../app/mint/shared/contract.ts";
import { expect, hydratedInView, test } from "./fixtures.ts";
import { clippedText, focusHidden, load, smallTargets, wcagRoutes } from "./wcag.ts";

test.describe.configure({ mode: "parallel" });
// Instant scrolling (focus, jumps): what is measured is where the page comes to rest, not a frame of its glide.
test.use({ reducedMotion: "reduce" });
// Generous: CI runs two workers on two busy cores.
test.beforeEach(() => test.setTimeout(wcagRoutes.length * 8_000));

const homes = wcagRoutes.filter((r) => r.kind === "home");

test("2.4.11 focus not obscured: nothing reached with Shift+Tab is hidden under the sticky header or the docs nav", async ({ page }) => {
  // Raw key events and evaluations over one CDP session: a few milliseconds a step, hundreds of steps a page.
  const cdp = await page.context().newCDPSession(page);
  const expression = `(${focusHidden.toString()})("back")`;
  for (const route of wcagRoutes) {
    await load(page, route.path);
    // Back from the page's end, through every element: they come in from above, under the sticky bars at the top
    // (going forward they come in from below, where nothing sticks). The start: a spot at the end that takes focus
    // but is not in the Tab order.
    await page.evaluate(() => {
      const end = document.createElement("span");
      end.tabIndex = -1;
      document.body.appendChild(end);
      end.focus();
    });
    const hidden: string[] = [];
    let count = 0;
    for (; count < 500; count++) {
      // Down and up sent together: the input domain keeps their order, and the page is read after both.
      await Promise.all(
        (["rawKeyDown", "keyUp"] as const).map((type) => cdp.send("Input.dispatchKeyEvent", { type, key: "Tab", code: "Tab", windowsVirtualKeyCode: 9, modifiers: 8 })),
      );
      const { result } = await cdp.send("Runtime.evaluate", { expression, returnByValue: true, awaitPromise: true });
      const at = result.value as Awaited<ReturnType<typeof focusHidden>>;
      if (!at) break;
      if (at.hidden) hidden.push(at.focused);
    }
    expect(count, `${route.path}: Shift+Tab comes round`).toBeLessThan(500);
    expect(count, `${route.path}: something to focus`).toBeGreaterThan(3);
    expect(hidden, `${route.path}: focused elements hidden under sticky bars`).toEqual([]);
  }
  await cdp.detach();
});

test("2.5.8 target size: every link, button and field is 24 by 24 px, spaced as much, or a link in a sentence", async ({ page }) => {
  for (const route of wcagRoutes) {
    await load(page, route.path);
    expect(await page.evaluate(smallTargets), `${route.path}: small targets`).toEqual([]);
  }
});

/** A tap on a phone, a click elsewhere: one pointer, one place, no path. */
async function press(page: Page, selector: string, isMobile: boolean) {
  const target = page.locator(selector);
  await target.scrollIntoViewIfNeeded();
  await (isMobile ? target.tap() : target.click());
}

// The carousels and slide sets are on the home page only (app/islands, used by app/pages/HomePage.tsx).
test("2.5.1 pointer gestures: every carousel and slide set moves with single taps, not only swipes", async ({ page, isMobile }) => {
  for (const route of homes) {
    await load(page, route.path);
    // Mission points: a swipe carousel on phones (a grid on wider screens); each dot brings its point in.
    const dots = page.locator(".mission-dot");
    if (isMobile) {
      const n = await dots.count();
      expect(n, `${route.path}: mission dots`).toBeGreaterThan(1);
      for (const i of [n - 1, 0, 1]) {
        await press(page, `.mission-dot >> nth=${i}`, isMobile);
        const card = page.locator(".mission-card").nth(i);
        await expect(card, `${route.path}: mission point ${i + 1}`).toHaveClass(/is-current/);
        await expect(card).toBeInViewport({ ratio: 0.9 });
      }
    } else {
      await expect(dots.first()).toBeHidden();
    }
    // Video stories: each poster selects its story.
    await hydratedInView(page, "#headline");
    const posters = await page.locator(".story-poster").count();
    expect(posters, `${route.path}: story posters`).toBeGreaterThan(1);
    for (const i of [posters - 1, 0]) {
      await press(page, `.story-poster >> nth=${i}`, isMobile);
      await expect(page.locator(".stories"), `${route.path}: story ${i + 1}`).toHaveAttribute("data-selected", String(i));
    }
    // The ecosystem's dot rail: each dot takes the reader to its section and marks it.
    // (Phones and tablets have no rail: the sections simply follow each other.)
    const groupDots = isMobile ? 0 : await page.locator(".group-dot").count();
    if (!isMobile) expect(groupDots, `${route.path}: group dots`).toBeGreaterThan(1);
    for (let i = groupDots - 1; i >= 0; i--) {
      await press(page, `.group-dot >> nth=${i}`, isMobile);
      await expect(page.locator(".group-dot").nth(i), `${route.path}: group dot ${i + 1}`).toHaveAttribute("aria-current", "location");
    }
    // PODF's map slides have no control: they follow the page's scroll position, which any input moves (keys, wheel,
    // scroll bar). With reduced motion they rest on the last slide (the server's end state), which is checked here.
    const podf = page.locator(".podf-slides");
    await expect(podf).toHaveAttribute("data-slide", String((await podf.locator(".podf-slide").count()) - 1));
  }
});

test("4.1.3 status messages: the Genesis block's changes reach a polite live region that was there before; no page shouts", async ({ page }) => {
  const mintPages = new Set(["/", ...GENESIS_ARTICLE_SLUGS.map((slug) => `/blog/${slug}`)]);
  for (const route of wcagRoutes) {
    await load(page, route.path);
    expect(await page.locator("[aria-live='assertive'], [role='alert']").count(), `${route.path}: assertive live regions`).toBe(0);
    if (!mintPages.has(route.page)) {
      await expect(page.locator("#genesis"), `${route.path}: no Genesis block`).toHaveCount(0);
      continue;
    }
    const g = messages(route.lang).genesis;
    await hydratedInView(page, "#genesis");
    const live = "[role='status'], [aria-live='polite']";
    // The regions there before anything changes (a region born with its words is not announced).
    await page.locator(`#genesis :is(${live})`).evaluateAll((els) => els.forEach((el) => el.setAttribute("data-wcag-before", "")));
    // A lookup's answer.
    await page.locator("#genesis-address").fill("not an address");
    await page.locator("#genesis button[type='submit']").click();
    const answer = page.locator("#genesis [data-wcag-before]", { hasText: g.lookup.headlines.malformed });
    await expect(answer, `${route.path}: lookup answer announced`).toHaveCount(1);
    // The mint selling out while the page is open: the next refresh (at once when the tab comes back) says so.
    await page.route(`**${MINT_PATHS.status}`, async (r) => {
      const body = (await (await r.fetch()).json()) as { data: Record<string, unknown> };
      await r.fulfill({ json: { ...body, data: { ...body.data, mint_all: true } } });
    });
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    const soldOut = page.locator("#genesis [data-wcag-before]", { hasText: g.status["sold-out"].title });
    await expect(soldOut, `${route.path}: sold out announced`).toHaveCount(1);
    await page.unroute(`**${MINT_PATHS.status}`);
  }
});

test("1.4.10 reflow: at 320 px no sideways scrolling and no words cut off, but for content that scrolls by design", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const route of wcagRoutes) {
    await load(page, route.path);
    const found = await page.evaluate(clippedText);
    expect(found.scrollWidth, `${route.path}: no sideways scrolling`).toBeLessThanOrEqual(320);
    expect(found.clipped, `${route.path}: words cut off`).toEqual([]);
  }
});

/** The WCAG text-spacing bookmarklet's values, over the page's own. */
const TEXT_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }`;

test("1.4.12 text spacing: with WCAG's wider line, letter, word and paragraph spacing no words are cut off", async ({ page }) => {
  for (const route of wcagRoutes) {
    await load(page, route.path);
    // Through the CSS object model: the page's CSP refuses an inline <style>, as it would a bookmarklet's.
    await page.evaluate((css) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    }, TEXT_SPACING);
    expect((await page.evaluate(clippedText)).clipped, `${route.path}: words cut off`).toEqual([]);
  }
});
