import { test as base, expect, type Page } from "@playwright/test";

/** Every test page collects console errors, page errors and hydration warnings; a test fails on any. */
export const test = base.extend<{ consoleProblems: string[] }>({
  consoleProblems: async ({ page }, provide) => {
    const problems: string[] = [];
    page.on("console", (m) => {
      const text = m.text();
      if (m.type() === "error" || /hydrat/i.test(text)) problems.push(`${m.type()}: ${text}`);
    });
    page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`));
    await provide(problems);
    expect(problems, "console errors or hydration warnings").toEqual([]);
  },
});

export { expect };

/** Waits until every island that starts with the page has hydrated (data-hydrate="visible" ones wait for view). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>("[data-island]")].every(
      (el) => el.dataset.hydrated === "true" || el.dataset.hydrate === "visible",
    ),
  );
}

/** Scrolls to the island inside `selector` and waits until it has hydrated. */
export async function hydratedInView(page: Page, selector: string): Promise<void> {
  await page.locator(selector).scrollIntoViewIfNeeded();
  await page.waitForFunction(
    (sel) => [...document.querySelectorAll<HTMLElement>(`${sel} [data-island]`)].every((el) => el.dataset.hydrated === "true"),
    selector,
  );
}
