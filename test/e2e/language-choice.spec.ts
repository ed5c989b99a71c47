// Choosing a language in real Chromium: the header switcher keeps the page and remembers the choice, and a browser
// that prefers another language the site speaks is offered the page in it.
import type { Page } from "@playwright/test";
import { language } from "../../app/i18n/languages.ts";
import { messages } from "../../app/i18n/messages.ts";
import { expect, hydrated, test } from "./fixtures.ts";

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}

test.describe("choosing a language", () => {
  test("the header switcher keeps the page and remembers the choice", async ({ page, isMobile }) => {
    await open(page, "/roadmap");
    if (isMobile) {
      await page.getByRole("button", { name: messages("en").chrome.menu.open }).tap();
      await page
        .locator("#site-menu .menu-languages")
        .getByRole("link", { name: language("ko").name })
        .tap();
    } else {
      await page.locator(".site-header .lang-switch summary").click();
      await page
        .locator(".site-header .lang-menu")
        .getByRole("link", { name: language("ko").name })
        .click();
    }
    await page.waitForURL("**/ko/roadmap");
    await expect(page.locator("html")).toHaveAttribute("lang", "ko");
    await expect(page.locator("h1")).toHaveText(messages("ko").pages.roadmap.heading);
    // English pages now offer the Korean page.
    await open(page, "/blog");
    await expect(page.locator(".lang-suggestion")).toHaveAttribute("lang", "ko");
  });

  test.describe("a browser that prefers Turkish", () => {
    test.use({ locale: "tr-TR" });

    test("is offered the Turkish page in Turkish, and the offer goes away when dismissed", async ({ page }) => {
      await open(page, "/blog");
      const offer = page.getByRole("complementary", { name: messages("tr").chrome.language.label });
      await expect(offer).toContainText(messages("tr").chrome.language.suggestion);
      await offer.getByRole("link", { name: messages("tr").chrome.language.dismiss }).click();
      await page.waitForURL(/\/blog$/);
      await expect(page.locator(".lang-suggestion")).toHaveCount(0);
      await open(page, "/roadmap");
      await expect(page.locator(".lang-suggestion")).toHaveCount(0);
    });

    test("follows the offer to the same page in Turkish", async ({ page }) => {
      await open(page, "/blog");
      await page.getByRole("link", { name: messages("tr").chrome.language.suggestionLink }).click();
      await page.waitForURL("**/tr/blog");
      await expect(page.locator("h1")).toHaveText(messages("tr").pages.blog.heading);
    });
  });
});
