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
const overlay = (page: Page) => page.getByRole("dialog", { name: "Site menu" });
/** The viewport's overflow: html's, or body's when html leaves it visible (CSS hands body's to the viewport then). */
const scrollLocked = (page: Page) =>
  page.evaluate(() => [document.documentElement, document.body].map((el) => getComputedStyle(el).overflow).find((o) => o !== "visible") === "hidden");
const openButton = (page: Page) => page.getByRole("button", { name: "Open menu" });
const closeButton = (page: Page) => page.getByRole("button", { name: "Close menu" });
/** A group's switch: the summary of its disclosure. */
const groupToggle = (page: Page, label: string) => overlay(page).locator("summary", { hasText: label });
/** What the browser tells assistive technology about an element (Chromium's accessibility tree, over CDP). A summary is a
 *  DisclosureTriangle: a button with its expanded state on every platform. */
async function axOf(page: Page, selector: string): Promise<{ role: string; expanded: boolean | undefined }> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false });
  await cdp.detach();
  const node = nodes[0]!;
  const expanded = node.properties?.find((p) => p.name === "expanded")?.value.value as boolean | undefined;
  return { role: String(node.role?.value), expanded };
}
const groupsOpen = (page: Page) => page.evaluate(() => [...document.querySelectorAll("#site-menu details")].map((d) => (d as HTMLDetailsElement).open));
const inMenu = (page: Page) => page.evaluate(() => !!document.activeElement?.closest("#site-menu"));

// Every transition of the mobile menu, with JavaScript (the page script) and without (HTML alone).
for (const javaScriptEnabled of [true, false]) {
  test.describe(`mobile menu, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });
    test.skip(({ isMobile }) => !isMobile, "the overlay menu belongs to the mobile header");

    test.beforeEach(async ({ page }) => {
      await page.goto("/blog");
      // The page script arrives after the page has loaded (until then the HTML menu works as it is).
      if (javaScriptEnabled) await hydrated(page);
    });

    test("a button opens it full-screen as a modal dialog, locks page scrolling, and the close button closes it", async ({ page }) => {
      expect(await axOf(page, ".menu-toggle")).toMatchObject({ role: "button" });
      await expect(openButton(page)).toHaveAttribute("aria-haspopup", "dialog");
      await openButton(page).tap();
      await expect(overlay(page)).toBeVisible();
      expect(await overlay(page).boundingBox()).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
      expect(await page.evaluate(() => document.querySelector("#site-menu:modal") !== null)).toBe(true);
      expect(await scrollLocked(page)).toBe(true);
      await page.mouse.wheel(0, 800);
      expect(await page.evaluate(() => scrollY)).toBe(0);
      await closeButton(page).tap();
      await expect(overlay(page)).toBeHidden();
      expect(await scrollLocked(page)).toBe(false);
    });

    test("its group switches are buttons with their state: one group open at a time, tapping the open one collapses it", async ({ page }) => {
      const [net, eco] = menuGroups(messages("en")).map((g) => g.label);
      await openButton(page).tap();
      expect(await groupsOpen(page)).toEqual([false, false]);
      const networking = "#site-menu .menu-group-networking > summary";
      expect(await axOf(page, networking)).toEqual({ role: expect.stringMatching(/^DisclosureTriangle/), expanded: false });
      await groupToggle(page, net!).tap();
      expect(await groupsOpen(page)).toEqual([true, false]);
      expect(await axOf(page, networking)).toEqual({ role: expect.stringMatching(/^DisclosureTriangle/), expanded: true });
      await expect(overlay(page).getByRole("link", { name: "Anchor" })).toBeVisible();
      await groupToggle(page, eco!).tap();
      expect(await groupsOpen(page)).toEqual([false, true]);
      await groupToggle(page, eco!).tap();
      expect(await groupsOpen(page)).toEqual([false, false]);
    });

    test("Escape closes it; focus moves in, stays inside and returns to the menu button; no history entries", async ({ page }) => {
      const entries = await page.evaluate(() => history.length);
      await openButton(page).tap();
      await expect(closeButton(page)).toBeFocused();
      for (let i = 0; i < 15; i++) {
        await page.keyboard.press("Tab");
        expect(await inMenu(page)).toBe(true);
      }
      await page.keyboard.press("Shift+Tab");
      expect(await inMenu(page)).toBe(true);
      await page.keyboard.press("Escape");
      await expect(overlay(page)).toBeHidden();
      await expect(openButton(page)).toBeFocused();
      expect(await page.evaluate(() => [history.length, location.hash])).toEqual([entries, ""]);
    });

    test("a link to another page closes it and is followed", async ({ page }) => {
      await openButton(page).tap();
      await overlay(page).getByRole("link", { name: "Roadmap" }).tap();
      await page.waitForURL("**/roadmap");
      await expect(overlay(page)).toBeHidden();
    });

    test("keeps the reader's place on the page when it opens and closes", async ({ page }) => {
      await page.evaluate(() => window.scrollTo({ top: 600, behavior: "instant" }));
      const box = (await openButton(page).boundingBox())!;
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      await expect(overlay(page)).toBeVisible();
      const close = (await closeButton(page).boundingBox())!;
      await page.touchscreen.tap(close.x + close.width / 2, close.y + close.height / 2);
      await expect(overlay(page)).toBeHidden();
      expect(await page.evaluate(() => scrollY)).toBe(600);
    });

    if (javaScriptEnabled) {
      test("a link to a section of the same page closes it and goes there; closing collapses the groups", async ({ page }) => {
        await page.goto("/");
        await hydrated(page);
        await openButton(page).tap();
        await groupToggle(page, "Networking Layer").tap();
        await overlay(page).getByRole("link", { name: "PON" }).tap();
        await page.waitForURL("**/#pon");
        await expect(overlay(page)).toBeHidden();
        expect(await scrollLocked(page)).toBe(false);
        await expect(page.locator("#pon")).toBeInViewport();
        await openButton(page).tap();
        expect(await groupsOpen(page)).toEqual([false, false]);
      });
    }
  });
}

test("on /roadmap the Roadmap link (the spec's #!) names a target that exists, and a click on it keeps the reader where they are", async ({ page, isMobile }) => {
  await page.goto("/roadmap");
  await hydrated(page);
  // The anchor the link names is in the page (HTML_CodeSniffer's 2.4.1 check), once.
  const link = page.locator(isMobile ? "#site-menu a" : ".desktop-nav a", { hasText: "Roadmap" });
  await expect(link).toHaveAttribute("href", "#!");
  expect(await page.evaluate(() => document.querySelectorAll('[id="!"]').length)).toBe(1);
  await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight / 3));
  if (isMobile) {
    await page.getByRole("button", { name: "Open menu" }).tap();
    await expect(link).toBeVisible();
  }
  const before = await page.evaluate(() => scrollY);
  expect(before).toBeGreaterThan(0);
  // A press where the link is on screen: Playwright's own click would first scroll the sticky header's link "into view".
  const box = (await link.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  if (isMobile) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
  await expect(page).toHaveURL(/\/roadmap#!$/);
  // Two frames: a scroll to a target would have happened by then.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  expect(await page.evaluate(() => scrollY)).toBe(before);
});
