import { menuGroups } from "../../app/navigation.ts";
import { expect, hydrated, test } from "./fixtures.ts";

const PAGES = ["/", "/blog", "/roadmap", "/blog/proof_of_networking_in_meridian_world", "/meridian_hub/", "/exception"];

test.describe("every page", () => {
  for (const path of PAGES) {
    test(`${path} hydrates with no console error and opens new tabs safely`, async ({ page, consoleProblems }) => {
      await page.goto(path);
      await hydrated(page);
      const blanks = page.locator('a[target="_blank"]');
      for (const rel of await blanks.evaluateAll((els) => els.map((a) => a.getAttribute("rel")))) {
        expect(rel).toBe("noopener noreferrer");
      }
      void consoleProblems;
    });
  }
});

test.describe("mobile menu", () => {
  test.skip(({ isMobile }) => !isMobile, "the overlay menu belongs to the mobile header");

  test.beforeEach(async ({ page }) => {
    await page.goto("/blog");
    await hydrated(page);
  });

  const overlay = (page: import("@playwright/test").Page) => page.locator("#site-menu");
  const scrollLocked = (page: import("@playwright/test").Page) =>
    page.evaluate(() => getComputedStyle(document.documentElement).overflow === "hidden");

  test("opens full-screen, locks page scrolling, and closes with the close icon", async ({ page, consoleProblems }) => {
    await page.getByRole("button", { name: "Open menu" }).tap();
    await expect(overlay(page)).toBeVisible();
    const box = await overlay(page).boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
    expect(await scrollLocked(page)).toBe(true);
    await page.mouse.wheel(0, 800);
    expect(await page.evaluate(() => scrollY)).toBe(0);
    await page.getByRole("button", { name: "Close menu" }).tap();
    await expect(overlay(page)).toBeHidden();
    expect(await scrollLocked(page)).toBe(false);
    void consoleProblems;
  });

  test("keeps at most one group open: tap switches, tapping the open one collapses it", async ({ page, consoleProblems }) => {
    await page.getByRole("button", { name: "Open menu" }).tap();
    const [net, eco] = menuGroups.map((g) => overlay(page).locator("details", { has: page.locator(`summary:text-is("${g.label}")`) }));
    const isOpen = (l: typeof net) => l!.evaluate((d) => (d as HTMLDetailsElement).open);
    await net!.locator("summary").tap();
    expect([await isOpen(net), await isOpen(eco)]).toEqual([true, false]);
    await expect(net!.getByRole("link", { name: "Anchor" })).toBeVisible();
    await eco!.locator("summary").tap();
    expect([await isOpen(net), await isOpen(eco)]).toEqual([false, true]);
    await eco!.locator("summary").tap();
    expect([await isOpen(net), await isOpen(eco)]).toEqual([false, false]);
    await net!.locator("summary").tap();
    await page.getByRole("button", { name: "Close menu" }).tap();
    await page.getByRole("button", { name: "Open menu" }).tap();
    expect([await isOpen(net), await isOpen(eco)]).toEqual([false, false]);
    void consoleProblems;
  });

  test("choosing a link closes the menu and follows it", async ({ page, consoleProblems }) => {
    await page.getByRole("button", { name: "Open menu" }).tap();
    await overlay(page).locator("summary", { hasText: "Networking Layer" }).tap();
    await overlay(page).getByRole("link", { name: "PON" }).tap();
    await page.waitForURL("**/#pon");
    await expect(overlay(page)).toBeHidden();
    expect(await scrollLocked(page)).toBe(false);
    void consoleProblems;
  });

  test("Escape closes the menu, and focus stays inside while it is open", async ({ page, consoleProblems }) => {
    await page.getByRole("button", { name: "Open menu" }).tap();
    await expect(page.getByRole("button", { name: "Close menu" })).toBeFocused();
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => !!document.activeElement?.closest("#site-menu"))).toBe(true);
    }
    await page.keyboard.press("Shift+Tab");
    expect(await page.evaluate(() => !!document.activeElement?.closest("#site-menu"))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(overlay(page)).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
    void consoleProblems;
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test.skip(({ isMobile }) => !isMobile, "the overlay menu belongs to the mobile header");

  test("the menu still opens and its links still work", async ({ page }) => {
    await page.goto("/blog");
    await page.getByRole("button", { name: "Open menu" }).tap();
    await expect(page.locator("#site-menu")).toBeVisible();
    await page.locator("#site-menu summary", { hasText: "Ecosystem" }).tap();
    await page.locator("#site-menu").getByRole("link", { name: "PODF" }).tap();
    await page.waitForURL("**/#podf");
    await expect(page.locator("#podf")).toBeVisible();
  });
});
