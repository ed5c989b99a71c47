import { messages } from "../../app/i18n/messages.ts";
import { menuGroups } from "../../app/components/navigation.ts";
import { expect, hydrated, test } from "./fixtures.ts";

const PAGES = ["/", "/blog", "/roadmap", "/blog/proof_of_networking_in_meridian_world", "/meridian_hub/", "/exception"];

test.describe("every page", () => {
  for (const path of PAGES) {
    test(`${path} hydrates with a clean console and opens new tabs safely`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      const blanks = page.locator('a[target="_blank"]');
      for (const rel of await blanks.evaluateAll((els) => els.map((a) => a.getAttribute("rel")))) {
        expect(rel).toBe("noopener noreferrer");
      }
    });
  }
});

type Page = import("@playwright/test").Page;
const overlay = (page: Page) => page.locator("#site-menu");
const scrollLocked = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).overflow === "hidden");
const openLinks = (page: Page) => page.getByRole("link", { name: "Open menu" });
const closeLink = (page: Page) => page.getByRole("link", { name: "Close menu" });
/** The visible toggle of a group (the collapsed group shows its "expand" link, the open one its "collapse" link). */
const groupToggle = (page: Page, label: string) => overlay(page).locator(".menu-group-toggle:visible", { hasText: label });
const groupsOpen = (page: Page) => page.evaluate(() => [...document.querySelectorAll("#site-menu .menu-group-links")].map((ul) => getComputedStyle(ul).display !== "none"));

// Every transition of the mobile menu, with JavaScript (the page script) and without (HTML and CSS alone).
for (const javaScriptEnabled of [true, false]) {
  test.describe(`mobile menu, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });
    test.skip(({ isMobile }) => !isMobile, "the overlay menu belongs to the mobile header");

    test.beforeEach(async ({ page }) => {
      await page.goto("/blog");
      // The page script arrives after the page has loaded (until then the HTML menu works as it is).
      if (javaScriptEnabled) await hydrated(page);
    });

    test("opens full-screen, locks page scrolling, and closes with the close icon", async ({ page }) => {
      await openLinks(page).tap();
      await expect(overlay(page)).toBeVisible();
      expect(await overlay(page).boundingBox()).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
      expect(await scrollLocked(page)).toBe(true);
      await page.mouse.wheel(0, 800);
      expect(await page.evaluate(() => scrollY)).toBe(0);
      await closeLink(page).tap();
      await expect(overlay(page)).toBeHidden();
      expect(await scrollLocked(page)).toBe(false);
    });

    test("keeps at most one group open: tap switches, tapping the open one collapses it, closing collapses all", async ({ page }) => {
      const [net, eco] = menuGroups(messages("en")).map((g) => g.label);
      await openLinks(page).tap();
      expect(await groupsOpen(page)).toEqual([false, false]);
      await groupToggle(page, net!).tap();
      expect(await groupsOpen(page)).toEqual([true, false]);
      await expect(overlay(page).getByRole("link", { name: "Anchor" })).toBeVisible();
      await groupToggle(page, eco!).tap();
      expect(await groupsOpen(page)).toEqual([false, true]);
      await groupToggle(page, eco!).tap();
      expect(await groupsOpen(page)).toEqual([false, false]);
      await groupToggle(page, net!).tap();
      await closeLink(page).tap();
      await openLinks(page).tap();
      expect(await groupsOpen(page)).toEqual([false, false]);
    });

    test("choosing a link closes the menu and follows it, on the same page and to another", async ({ page }) => {
      await page.goto("/");
      await openLinks(page).tap();
      await groupToggle(page, "Networking Layer").tap();
      await overlay(page).getByRole("link", { name: "PON" }).tap();
      await page.waitForURL("**/#pon");
      await expect(overlay(page)).toBeHidden();
      expect(await scrollLocked(page)).toBe(false);
      await expect(page.locator("#pon")).toBeInViewport();
      await page.goto("/blog");
      await openLinks(page).tap();
      await overlay(page).getByRole("link", { name: "Roadmap" }).tap();
      await page.waitForURL("**/roadmap");
      await expect(overlay(page)).toBeHidden();
    });

    test("keeps the reader's place on the page when it opens and closes", async ({ page }) => {
      await page.evaluate(() => window.scrollTo({ top: 600, behavior: "instant" }));
      const box = (await openLinks(page).boundingBox())!;
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      await expect(overlay(page)).toBeVisible();
      const close = (await closeLink(page).boundingBox())!;
      await page.touchscreen.tap(close.x + close.width / 2, close.y + close.height / 2);
      await expect(overlay(page)).toBeHidden();
      expect(await page.evaluate(() => scrollY)).toBe(600);
    });

    if (javaScriptEnabled) {
      test("Escape closes it; focus moves in, stays inside and returns; no history entries", async ({ page }) => {
        const entries = await page.evaluate(() => history.length);
        await openLinks(page).tap();
        await expect(closeLink(page)).toBeFocused();
        await expect(openLinks(page)).toHaveAttribute("aria-expanded", "true");
        for (let i = 0; i < 15; i++) {
          await page.keyboard.press("Tab");
          expect(await page.evaluate(() => !!document.activeElement?.closest("#site-menu"))).toBe(true);
        }
        await page.keyboard.press("Shift+Tab");
        expect(await page.evaluate(() => !!document.activeElement?.closest("#site-menu"))).toBe(true);
        await page.keyboard.press("Escape");
        await expect(overlay(page)).toBeHidden();
        await expect(openLinks(page)).toBeFocused();
        await expect(openLinks(page)).toHaveAttribute("aria-expanded", "false");
        expect(await page.evaluate(() => [history.length, location.hash])).toEqual([entries, ""]);
      });
    }
  });
}
