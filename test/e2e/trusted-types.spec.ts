// Trusted Types, enforced by every page's CSP (require-trusted-types-for 'script'; trusted-types lt): the browser
// refuses a string at any script or markup sink, and no page creates a policy but "lt", the local-time worker's
// (app/client/local-times.ts). Every other e2e test fails on a securitypolicyviolation (fixtures.ts), so the whole
// suite, which walks every page, language, island and state, is the proof that the site trips nothing; the tests
// here show that the enforcement is real (so that silence means something) and walk what the site itself runs.
import type { Browser, Page } from "@playwright/test";
import { LANGUAGES } from "../../app/i18n/languages.ts";
import { expect, hydrated, test } from "./fixtures.ts";

/** A page in a context of the test's own, which the fixture does not watch: here violations are provoked on purpose. */
async function unwatchedPage(browser: Browser, baseURL: string | undefined, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.addInitScript(() => {
    (window as unknown as { violations: string[] }).violations = [];
    document.addEventListener("securitypolicyviolation", (e) => (window as unknown as { violations: string[] }).violations.push(`${e.effectiveDirective} ${e.blockedURI}`));
  });
  await page.goto(path);
  return page;
}

test("the browser enforces Trusted Types: a string at a markup or script sink, or another policy, is refused and reported", async ({ browser, baseURL }) => {
  const page = await unwatchedPage(browser, baseURL, "/blog");
  const outcome = await page.evaluate(() => {
    const attempt = (run: () => unknown) => {
      try {
        run();
        return "allowed";
      } catch (e) {
        return (e as Error).name;
      }
    };
    const tt = (self as unknown as { trustedTypes: { createPolicy(name: string, rules: object): unknown } }).trustedTypes;
    return {
      innerHTML: attempt(() => (document.body.innerHTML = "<b>markup</b>")),
      insertAdjacentHTML: attempt(() => document.body.insertAdjacentHTML("beforeend", "<b>markup</b>")),
      scriptSrc: attempt(() => (document.createElement("script").src = "/static/evil.js")),
      worker: attempt(() => new Worker("/static/evil.js")),
      otherPolicy: attempt(() => tt.createPolicy("other", {})),
      text: document.body.textContent?.includes("markup") ?? false,
    };
  });
  expect(outcome).toEqual({ innerHTML: "TypeError", insertAdjacentHTML: "TypeError", scriptSrc: "TypeError", worker: "TypeError", otherPolicy: "TypeError", text: false });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { violations: string[] }).violations))
    .toEqual(expect.arrayContaining(["require-trusted-types-for trusted-types-sink", "trusted-types trusted-types-policy"]));
  await page.context().close();
});

test.describe("every home page", () => {
  test.use({ timezoneId: "Asia/Seoul" });
  for (const lang of LANGUAGES)
    test(`the ${lang.code} home page runs everything it has under Trusted Types: the event time in the reader's zone, every island, the menu`, async ({ page, isMobile }) => {
      test.setTimeout(60_000);
      const home = lang.code === "en" ? "/" : `/${lang.code}/`;
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(home);
      await hydrated(page);
      // The worker, started through the policy "lt", has rewritten the event time in the reader's zone (Seoul's).
      await expect(page.locator("time[data-local-time]").first()).not.toContainText("UTC");
      // Every island, reached by scrolling the whole page.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
          scrollTo(0, y);
          await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 30)));
        }
      });
      await expect
        .poll(() => page.evaluate(() => [...document.querySelectorAll<HTMLElement>("[data-island]")].filter((el) => el.getClientRects().length && !el.dataset.hydrated).length))
        .toBe(0);
      if (isMobile) {
        // The back-to-top button (made by the boot script from the menu button's own nodes) and the menu.
        const top = page.locator(".back-to-top");
        await expect(top).toBeVisible();
        await top.tap();
        await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
        await page.locator(".menu-toggle").tap();
        await expect(page.locator("#site-menu")).toBeVisible();
        await page.locator("#site-menu .menu-group-toggle").first().tap();
        await expect(page.locator("#site-menu .menu-group-links").first()).toBeVisible();
      }
    });
});
