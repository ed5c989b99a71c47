// WCAG 2.2 AA criteria axe cannot judge (issue #24), one test each, on every English page and every language's home,
// at a phone's width (mobile project) and a laptop's (desktop project). A page is loaded once for all its criteria:
// its tests run one after another on it (those that change the page last), and the pages run in parallel.
import type { Browser, BrowserContext, Page, TestInfo } from "@playwright/test";
import { GENESIS_ARTICLE_SLUGS } from "../../app/content/articles.ts";
import { messages } from "../../app/i18n/messages.ts";
import { MINT_PATHS } from "../../app/mint/shared/contract.ts";
import { expect, hydratedInView, test } from "./fixtures.ts";
import { clippedText, focusHidden, load, smallTargets, wcagRoutes } from "./wcag.ts";

test.describe.configure({ mode: "parallel" });

const mintPages = new Set(["/", ...GENESIS_ARTICLE_SLUGS.map((slug) => `/blog/${slug}`)]);

/** The project's phone or laptop, with instant scrolling (focus, jumps): what is measured is where the page comes to
 *  rest, not a frame of its glide. */
async function openShared(browser: Browser, info: TestInfo): Promise<BrowserContext> {
  const { viewport, deviceScaleFactor, isMobile, hasTouch, userAgent, baseURL } = info.project.use;
  return browser.newContext({ viewport, deviceScaleFactor, isMobile, hasTouch, userAgent, baseURL, reducedMotion: "reduce" });
}

/** The WCAG text-spacing bookmarklet's values, over the page's own. */
const TEXT_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }`;

/** A tap on a phone, a click elsewhere: one pointer, one place, no path. */
async function press(page: Page, selector: string, isMobile: boolean) {
  const target = page.locator(selector);
  await target.scrollIntoViewIfNeeded();
  await (isMobile ? target.tap() : target.click());
}

for (const route of wcagRoutes) {
  test.describe(route.path, () => {
    test.describe.configure({ mode: "serial" });
    let context: BrowserContext;
    let page: Page;
    test.beforeAll(async ({ browser }, info) => {
      context = await openShared(browser, info);
      page = await context.newPage();
    });
    test.afterAll(async () => {
      await context?.close();
    });
    // Each test watches the shared page for console errors and hydration warnings while it runs (fixtures.ts), and
    // loads it if no test before it has (the first one does; a run of one criterion, -g "2.5.1", works too).
    let loaded = false;
    test.beforeEach(async ({ consoleProblems }) => {
      consoleProblems.watch(context);
      if (!loaded) await load(page, route.path);
      loaded = true;
    });

    test("loads, its script, font and islands in", async () => {
      await expect(page.locator("main#main")).toHaveCount(1);
    });

    test("2.5.8 target size: every link, button and field is 24 by 24 px, spaced as much, or a link in a sentence", async () => {
      expect(await page.evaluate(smallTargets), "small targets").toEqual([]);
    });

    test("2.4.11 focus not obscured: nothing reached with Shift+Tab is hidden under the sticky header or the docs nav", async () => {
      // Long pages have a few hundred steps.
      test.setTimeout(90_000);
      // Raw key events and evaluations over one CDP session: a few milliseconds a step.
      const cdp = await context.newCDPSession(page);
      const expression = `(${focusHidden.toString()})("back")`;
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
      await cdp.detach();
      expect(count, "Shift+Tab comes round").toBeLessThan(500);
      expect(count, "something to focus").toBeGreaterThan(3);
      expect(hidden, "focused elements hidden under sticky bars").toEqual([]);
    });

    test("1.4.12 text spacing: with WCAG's wider line, letter, word and paragraph spacing no words are cut off", async () => {
      // Through the CSS object model: the page's CSP refuses an inline <style>, as it would a bookmarklet's.
      const spaced = await page.evaluateHandle((css) => {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
        return sheet;
      }, TEXT_SPACING);
      const { clipped } = await page.evaluate(clippedText);
      // Taken off again for the tests after this one.
      await spaced.evaluate((sheet) => (document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet)));
      expect(clipped, "words cut off").toEqual([]);
    });

    // The carousels and slide sets are on the home page only (app/islands, used by app/pages/HomePage.tsx).
    if (route.kind === "home")
      test("2.5.1 pointer gestures: every carousel and slide set moves with single taps, not only swipes", async ({ isMobile }) => {
        // Mission points: a swipe carousel on phones (a grid on wider screens); each dot brings its point in.
        const dots = page.locator(".mission-dot");
        if (isMobile) {
          const n = await dots.count();
          expect(n, "mission dots").toBeGreaterThan(1);
          for (const i of [n - 1, 0, 1]) {
            await press(page, `.mission-dot >> nth=${i}`, isMobile);
            const card = page.locator(".mission-card").nth(i);
            await expect(card, `mission point ${i + 1}`).toHaveClass(/is-current/);
            await expect(card).toBeInViewport({ ratio: 0.9 });
          }
        } else {
          await expect(dots.first()).toBeHidden();
        }
        // Video stories: each poster selects its story.
        await hydratedInView(page, "#headline");
        const posters = await page.locator(".story-poster").count();
        expect(posters, "story posters").toBeGreaterThan(1);
        for (const i of [posters - 1, 0]) {
          await press(page, `.story-poster >> nth=${i}`, isMobile);
          await expect(page.locator(".stories"), `story ${i + 1}`).toHaveAttribute("data-selected", String(i));
        }
        // The ecosystem's dot rail: each dot takes the reader to its section and marks it.
        // (Phones and tablets have no rail: the sections simply follow each other.)
        const groupDots = isMobile ? 0 : await page.locator(".group-dot").count();
        if (!isMobile) expect(groupDots, "group dots").toBeGreaterThan(1);
        for (let i = groupDots - 1; i >= 0; i--) {
          await press(page, `.group-dot >> nth=${i}`, isMobile);
          await expect(page.locator(".group-dot").nth(i), `group dot ${i + 1}`).toHaveAttribute("aria-current", "location");
        }
        // PODF's map slides have no control: they follow the page's scroll position, which any input moves (keys, wheel,
        // scroll bar). With reduced motion they rest on the last slide (the server's end state), which is checked here.
        const podf = page.locator(".podf-slides");
        await expect(podf).toHaveAttribute("data-slide", String((await podf.locator(".podf-slide").count()) - 1));
      });

    test("4.1.3 status messages: the Genesis block's changes reach a polite live region that was there before; no page shouts", async () => {
      expect(await page.locator("[aria-live='assertive'], [role='alert']").count(), "assertive live regions").toBe(0);
      if (!mintPages.has(route.page)) {
        await expect(page.locator("#genesis"), "no Genesis block").toHaveCount(0);
        return;
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
      await expect(answer, "lookup answer announced").toHaveCount(1);
      // The mint selling out while the page is open: the next refresh (at once when the tab comes back) says so.
      await page.route(`**${MINT_PATHS.status}`, async (r) => {
        const body = (await (await r.fetch()).json()) as { data: Record<string, unknown> };
        await r.fulfill({ json: { ...body, data: { ...body.data, mint_all: true } } });
      });
      await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
      const soldOut = page.locator("#genesis [data-wcag-before]", { hasText: g.status["sold-out"].title });
      await expect(soldOut, "sold out announced").toHaveCount(1);
      await page.unroute(`**${MINT_PATHS.status}`);
    });

    // Last: the window is narrowed, as a reader zooming to 400 % narrows the page they are on.
    test("1.4.10 reflow: at 320 px no sideways scrolling and no words cut off, but for content that scrolls by design", async () => {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const found = await page.evaluate(clippedText);
      expect(found.scrollWidth, "no sideways scrolling").toBeLessThanOrEqual(320);
      expect(found.clipped, "words cut off").toEqual([]);
    });
  });
}
