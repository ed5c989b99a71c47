import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";

/** What a test expects to see in the console (a failure it provokes on purpose); anything else fails it. */
export interface ConsoleProblems {
  expect(pattern: RegExp): void;
  /** Watches the pages of a context the test made itself (the test's own context is watched already). */
  watch(context: BrowserContext): void;
}

/** Marks a CSP violation in the console, where the fixture below sees it. */
const VIOLATION = "securitypolicyviolation";
const reportViolations = (marker: string) =>
  document.addEventListener("securitypolicyviolation", (e) =>
    console.error(`${marker}: ${e.effectiveDirective} blocked ${e.blockedURI || "(none)"} at ${e.sourceFile}:${e.lineNumber} ${e.sample}`),
  );

/**
 * Every test, automatically: the pages it opens collect console errors, page errors and hydration warnings, and
 * the test fails on any it did not announce with `consoleProblems.expect(/.../)`; a CSP violation (a
 * securitypolicyviolation event) fails it whatever it announced.
 */
export const test = base.extend<{ consoleProblems: ConsoleProblems }>({
  consoleProblems: [
    async ({ context }, provide) => {
      const problems: string[] = [];
      const expected: RegExp[] = [];
      const watch = (page: Page) => {
        page.on("console", (m) => {
          const text = m.text();
          if (m.type() === "error" || /hydrat/i.test(text)) problems.push(`${m.type()}: ${text}`);
        });
        page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`));
      };
      const watchContext = (c: BrowserContext) => {
        c.pages().forEach(watch);
        c.on("page", watch);
      };
      await context.addInitScript(reportViolations, VIOLATION);
      watchContext(context);
      const watchOther = (c: BrowserContext) => {
        void c.addInitScript(reportViolations, VIOLATION);
        watchContext(c);
      };
      await provide({ expect: (pattern) => expected.push(pattern), watch: watchOther });
      const unexpected = problems.filter((p) => p.includes(`${VIOLATION}:`) || !expected.some((e) => e.test(p)));
      expect(unexpected, "console errors or hydration warnings").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** In the page: whether the web font's "Inter" face is in. Its local stand-ins (scripts/build/font.ts) share the
 *  family and are "loaded" as soon as text uses them, each at a single weight; the web font's faces span every
 *  weight. Pass it to waitForFunction as it is: it is sent as source, so it cannot be called from another function. */
export const webFontIn = () => [...document.fonts].some((f) => f.family === "Inter" && f.weight.includes(" ") && f.status === "loaded");

/**
 * Waits until the page script has run (on most pages it arrives after the page has loaded: app/client/starter.ts)
 * and the web font is in, then starts every island the way a first touch on it does (app/client/boot.ts starts an
 * island near the viewport or at the first pointerdown or focus inside it), without scrolling: the page stays where
 * it is and nothing that runs on the way past (animations, count-ups) has run. Islands with no box (hidden at this
 * width, or in a lower section not laid out yet) are left as they are. test/e2e/islands.spec.ts covers the other ways
 * in: scrolling, a link, the keyboard.
 */
export async function hydrated(page: Page): Promise<void> {
  // The starter declares the web font after load: measured layouts are the ones a reader keeps.
  await page.waitForFunction(() => document.documentElement.classList.contains("js"));
  await page.waitForFunction(webFontIn);
  // Waits for the islands it started, not for every island with a box by then: a lower section that skips rendering
  // (app/styles/home.css) gives its islands boxes once something lays it out, which can happen in between.
  const touched = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("[data-island]")].flatMap((el, i) => {
      if (el.dataset.hydrated || el.getClientRects().length === 0) return [];
      el.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
      return [i];
    }),
  );
  await page.waitForFunction((indices) => {
    const islands = document.querySelectorAll<HTMLElement>("[data-island]");
    return indices.every((i) => islands[i]?.dataset.hydrated === "true");
  }, touched);
}

/** Scrolls to the island inside `selector` and waits until it has hydrated. */
export async function hydratedInView(page: Page, selector: string): Promise<void> {
  await page.locator(selector).scrollIntoViewIfNeeded();
  await page.waitForFunction((sel) => [...document.querySelectorAll<HTMLElement>(`${sel} [data-island]`)].every((el) => el.dataset.hydrated === "true"), selector);
}
